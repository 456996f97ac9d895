import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useBlocker } from '../../../lib/router/hooks';

/**
 * Leaving the page, or its section for another (decision 061), drops unsaved settings (and the colour preview with
 * them); this asks first, for a move inside the app and, through the browser's own prompt, for a reload or a closed tab.
 */
export function LeaveUnsavedDialog({ isDirty }: { isDirty: boolean }) {
  const held = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useWindowEvent('beforeunload', (event) => {
    if (isDirty) event.preventDefault();
  });
  return (
    <Modal opened={held !== null} onClose={() => held?.reset()} title="Leave without saving?" centered>
      <Stack gap="lg">
        <Text size="sm">Your changes to the settings are not saved yet. Leaving now discards them.</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => held?.reset()} data-autofocus>
            Stay on this page
          </Button>
          <Button color="red" onClick={() => held?.proceed()}>
            Discard changes
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
