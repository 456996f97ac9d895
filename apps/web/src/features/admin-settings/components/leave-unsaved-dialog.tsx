import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { catalog } from '@club/shared/plain';
import { useReaderLocale } from '../../../lib/reader-locale';
import { useBlocker } from '../../../lib/router/hooks';

/**
 * Leaving the page, or its section for another (decision 061), drops unsaved settings (and the colour preview with
 * them); this asks first, for a move inside the app and, through the browser's own prompt, for a reload or a closed tab.
 */
export function LeaveUnsavedDialog({ isDirty }: { isDirty: boolean }) {
  const to = { locale: useReaderLocale() };
  const held = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useWindowEvent('beforeunload', (event) => {
    if (isDirty) event.preventDefault();
  });
  return (
    <Modal opened={held !== null} onClose={() => held?.reset()} title={catalog.adm_a_leave_title({}, to)} centered>
      <Stack gap="lg">
        <Text size="sm">{catalog.adm_a_leave_text({}, to)}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => held?.reset()} data-autofocus>
            {catalog.adm_a_leave_stay({}, to)}
          </Button>
          <Button color="red" onClick={() => held?.proceed()}>
            {catalog.adm_a_leave_discard({}, to)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
