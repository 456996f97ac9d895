import { useQuery } from '@tanstack/react-query';
import { settingsQueryOptions } from '../../../lib/query-client';
import { useTRPC } from '../../../lib/trpc';

/** SPEC §2 dashboard data: member counts, system and database status, and the club's public settings. */
export function useDashboardData() {
  const trpc = useTRPC();
  const summary = useQuery(trpc.users.summary.queryOptions());
  const status = useQuery(trpc.status.get.queryOptions());
  const settings = useQuery(trpc.settings.public.queryOptions(undefined, settingsQueryOptions));
  return { summary, status, settings };
}
