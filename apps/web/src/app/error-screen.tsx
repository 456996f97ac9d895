import { Button, Center, Group } from '@mantine/core';
import { IconAlertTriangle, IconRefresh, IconRotateClockwise } from '@tabler/icons-react';
import { catalog, commonMessages } from '@club/shared/plain';
import { EmptyState } from '../components/empty-state';
import { visitorLocale } from '../components/visitor-locale';

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
  // What broke may be the app's providers, so the locale is read from the page rather than from a hook.
  const to = { locale: visitorLocale() };
  return (
    <Center mih={fullScreen ? '100dvh' : undefined} p="md" role="alert">
      <EmptyState
        icon={<IconAlertTriangle />}
        color="red"
        title={catalog.shell_something_went_wrong({}, to)}
        description={commonMessages(to.locale).fallbackError}
      >
        <Group justify="center" gap="sm">
          <Button leftSection={<IconRefresh size={18} />} onClick={onRefresh}>
            {catalog.shell_refresh_page({}, to)}
          </Button>
          <Button variant="default" leftSection={<IconRotateClockwise size={18} />} onClick={onTryAgain}>
            {catalog.shell_try_again_page({}, to)}
          </Button>
        </Group>
      </EmptyState>
    </Center>
  );
}
