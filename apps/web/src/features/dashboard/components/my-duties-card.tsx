import { Anchor, Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconClipboardCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-error';
import { formatDanceDate } from '../../../lib/dance-date';
import { useMyDuties } from '../../../lib/use-my-duties';
import { useMySwaps } from '../../../lib/use-my-swaps';

const SHOWN_DUTIES = 3;

/**
 * Issue 9: the signed-in member's next three duties and who serves with them, and how many nights other members ask
 * them to take. Its own failure stays inside the card, so the rest of the dashboard (and its SPEC §2 'Connection
 * Error' panel) is not affected.
 */
export function MyDutiesCard() {
  const myDuties = useMyDuties();
  const duties = myDuties.data?.duties.slice(0, SHOWN_DUTIES);
  // A hint, not the card's content: while it loads or if it fails, the card simply does not mention offers.
  const offers = useMySwaps().data?.offers.length ?? 0;

  return (
    <Card withBorder radius="md" padding="lg" aria-busy={myDuties.isPending}>
      <Group gap="sm" mb="md" wrap="nowrap">
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
          <IconClipboardCheck size={20} />
        </ThemeIcon>
        <Text component="h2" fw={600} size="lg" m={0}>
          My duties
        </Text>
      </Group>
      {myDuties.isError ? (
        <Text c="red" size="sm" role="alert">
          Your duties could not be loaded. {getErrorMessage(myDuties.error)}
        </Text>
      ) : !duties ? (
        <Stack gap="md">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={14} width={`${85 - index * 10}%`} />
          ))}
        </Stack>
      ) : duties.length === 0 ? (
        <Text c="dimmed" size="sm">
          You have no upcoming duties.
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {duties.map((duty) => (
            <li key={`${duty.schedule_type}-${duty.dance_date}`}>
              <Text size="sm" fw={600}>
                {formatDanceDate(duty.dance_date)}
                {duty.club_night_type !== 'NORMAL' && ` (${duty.club_night_type})`}
              </Text>
              <Text size="sm" c="dimmed">
                {duty.partners.length > 0 ? `With ${duty.partners.map((partner) => partner.name).join(', ')}` : 'No one else assigned yet'}
              </Text>
            </li>
          ))}
        </Stack>
      )}
      {offers > 0 && (
        <Text size="sm" fw={600} c="orange.9" mt="md">
          {offers === 1 ? 'A member asks for someone to take their night.' : `${offers} members ask for someone to take their nights.`}
        </Text>
      )}
      <Anchor component={Link} to={paths.myDuties} size="sm" mt="md" display="inline-block">
        {offers > 0 ? 'See my duties and the nights I could take' : 'See all my duties and set availability'}
      </Anchor>
    </Card>
  );
}
