import { useMemo } from 'react';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { ASSOCIATION_MESSAGES } from '@club/shared/plain';
import { createAssociationApi } from '../api/association-api';
import { EmailLinkForm } from './email-link-form';

/**
 * Issue 28 point 5: /login at the root of a deployment of many clubs. A member need not know their club's address:
 * one e-mail brings a sign-in link for each club the address belongs to.
 */
export function DeploymentLoginScreen() {
  const api = useMemo(() => createAssociationApi(fetch, () => null), []);
  return (
    <Container size="xs" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <Stack gap="md">
          <Text fw={700} c="dimmed">
            {ASSOCIATION_MESSAGES.deploymentName}
          </Text>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {ASSOCIATION_MESSAGES.rootLoginHeading}
          </Title>
          <Text>{ASSOCIATION_MESSAGES.rootLoginIntro}</Text>
          <EmailLinkForm
            buttonLabel={ASSOCIATION_MESSAGES.sendLink}
            send={api.sendClubLinks}
            sent={ASSOCIATION_MESSAGES.rootLoginSent}
          />
        </Stack>
      </Paper>
    </Container>
  );
}
