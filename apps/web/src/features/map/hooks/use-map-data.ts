import { useQuery } from '@tanstack/react-query';
import { type MemberListQuery, STALE_TIMES } from '@club/shared';
import { settingsQueryOptions } from '../../../lib/query-client';
import { useTRPC } from '../../../lib/trpc';

// The members page reads the whole roster with the same query, so moving between the two pages asks once.
const WHOLE_ROSTER: MemberListQuery = { sort: 'last_name', order: 'asc' };

/** What the map shows: the roster, the club's place and branding, and the tile source. */
export function useMapData() {
  const trpc = useTRPC();
  const members = useQuery(trpc.users.list.queryOptions(WHOLE_ROSTER, { staleTime: STALE_TIMES.members }));
  const settings = useQuery(trpc.settings.public.queryOptions(undefined, settingsQueryOptions));
  const mapConfig = useQuery(trpc.settings.mapConfig.queryOptions(undefined, settingsQueryOptions));
  const queries = [members, settings, mapConfig];
  return {
    members: members.data?.users,
    settings: settings.data,
    mapConfig: mapConfig.data,
    error: queries.find((query) => query.isError)?.error ?? null,
    isRetrying: queries.some((query) => query.isFetching),
    retry: () => queries.filter((query) => query.isError).forEach((query) => void query.refetch()),
  };
}
