import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { catalog, commonMessages, type Locale } from '@club/shared/plain';
import { getErrorMessage, isUnauthorized } from '../../../lib/api-error';

/** SPEC §2: the login link could not be used. A failure other than a refused link also says what happened. */
export function LoginFailed({ error, onRestart, locale }: { error: unknown; onRestart: () => void; locale: Locale }) {
  const to = { locale };
  const text = commonMessages(locale);
  return (
    <Stack align="center" gap="md" ta="center" role="alert">
      <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden>
        <IconLinkOff size={30} />
      </ThemeIcon>
      <Title order={1} fz="h2">
        {catalog.auth_login_failed({}, to)}
      </Title>
      <Text>{text.loginLinkInvalid}</Text>
      {!isUnauthorized(error) && (
        <Text size="sm" c="red">
          {getErrorMessage(error)}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {text.loginLinkRequestAgain}
      </Text>
      <Button onClick={onRestart}>{catalog.auth_request_new_link({}, to)}</Button>
    </Stack>
  );
}
