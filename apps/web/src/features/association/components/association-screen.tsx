import { useMemo, useState } from 'react';
import { Alert, Button, Container, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuildingCommunity, IconLogout, IconRefresh } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssociationClub, ClubCreate } from '@club/shared';
import { ASSOCIATION_MESSAGES } from '@club/shared/plain';
import { EmptyState } from '../../../components/empty-state';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { getErrorMessage, isUnauthorized } from '../../../lib/api-error';
import { useToast } from '../../../lib/toast/use-toast';
import { type AssociationApi, createAssociationApi } from '../api/association-api';
import { operatorSession, useOperatorSession } from '../hooks/use-operator-session';
import { AddClubForm } from './add-club-form';
import { ClubsList } from './clubs-list';
import { OperatorSignIn } from './operator-sign-in';

const M = ASSOCIATION_MESSAGES;
const CLUBS_KEY = ['association', 'clubs'] as const;

/** Issue 28: /association, the operators' page of a deployment of many clubs. */
export function AssociationScreen() {
  const [session, setSession] = useOperatorSession();
  const api = useMemo(
    () =>
      createAssociationApi(async (input, init) => {
        const response = await fetch(input, init);
        // A session that ended (8 hours, or the operator taken off the list) asks for a new link.
        if (response.status === 401 && operatorSession.get() !== null) operatorSession.set(null);
        return response;
      }, operatorSession.get),
    [],
  );
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <Group gap="sm">
            <IconBuildingCommunity size={32} aria-hidden />
            <Title order={1}>{M.title}</Title>
          </Group>
          {session !== null && (
            <Button variant="default" leftSection={<IconLogout size={18} />} onClick={() => setSession(null)}>
              {M.signOut}
            </Button>
          )}
        </Group>
        {session === null ? <OperatorSignIn api={api} onSignedIn={setSession} /> : <OperatorView api={api} />}
      </Stack>
    </Container>
  );
}

function OperatorView({ api }: { api: AssociationApi }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const clubs = useQuery({ queryKey: CLUBS_KEY, queryFn: api.clubs });
  const [changing, setChanging] = useState<string | null>(null);
  const suspension = useMutation({
    mutationFn: ({ club, suspended }: { club: AssociationClub; suspended: boolean }) =>
      api.setSuspended(club.slug, suspended),
    onMutate: ({ club }) => setChanging(club.slug),
    onSettled: () => setChanging(null),
    onSuccess: async (club) => {
      toast.success(club.suspended ? M.suspendedNote(club.name) : M.resumedNote(club.name));
      await queryClient.invalidateQueries({ queryKey: CLUBS_KEY });
    },
    onError: (error, { club }) =>
      toast.error(isUnauthorized(error) ? getErrorMessage(error) : M.suspendFailed(club.name)),
  });
  const add = useMutation({
    mutationFn: (club: ClubCreate) => api.createClub(club),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLUBS_KEY }),
  });

  return (
    <Stack gap="xl">
      <Stack gap="md" component="section" aria-labelledby="clubs-heading">
        <Title order={2} id="clubs-heading">
          {M.clubsHeading}
        </Title>
        {clubs.isPending ? (
          <LoadingIndicator label={M.loadingClubs} />
        ) : clubs.isError ? (
          <Alert color="red" role="alert" title={M.loadFailed}>
            <Stack gap="sm" align="flex-start">
              <Text>{getErrorMessage(clubs.error)}</Text>
              <Button
                variant="light"
                color="red"
                leftSection={<IconRefresh size={18} />}
                onClick={() => void clubs.refetch()}
              >
                {M.tryAgain}
              </Button>
            </Stack>
          </Alert>
        ) : clubs.data.length === 0 ? (
          <EmptyState icon={<IconBuildingCommunity />} title={M.noClubs} titleOrder={3} />
        ) : (
          <Paper withBorder radius="md" p={0} style={{ overflow: 'hidden' }}>
            <ClubsList
              clubs={clubs.data}
              changing={changing}
              onSetSuspended={(club, suspended) => suspension.mutate({ club, suspended })}
            />
          </Paper>
        )}
      </Stack>
      <Divider />
      <AddClubForm adding={add.isPending} onAdd={add.mutateAsync} />
    </Stack>
  );
}
