import { Button, Center, Group } from '@mantine/core';
import { IconAlertTriangle, IconRefresh, IconRotateClockwise } from '@tabler/icons-react';
import { MESSAGES } from '@club/shared/plain';
import { EmptyState } from '../components/empty-state';

type ErrorScreenProps = {
  onTryAgain: () => void;
  onRefresh?: () => void;
  /** Fill the viewport when nothing else of the app is on screen. */
  fullScreen?: boolean;
};

/** SPEC §2 fallback error screen. */
export function ErrorScreen({
  onTryAgain,
  onRefresh = () => window.location.reload(),
  fullScreen = false,
}: ErrorScreenProps) {
  return (
    <Center mih={fullScreen ? '100dvh' : undefined} p="md" role="alert">
      <EmptyState
        icon={<IconAlertTriangle />}
        color="red"
        title="Something went wrong"
        description={MESSAGES.fallbackError}
      >
        <Group justify="center" gap="sm">
          <Button leftSection={<IconRefresh size={18} />} onClick={onRefresh}>
            Refresh Page
          </Button>
          <Button variant="default" leftSection={<IconRotateClockwise size={18} />} onClick={onTryAgain}>
            Try Again
          </Button>
        </Group>
      </EmptyState>
    </Center>
  );
}
