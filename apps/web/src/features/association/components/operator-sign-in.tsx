import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconAt, IconMailForward, IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { ASSOCIATION_MESSAGES } from '@club/shared/plain';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { getErrorMessage } from '../../../lib/api-error';
import { getBasePath } from '../../../lib/base-path';
import type { AssociationApi } from '../api/association-api';

type OperatorSignInProps = { api: AssociationApi; onSignedIn: (session: string) => void };

const tokenInAddress = () => new URLSearchParams(window.location.search).get('token');

/** Issue 28: an operator asks for a sign-in link, or arrives with one: it is used once, then leaves the address bar. */
export function OperatorSignIn({ api, onSignedIn }: OperatorSignInProps) {
  const [token] = useState(tokenInAddress);
  const used = useRef(false);
  const validate = useMutation({ mutationFn: api.validateToken, retry: false, onSuccess: (s) => onSignedIn(s.token) });
  const send = useMutation({ mutationFn: api.sendLoginLink });
  const [email, setEmail] = useState('');

  useEffect(() => {
    if (token === null || used.current) return;
    used.current = true;
    // The link's secret should not stay in the history, whatever the answer.
    window.history.replaceState(null, '', `${getBasePath()}/association`);
    validate.mutate(token);
  }, [token, validate]);

  if (validate.isPending) {
    return (
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="sm">
          <LoadingIndicator besideText />
          <Text>{ASSOCIATION_MESSAGES.signingIn}</Text>
        </Stack>
      </Paper>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) send.mutate(email.trim());
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" maw={520} w="100%" mx="auto">
      <Stack gap="md">
        <Title order={2}>{ASSOCIATION_MESSAGES.signInHeading}</Title>
        <Text c="dimmed">{ASSOCIATION_MESSAGES.signInIntro}</Text>
        {validate.isError && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {getErrorMessage(validate.error)}
          </Alert>
        )}
        {send.isSuccess ? (
          <Alert color="green" icon={<IconMailForward />} role="status">
            {send.data ?? ASSOCIATION_MESSAGES.linkSentAnswer}
          </Alert>
        ) : (
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
                error={send.isError ? getErrorMessage(send.error) : undefined}
              />
              <Button type="submit" size="md" leftSection={<IconSend size={18} />} loading={send.isPending}>
                {ASSOCIATION_MESSAGES.sendLink}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
