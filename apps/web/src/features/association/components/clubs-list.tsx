import { Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import type { AssociationClub } from '@club/shared';
import { associationMessages, type Locale } from '@club/shared/plain';
import { browserLocale } from '../../../lib/browser-locale';
import { useIsPhone } from '../../../lib/use-is-phone';

type Messages = ReturnType<typeof associationMessages>;

/** Issue 29: counts and moments as the reader's language writes them ("1,234" and "1.234"); English as the browser's. */
const INTL_LOCALES: Record<Locale, string | undefined> = { en: undefined, de: 'de-DE' };
const formatsByLocale = new Map<Locale, { counted: Intl.NumberFormat; when: Intl.DateTimeFormat }>();
function formatsOf(locale: Locale) {
  let formats = formatsByLocale.get(locale);
  if (!formats) {
    const tag = INTL_LOCALES[locale];
    formats = {
      counted: new Intl.NumberFormat(tag),
      when: new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }),
    };
    formatsByLocale.set(locale, formats);
  }
  return formats;
}

/** The reader's texts and formats, for the list and its parts. */
function clubTexts(locale: Locale) {
  const M = associationMessages(locale);
  const { counted, when } = formatsOf(locale);
  const lastActivity = (club: AssociationClub) =>
    club.last_activity === null ? M.never : when.format(new Date(club.last_activity));
  return { M, count: (value: number) => counted.format(value), lastActivity };
}

/** The club's part of the address, as a link to it reads. */
const clubPath = (slug: string) => `/c/${slug}/`;

type ClubsListProps = {
  clubs: AssociationClub[];
  /** The club whose suspension is being changed, so its button spins and the others wait. */
  changing: string | null;
  onSetSuspended: (club: AssociationClub, suspended: boolean) => void;
  /**
   * The operator's language. The deployment's pages belong to no club and have no session of a member (issue 28),
   * so by default the browser's, as for any visitor who is not signed in (issue 29 point 4).
   */
  locale?: Locale;
};

function StateBadge({ club, M }: { club: AssociationClub; M: Messages }) {
  return (
    <Badge color={club.suspended ? 'orange' : 'green'} variant="light" size="lg">
      {club.suspended ? M.suspended : M.open}
    </Badge>
  );
}

function SuspendButton({
  club,
  changing,
  onSetSuspended,
  M,
}: { club: AssociationClub; M: Messages } & Omit<ClubsListProps, 'clubs' | 'locale'>) {
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
  const { M, count, lastActivity } = clubTexts(props.locale ?? browserLocale());
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
                <Text c="dimmed">{clubPath(club.slug)}</Text>
              </Stack>
              <StateBadge club={club} M={M} />
            </Group>
            <Text mt="sm">
              {M.columns.members}: {count(club.members)} · {M.columns.nights}: {count(club.nights)}
            </Text>
            <Text c="dimmed">
              {M.columns.lastActivity}: {lastActivity(club)}
            </Text>
            <Group mt="sm">
              <SuspendButton club={club} changing={props.changing} onSetSuspended={props.onSetSuspended} M={M} />
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
            <Table.Td>{clubPath(club.slug)}</Table.Td>
            <Table.Td ta="right">{count(club.members)}</Table.Td>
            <Table.Td ta="right">{count(club.nights)}</Table.Td>
            <Table.Td>{lastActivity(club)}</Table.Td>
            <Table.Td>
              <StateBadge club={club} M={M} />
            </Table.Td>
            <Table.Td>
              <SuspendButton club={club} changing={props.changing} onSetSuspended={props.onSetSuspended} M={M} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
