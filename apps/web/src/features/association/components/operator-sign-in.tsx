import { useEffect, useRef, useState } from 'react';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { ASSOCIATION_MESSAGES } from '@club/shared/plain';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { getErrorMessage } from '../../../lib/api-error';
import { getBasePath } from '../../../lib/base-path';
import type { AssociationApi } from '../api/association-api';
import { EmailLinkForm } from './email-link-form';

type OperatorSignInProps = { api: AssociationApi; onSignedIn: (session: string) => void };

const tokenInAddress = () => new URLSearchParams(window.location.search).get('token');

/** Issue 28: an operator asks for a sign-in link, or arrives with one: it is used once, then leaves the address bar. */
export function OperatorSignIn({ api, onSignedIn }: OperatorSignInProps) {
  const [token] = useState(tokenInAddress);
  const used = useRef(false);
  const validate = useMutation({ mutationFn: api.validateToken, retry: false, onSuccess: (s) => onSignedIn(s.token) });

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
        <EmailLinkForm
          buttonLabel={ASSOCIATION_MESSAGES.sendLink}
          send={api.sendLoginLink}
          sent={ASSOCIATION_MESSAGES.linkSentAnswer}
        />
      </Stack>
    </Paper>
  );
}
