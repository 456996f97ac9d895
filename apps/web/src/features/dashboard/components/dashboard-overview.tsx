import { SimpleGrid, Stack } from '@mantine/core';
import { IconDatabase, IconUsers } from '@tabler/icons-react';
import { LOAD_ERROR_TITLES } from '@club/shared';
import { allQueries, QueryState } from '../../../components/query-state';
import { getErrorMessage } from '../../../lib/api-error';
import { useDashboardData } from '../hooks/use-dashboard-data';
import { ClubInfoCard } from './club-info-card';
import { DatabaseStatusBadge } from './database-status-badge';
import { MyDutiesCard } from './my-duties-card';
import { StatCard } from './stat-card';
import { SystemStatusCard } from './system-status-card';

const pluralize = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * SPEC §2 dashboard: counts, database, club information and system status; a failure shows 'Connection Error'.
 * Issue 9 adds the member's own duties below.
 */
export function DashboardOverview() {
  const { summary, status, settings } = useDashboardData();
  const counts = summary.data;
  const database = status.data?.database;
  // The cards fill in as their data arrives, so the loading state is the overview itself.
  const overview = (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <StatCard
          label="Members"
          icon={<IconUsers size={20} />}
          value={counts && <span data-testid="member-count">{counts.member_count}</span>}
          detail={counts && pluralize(counts.admin_count, 'administrator', 'administrators')}
        />
        <StatCard
          label="Database"
          icon={<IconDatabase size={20} />}
          value={database?.database_type}
          detail={database && <DatabaseStatusBadge status={database.status} />}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ClubInfoCard settings={settings.data} />
        <SystemStatusCard status={status.data} />
      </SimpleGrid>
      <MyDutiesCard />
    </Stack>
  );
  return (
    <QueryState
      query={allQueries([summary, status, settings])}
      errorTitle={LOAD_ERROR_TITLES.connection}
      errorMessage={(error) => `The dashboard could not be loaded. ${getErrorMessage(error)}`}
      loadingLabel="Loading dashboard"
      loading={overview}
    >
      {() => overview}
    </QueryState>
  );
}
