import { Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import type { AssociationClub } from '@club/shared';
import { ASSOCIATION_MESSAGES } from '@club/shared/plain';
import { useIsPhone } from '../../../lib/use-is-phone';

const M = ASSOCIATION_MESSAGES;
const counted = new Intl.NumberFormat();
const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const lastActivity = (club: AssociationClub) =>
  club.last_activity === null ? M.never : when.format(new Date(club.last_activity));

type ClubsListProps = {
  clubs: AssociationClub[];
  /** The club whose suspension is being changed, so its button spins and the others wait. */
  changing: string | null;
  onSetSuspended: (club: AssociationClub, suspended: boolean) => void;
};

function StateBadge({ club }: { club: AssociationClub }) {
  return (
    <Badge color={club.suspended ? 'orange' : 'green'} variant="light" size="lg">
      {club.suspended ? M.suspended : M.open}
    </Badge>
  );
}

function SuspendButton({ club, changing, onSetSuspended }: { club: AssociationClub } & Omit<ClubsListProps, 'clubs'>) {
  return (
    <Button
      variant="light"
      color={club.suspended ? 'green' : 'orange'}
      leftSection={club.suspended ? <IconPlayerPlay size={18} /> : <IconPlayerPause size={18} />}
      loading={changing === club.slug}
      disabled={changing !== null && changing !== club.slug}
      onClick={() => onSetSuspended(club, !club.suspended)}
      aria-label={`${club.suspended ? M.resume : M.suspend} ${club.name}`}
    >
      {club.suspended ? M.resume : M.suspend}
    </Button>
  );
}

/** Issue 28: the deployment's clubs with their counts; a table on a laptop, one card each on a phone. */
export function ClubsList(props: ClubsListProps) {
  const isPhone = useIsPhone();
  if (isPhone) {
    return (
      <Stack gap="sm">
        {props.clubs.map((club) => (
          <Card key={club.slug} withBorder radius="md" padding="md" component="article" aria-label={club.name}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2} miw={0}>
                <Text fw={700} size="lg">
                  {club.name}
                </Text>
                <Text c="dimmed">/c/{club.slug}/</Text>
              </Stack>
              <StateBadge club={club} />
            </Group>
            <Text mt="sm">
              {M.columns.members}: {counted.format(club.members)} · {M.columns.nights}: {counted.format(club.nights)}
            </Text>
            <Text c="dimmed">
              {M.columns.lastActivity}: {lastActivity(club)}
            </Text>
            <Group mt="sm">
              <SuspendButton club={club} changing={props.changing} onSetSuspended={props.onSetSuspended} />
            </Group>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table striped highlightOnHover verticalSpacing="sm" fz="md">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{M.columns.club}</Table.Th>
          <Table.Th>{M.columns.address}</Table.Th>
          <Table.Th ta="right">{M.columns.members}</Table.Th>
          <Table.Th ta="right">{M.columns.nights}</Table.Th>
          <Table.Th>{M.columns.lastActivity}</Table.Th>
          <Table.Th>{M.columns.state}</Table.Th>
          <Table.Th>{M.columns.actions}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.clubs.map((club) => (
          <Table.Tr key={club.slug}>
            <Table.Td fw={600}>{club.name}</Table.Td>
            <Table.Td>/c/{club.slug}/</Table.Td>
            <Table.Td ta="right">{counted.format(club.members)}</Table.Td>
            <Table.Td ta="right">{counted.format(club.nights)}</Table.Td>
            <Table.Td>{lastActivity(club)}</Table.Td>
            <Table.Td>
              <StateBadge club={club} />
            </Table.Td>
            <Table.Td>
              <SuspendButton club={club} changing={props.changing} onSetSuspended={props.onSetSuspended} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
