import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditQuery } from '@club/shared';
import { useTRPC } from '../../../lib/trpc';

export type AuditFilters = Omit<AuditQuery, 'cursor' | 'limit'>;

/** Issue 9: the audit log, a page of 50 at a time; "Load more" asks for the next page from the server's cursor. */
export function useAuditLog(filters: AuditFilters) {
  const trpc = useTRPC();
  return useInfiniteQuery(
    trpc.maintenance.auditLog.infiniteQueryOptions(filters, {
      initialCursor: 0,
      getNextPageParam: (page) => page.next_cursor,
    }),
  );
}
