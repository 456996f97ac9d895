import { Group, Text } from '@mantine/core';
import type { MemberListCounts } from '@club/shared';
import { catalog, formatNumber } from '@club/shared/plain';
import { useReaderLocale } from '../../../lib/reader-locale';

/** SPEC §2 footer: counts over every row the filters let through, not just the page on screen (the server's). */
export function MembersFooter({ counts }: { counts: MemberListCounts }) {
  const to = { locale: useReaderLocale() };
  const items: [string, number][] = [
    [catalog.mem_b_footer_assignable({}, to), counts.assignable],
    [catalog.mem_b_footer_admins({}, to), counts.admins],
    [catalog.mem_b_footer_partnered({}, to), counts.partnered],
  ];
  return (
    <Group gap="lg" wrap="wrap" data-testid="members-footer">
      {items.map(([label, count]) => (
        <Text key={label} size="sm" c="dimmed">
          {label}:{' '}
          <Text span fw={700} c="var(--mantine-color-text)">
            {formatNumber(count, to.locale)}
          </Text>
        </Text>
      ))}
    </Group>
  );
}
