import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useBlocker } from 'react-router';

/**
 * Leaving the page, or its section for another (decision 061), drops unsaved settings (and the colour preview with
 * them); this asks first, for a move inside the app and, through the browser's own prompt, for a reload or a closed tab.
 */
export function LeaveUnsavedDialog({ isDirty }: { isDirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useWindowEvent('beforeunload', (event) => {
    if (isDirty) event.preventDefault();
  });
  const isBlocked = blocker.state === 'blocked';
  return (
    <Modal opened={isBlocked} onClose={() => blocker.reset?.()} title="Leave without saving?" centered>
      <Stack gap="lg">
        <Text size="sm">Your changes to the settings are not saved yet. Leaving now discards them.</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            Stay on this page
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            Discard changes
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
