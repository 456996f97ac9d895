import type { ReactNode } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { catalog } from '@club/shared/plain';
import { visitorLocale } from './visitor-locale';

type ErrorPanelProps = {
  title: string;
  message: ReactNode;
  onRetry?: () => void;
  isRetrying?: boolean;
};

/** A failed load: what went wrong and, when it can help, a Retry button. */
export function ErrorPanel({ title, message, onRetry, isRetrying = false }: ErrorPanelProps) {
  // An error boundary shows it too, outside the providers a hook would need: the page's locale is the reader's.
  const locale = visitorLocale();
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle />} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        {onRetry && (
          <Button
            size="xs"
            variant="white"
            color="red"
            leftSection={<IconRefresh size={16} />}
            onClick={onRetry}
            loading={isRetrying}
          >
            {catalog.shell_retry({}, { locale })}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
