import { type FormEvent, useState } from 'react';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconAt, IconMailForward, IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { ASSOCIATION_MESSAGES } from '@club/shared/plain';
import { getErrorMessage } from '../../../lib/api-error';

type EmailLinkFormProps = {
  buttonLabel: string;
  send: (email: string) => Promise<unknown>;
  /** What happens next, once asked: the same for every address, as the server's answer is. */
  sent: string;
};

/** An address in, one e-mailed link (or one e-mail of links) out: the deployment's two sign-in pages share it. */
export function EmailLinkForm({ buttonLabel, send, sent }: EmailLinkFormProps) {
  const sending = useMutation({ mutationFn: send });
  const [email, setEmail] = useState('');
  if (sending.isSuccess) {
    return (
      <Alert color="green" icon={<IconMailForward />} role="status">
        {sent}
      </Alert>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) sending.mutate(email.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={ASSOCIATION_MESSAGES.emailLabel}
          type="email"
          autoComplete="email"
          required
          size="md"
          leftSection={<IconAt size={18} />}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={sending.isError ? getErrorMessage(sending.error) : undefined}
        />
        <Button type="submit" size="md" leftSection={<IconSend size={18} />} loading={sending.isPending}>
          {buttonLabel}
        </Button>
      </Stack>
    </form>
  );
}
