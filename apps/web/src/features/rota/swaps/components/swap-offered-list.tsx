import { Button, List, Popover, Text } from '@mantine/core';
import type { AdminSwapRequest } from '@club/shared';
import { formatDateTime } from '../../../../lib/display-format';

/** Issue 17: who a request was e-mailed to and when (offers go out in waves), and who said no. */
export function SwapOfferedList({ request }: { request: AdminSwapRequest }) {
  if (request.offers.length === 0) return <Text size="sm">Nobody yet</Text>;
  const count = `${request.offered_to} ${request.offered_to === 1 ? 'member' : 'members'}`;
  return (
    <Popover position="bottom-start" shadow="md" withArrow>
      <Popover.Target>
        <Button size="xs" variant="subtle" aria-label={`Offered to ${count}`}>
          {count}
        </Button>
      </Popover.Target>
      <Popover.Dropdown maw={360}>
        <List size="sm" spacing={4}>
          {request.offers.map((offer) => (
            <List.Item key={offer.member.id}>
              {offer.member.name}
              <Text span size="xs" c="dimmed">
                {offer.offered_at ? ` – e-mailed ${formatDateTime(offer.offered_at)}` : ''}
                {offer.declined_at ? ` – said no ${formatDateTime(offer.declined_at)}` : ''}
              </Text>
            </List.Item>
          ))}
        </List>
      </Popover.Dropdown>
    </Popover>
  );
}
