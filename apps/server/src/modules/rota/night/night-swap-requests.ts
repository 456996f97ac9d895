import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client.js';
import { swapOffers, swapRequests } from '../../../db/schema/index.js';

/** An open request a change to its night closed, and the members it was e-mailed to who had not said no. */
export type ClosedRequest = { id: number; requester_id: number; kind: string; asked_member_ids: number[] };

/**
 * Issue 25 point 2 (decision 056): a cancelled night needs nobody, so its open swap requests close with it, inside
 * the cancelling transaction; their links then answer "cancelled" (409). It lives in the core because cancelling (a
 * feature apart from swaps) closes them, and what a night's change does to its requests is a rule of the night.
 */
export async function closeSwapRequestsOn(
  tx: DbExecutor,
  danceDate: string,
  closedBy: number | null,
): Promise<ClosedRequest[]> {
  const closed = await tx
    .update(swapRequests)
    .set({ status: 'cancelled', resolved_by_id: closedBy, resolved_at: sql`now()` })
    .where(and(eq(swapRequests.dance_date, danceDate), eq(swapRequests.status, 'open')))
    .returning({ id: swapRequests.id, requester_id: swapRequests.requester_id, kind: swapRequests.kind });
  const requests: ClosedRequest[] = [];
  for (const request of closed) {
    const asked = await tx
      .select({ member_id: swapOffers.member_id })
      .from(swapOffers)
      .where(
        and(
          eq(swapOffers.swap_request_id, request.id),
          isNotNull(swapOffers.emailed_at),
          isNull(swapOffers.declined_at),
        ),
      );
    requests.push({ ...request, asked_member_ids: asked.map((row) => row.member_id) });
  }
  return requests;
}
