import { Group, Text } from '@mantine/core';
import type { MemberListCounts } from '@club/shared';

/** SPEC §2 footer: counts over every row the filters let through, not just the page on screen (the server's). */
export function MembersFooter({ counts }: { counts: MemberListCounts }) {
  const items: [string, number][] = [
    ['Assignable', counts.assignable],
    ['Admins', counts.admins],
    ['Partnered', counts.partnered],
  ];
  return (
    <Group gap="lg" wrap="wrap" data-testid="members-footer">
      {items.map(([label, count]) => (
        <Text key={label} size="sm" c="dimmed">
          {label}:{' '}
          <Text span fw={700} c="var(--mantine-color-text)">
            {count}
          </Text>
        </Text>
      ))}
    </Group>
  );
}
