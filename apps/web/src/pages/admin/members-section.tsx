import { Stack } from '@mantine/core';
import { ImportLogsCard } from '../../features/admin-settings/components/import-logs-card';
import { MemberAwayCard } from '../../features/rota/availability/components/member-away-card';

/**
 * Admin section "Members and import" (decision 061): away dates kept for members who phone the club (the Members
 * page links here with `?member={id}`), and the record of CSV imports.
 */
export function MembersSection() {
  return (
    <Stack gap="lg">
      <MemberAwayCard />
      <ImportLogsCard />
    </Stack>
  );
}
