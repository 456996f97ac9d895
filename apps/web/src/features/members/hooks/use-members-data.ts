import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { STALE_TIMES } from '@club/shared/plain';
import { useTRPC } from '../../../lib/trpc';
import { type MemberView, toListQuery } from '../utils/member-view';

/** The whole roster in the default order: the partner and friend pickers, and the PDF of every member. */
export const EVERY_MEMBER = { sort: 'last_name', order: 'asc' } as const;

/**
 * Issue 18: the page on screen, asked of the server with the view's search, filters and sort (the rows on screen
 * stay while the next page loads); the roster's size for the 'of Y' count; and the main administrator's id (never
 * deletable, never offered the administrator checkbox, SPEC §5, §6). The whole roster is read only while the member
 * form is open, for its pickers.
 */
export function useMembersData(view: MemberView, paging: { page: number; perPage: number; withRoster: boolean }) {
  const trpc = useTRPC();
  const page = useQuery(
    trpc.users.list.queryOptions(
      { ...toListQuery(view), page: paging.page, per_page: paging.perPage },
      // SPEC §7: members stay fresh for 2 minutes.
      { staleTime: STALE_TIMES.members, placeholderData: keepPreviousData },
    ),
  );
  const summary = useQuery(trpc.users.summary.queryOptions(undefined, { staleTime: STALE_TIMES.members }));
  const roster = useQuery(
    trpc.users.list.queryOptions(EVERY_MEMBER, { staleTime: STALE_TIMES.members, enabled: paging.withRoster }),
  );
  const protectedIds = useQuery(trpc.users.protectedIds.queryOptions(undefined, { staleTime: STALE_TIMES.members }));
  return {
    page,
    rosterSize: summary.data?.member_count,
    roster: paging.withRoster ? roster.data?.users : undefined,
    mainAdminId: protectedIds.data?.main_admin_id,
  };
}
