import { type FormEvent, useState } from 'react';
import { Alert, Button, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconAt, IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '@club/shared';
import { getErrorMessage } from '../../../lib/api-error';
import { useTRPC } from '../../../lib/trpc';
import { LoginLinkSent } from './login-link-sent';

/** SPEC §2 login page without a token: ask for an e-mail address and send a one-time login link. */
export function EmailLoginForm({ clubName }: { clubName: string | undefined }) {
  const trpc = useTRPC();
  const sendLink = useMutation(trpc.auth.sendLoginLink.mutationOptions());
  const [email, setEmail] = useState('');

  if (sendLink.isSuccess) {
    return <LoginLinkSent email={sendLink.variables.email} result={sendLink.data} onSendAnother={sendLink.reset} />;
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    sendLink.mutate({ email: email.trim() });
  };

  return (
    <Stack gap="md">
      <Stack gap="xs" ta="center">
        {clubName ? (
          <Title order={1} fz="h2">
            {clubName} Login
          </Title>
        ) : (
          <Skeleton height={32} width="70%" mx="auto" />
        )}
        <Text c="dimmed">Enter your email address and we&apos;ll send you a secure login link.</Text>
      </Stack>
      {sendLink.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
          <Title order={2} fz="sm" mb={4}>
            Login Link Error
          </Title>
          <Text size="sm">
            {MESSAGES.sendLinkFailed}
            {getErrorMessage(sendLink.error)}
          </Text>
        </Alert>
      )}
      <form onSubmit={handleSubmit}>
        <Stack gap="md">
          <TextInput
            type="email"
            label="Email address"
            placeholder="you@example.org"
            autoComplete="email"
            required
            autoFocus
            leftSection={<IconAt size={16} />}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            readOnly={sendLink.isPending}
          />
          <Button
            type="submit"
            fullWidth
            leftSection={<IconSend size={18} />}
            loading={sendLink.isPending}
            disabled={sendLink.isPending || email.trim() === ''}
          >
            Send Login Link
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
