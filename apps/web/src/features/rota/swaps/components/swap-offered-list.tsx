import { Button, List, Popover, Text } from '@mantine/core';
import type { AdminSwapRequest } from '@club/shared';
import { catalog } from '@club/shared/plain';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { formatDateTime } from '../../../../lib/display-format';

/** Issue 17: who a request was e-mailed to and when (offers go out in waves), and who said no. */
export function SwapOfferedList({ request }: { request: AdminSwapRequest }) {
  const to = { locale: useReaderLocale() };
  if (request.offers.length === 0) return <Text size="sm">{catalog.swap_nobody_yet({}, to)}</Text>;
  const count = catalog.swap_member_count({ count: request.offered_to }, to);
  return (
    <Popover position="bottom-start" shadow="md" withArrow>
      <Popover.Target>
        <Button size="xs" variant="subtle" aria-label={catalog.swap_offered_to({ count }, to)}>
          {count}
        </Button>
      </Popover.Target>
      <Popover.Dropdown maw={360}>
        <List size="sm" spacing={4}>
          {request.offers.map((offer) => (
            <List.Item key={offer.member.id}>
              {offer.member.name}
              <Text span size="xs" c="dimmed">
                {offer.offered_at
                  ? ` – ${catalog.swap_emailed_at({ when: formatDateTime(offer.offered_at, to.locale) }, to)}`
                  : ''}
                {offer.declined_at
                  ? ` – ${catalog.swap_said_no_at({ when: formatDateTime(offer.declined_at, to.locale) }, to)}`
                  : ''}
              </Text>
            </List.Item>
          ))}
        </List>
      </Popover.Dropdown>
    </Popover>
  );
}
