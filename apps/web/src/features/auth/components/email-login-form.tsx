import { type FormEvent, useState } from 'react';
import { Alert, Button, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconAt, IconSend } from '@tabler/icons-react';
import type { SendLoginLinkResult } from '@club/shared';
import { catalog, commonMessages, type Locale, MUTATION_RETRIES } from '@club/shared/plain';
import { getErrorMessage, isClientError } from '../../../lib/api-error';
import type { LoginApi } from '../utils/login-api';
import { LoginLinkSent, LoginStep } from './lazy-login-steps';

type Sending =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'sent'; email: string; result: SendLoginLinkResult }
  | { status: 'failed'; error: unknown };

// TanStack Query's first retry delay, which every other mutation of the app waits.
const RETRY_DELAY_MS = 1000;

/** SPEC §7: like every mutation, sending retries once, except on a 4xx (the same request would be refused again). */
async function sendWithRetry(api: LoginApi, email: string, failures = 0): Promise<SendLoginLinkResult> {
  try {
    return await api.sendLoginLink(email);
  } catch (error) {
    if (isClientError(error) || failures >= MUTATION_RETRIES) throw error;
    await new Promise((resolve) => window.setTimeout(resolve, RETRY_DELAY_MS));
    return sendWithRetry(api, email, failures + 1);
  }
}

/** SPEC §2 login page without a token: ask for an e-mail address and send a one-time login link. */
export function EmailLoginForm({
  api,
  clubName,
  locale,
}: {
  api: LoginApi;
  clubName: string | undefined;
  locale: Locale;
}) {
  const to = { locale };
  const [sending, setSending] = useState<Sending>({ status: 'idle' });
  const [email, setEmail] = useState('');
  const isPending = sending.status === 'pending';

  if (sending.status === 'sent') {
    return (
      <LoginStep>
        <LoginLinkSent
          email={sending.email}
          result={sending.result}
          onSendAnother={() => setSending({ status: 'idle' })}
          locale={locale}
        />
      </LoginStep>
    );
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const address = email.trim();
    setSending({ status: 'pending' });
    sendWithRetry(api, address).then(
      (result) => setSending({ status: 'sent', email: address, result }),
      (error: unknown) => setSending({ status: 'failed', error }),
    );
  };

  return (
    <Stack gap="md">
      <Stack gap="xs" ta="center">
        {clubName ? (
          <Title order={1} fz="h2">
            {catalog.auth_club_login({ club: clubName }, to)}
          </Title>
        ) : (
          <Skeleton height={32} width="70%" mx="auto" />
        )}
        <Text c="dimmed">{catalog.auth_login_intro({}, to)}</Text>
      </Stack>
      {sending.status === 'failed' && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
          <Title order={2} fz="sm" mb={4}>
            {catalog.auth_link_error({}, to)}
          </Title>
          <Text size="sm">
            {commonMessages(locale).sendLinkFailed}
            {getErrorMessage(sending.error)}
          </Text>
        </Alert>
      )}
      <form onSubmit={handleSubmit}>
        <Stack gap="md">
          <TextInput
            type="email"
            label={catalog.auth_email_label({}, to)}
            placeholder={catalog.auth_email_placeholder({}, to)}
            autoComplete="email"
            required
            autoFocus
            leftSection={<IconAt size={16} />}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            readOnly={isPending}
          />
          <Button
            type="submit"
            fullWidth
            leftSection={<IconSend size={18} />}
            loading={isPending}
            disabled={isPending || email.trim() === ''}
          >
            {catalog.auth_send_link({}, to)}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
