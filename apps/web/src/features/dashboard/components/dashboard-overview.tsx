import type { ReactNode } from 'react';
import { SimpleGrid, Stack } from '@mantine/core';
import { IconDatabase, IconUsers } from '@tabler/icons-react';
import { catalog, formatNumber, loadErrorTitles } from '@club/shared/plain';
import { allQueries, QueryState } from '../../../components/query-state';
import { getErrorMessage } from '../../../lib/api-error';
import { useReaderLocale } from '../../../lib/reader-locale';
import { useAuth } from '../../../lib/use-auth';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useDashboardData } from '../hooks/use-dashboard-data';
import { ClubInfoCard } from './club-info-card';
import { DatabaseStatusBadge } from './database-status-badge';
import { StatCard } from './stat-card';
import { SystemStatusCard } from './system-status-card';

type DashboardOverviewProps = {
  /** The member's next duty: a card of the rota's, which the page brings, as features do not import each other. */
  nextDuty: ReactNode;
  /** For administrators, the nights needing a replacement: a rota card too. */
  vacancies: ReactNode;
};

/**
 * SPEC §2 dashboard: counts, database, club information and system status; a failure shows 'Connection Error'.
 * Issue 17: a member (and an admin on a phone) sees their next duty first, then the club, and the system status last;
 * a member only the part of it that concerns them. An admin at a desk keeps the SPEC §2 overview on top.
 */
export function DashboardOverview({ nextDuty, vacancies: vacanciesCard }: DashboardOverviewProps) {
  const { summary, status, settings } = useDashboardData();
  const isAdmin = useAuth().user?.is_admin ?? false;
  const isPhone = useIsPhone();
  const counts = summary.data;
  const database = status.data?.database;
  const to = { locale: useReaderLocale() };

  const memberCount = (
    <StatCard
      label={catalog.dash_members({}, to)}
      loadingLabel={catalog.dash_loading_members({}, to)}
      icon={<IconUsers size={20} />}
      value={counts && <span data-testid="member-count">{formatNumber(counts.member_count, to.locale)}</span>}
      detail={counts && catalog.dash_administrators({ count: counts.admin_count }, to)}
    />
  );
  const stats = isAdmin ? (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      {memberCount}
      <StatCard
        label={catalog.dash_database({}, to)}
        loadingLabel={catalog.dash_loading_database({}, to)}
        icon={<IconDatabase size={20} />}
        value={database?.database_type}
        detail={database && <DatabaseStatusBadge status={database.status} />}
      />
    </SimpleGrid>
  ) : (
    memberCount
  );
  // Issue 17: what an administrator must act on comes before the counts.
  const vacancies = isAdmin && vacanciesCard;
  const clubInfo = <ClubInfoCard settings={settings.data} />;
  const systemStatus = <SystemStatusCard status={status.data} isForMember={!isAdmin} />;

  // The cards fill in as their data arrives, so the loading state is the overview itself.
  const overview =
    isAdmin && !isPhone ? (
      <Stack gap="md">
        {vacancies}
        {stats}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {clubInfo}
          {systemStatus}
        </SimpleGrid>
        {nextDuty}
      </Stack>
    ) : (
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {nextDuty}
          {clubInfo}
        </SimpleGrid>
        {vacancies}
        {stats}
        {systemStatus}
      </Stack>
    );
  return (
    <QueryState
      query={allQueries([summary, status, settings])}
      errorTitle={loadErrorTitles(to.locale).connection}
      errorMessage={(error) => catalog.dash_load_failed({ error: getErrorMessage(error) }, to)}
      loadingLabel={catalog.dash_loading({}, to)}
      loading={overview}
    >
      {() => overview}
    </QueryState>
  );
}
