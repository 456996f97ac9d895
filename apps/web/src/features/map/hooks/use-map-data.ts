import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MemberListQuery } from '@club/shared';
import { STALE_TIMES } from '@club/shared/plain';
import { allQueries } from '../../../components/query-state';
import { settingsQueryOptions } from '../../../lib/query-client';
import { useTRPC } from '../../../lib/trpc';

// The members page reads the whole roster with the same query, so moving between the two pages asks once.
const WHOLE_ROSTER: MemberListQuery = { sort: 'last_name', order: 'asc' };

/** What the map shows: the roster, the club's place and branding, and the tile source, loaded together. */
export function useMapData() {
  const trpc = useTRPC();
  const members = useQuery(trpc.users.list.queryOptions(WHOLE_ROSTER, { staleTime: STALE_TIMES.members }));
  const settings = useQuery(trpc.settings.public.queryOptions(undefined, settingsQueryOptions));
  const mapConfig = useQuery(trpc.settings.mapConfig.queryOptions(undefined, settingsQueryOptions));
  useRosterAfterGeocoding(members, useQuery(trpc.users.geocodeProgress.queryOptions()).data?.finished_at ?? null);
  return { members: members.data?.users, all: allQueries([members, settings, mapConfig]) };
}

/**
 * A geocoding run that ended after the roster was loaded (the one an import starts, while the admin is still on the
 * Members page) placed members the cached roster does not show: load it again, once per run, so the counts and
 * markers are those of now. Once, because the browser's clock may be behind the server's.
 */
function useRosterAfterGeocoding(
  roster: { dataUpdatedAt: number; refetch: () => Promise<unknown> },
  runEndedAt: string | null,
) {
  const refreshedFor = useRef<string | null>(null);
  const { dataUpdatedAt, refetch } = roster;
  useEffect(() => {
    if (!runEndedAt || dataUpdatedAt === 0 || refreshedFor.current === runEndedAt) return;
    if (dataUpdatedAt >= Date.parse(runEndedAt)) return;
    refreshedFor.current = runEndedAt;
    void refetch();
  }, [runEndedAt, dataUpdatedAt, refetch]);
}
