import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type MemberListQuery, STALE_TIMES } from '@club/shared';
import { useTRPC } from '../../../lib/trpc';
import { type MemberView, toListQuery } from '../utils/member-view';

const listOptions = {
  // SPEC §7: members stay fresh for 2 minutes. The rows on screen stay while the next filter's rows load.
  staleTime: STALE_TIMES.members,
  placeholderData: keepPreviousData,
} as const;

const EVERY_MEMBER: MemberListQuery = { sort: 'last_name', order: 'asc' };

/**
 * The rows the filters let through, every member (the 'of Y' count and the partner and friend pickers), and the
 * main administrator's id (never deletable, never offered the administrator checkbox, SPEC §5, §6). Every member
 * is read in the default order whatever the view's sort, so re-sorting does not fetch the whole roster again; with
 * the default view both lists are the same query, so the directory asks once.
 */
export function useMembersData(view: MemberView) {
  const trpc = useTRPC();
  const filtered = useQuery(trpc.users.list.queryOptions(toListQuery(view), listOptions));
  const all = useQuery(trpc.users.list.queryOptions(EVERY_MEMBER, listOptions));
  const protectedIds = useQuery(trpc.users.protectedIds.queryOptions(undefined, { staleTime: STALE_TIMES.members }));
  return { filtered, all, mainAdminId: protectedIds.data?.main_admin_id };
}
