import { and, asc, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminSwapRequest, SwapPerson, SwapRequest } from '@club/shared';
import type { DbExecutor } from '../../../db/client.js';
import { assignments, members, schedules, swapOffers, swapRequests } from '../../../db/schema/index.js';

const requester = alias(members, 'requester');
const taker = alias(members, 'taker');
const resolver = alias(members, 'resolver');
const namedMember = alias(members, 'named_member');

const named = (id: number, first: string, last: string | null): SwapPerson => ({
  id,
  name: `${first} ${last ?? ''}`.trim(),
});
const person = (id: number | null, first: string | null, last: string | null): SwapPerson | null =>
  id === null || first === null ? null : named(id, first, last);

/** Requests as the API shows them, newest night last; an open request whose night has passed reads as expired. */
export async function selectSwapRequests(
  db: DbExecutor,
  where: SQL | undefined,
  today: string,
): Promise<SwapRequest[]> {
  const rows = await db
    .select({
      request: swapRequests,
      requester: { first: requester.first_name, last: requester.last_name },
      taker: { first: taker.first_name, last: taker.last_name },
      resolver: { first: resolver.first_name, last: resolver.last_name },
      named: { first: namedMember.first_name, last: namedMember.last_name },
      club_night_type: sql<'NORMAL' | 'FIFTH WED'>`coalesce((
        select ${assignments.club_night_type}::text from ${assignments}
          join ${schedules} on ${schedules.id} = ${assignments.schedule_id}
         where ${assignments.dance_date} = ${swapRequests.dance_date}
         order by (${schedules.type} = 'current') desc limit 1), 'NORMAL')`,
      offered_to: sql<number>`(select count(*)::int from ${swapOffers} where ${swapOffers.swap_request_id} = ${swapRequests.id} and ${swapOffers.emailed_at} is not null)`,
    })
    .from(swapRequests)
    .innerJoin(requester, eq(requester.id, swapRequests.requester_id))
    .leftJoin(taker, eq(taker.id, swapRequests.taken_by_id))
    .leftJoin(resolver, eq(resolver.id, swapRequests.resolved_by_id))
    .leftJoin(namedMember, eq(namedMember.id, swapRequests.named_member_id))
    .where(where)
    .orderBy(swapRequests.dance_date, swapRequests.id);
  return rows.map(({ request, ...row }) => ({
    id: request.id,
    kind: request.kind,
    status: request.status === 'open' && request.dance_date < today ? 'expired' : request.status,
    dance_date: request.dance_date,
    club_night_type: row.club_night_type,
    requester: named(request.requester_id, row.requester.first, row.requester.last),
    message: request.message,
    taken_by: person(request.taken_by_id, row.taker?.first ?? null, row.taker?.last ?? null),
    return_date: request.return_date,
    resolved_by: person(request.resolved_by_id, row.resolver?.first ?? null, row.resolver?.last ?? null),
    created_at: request.created_at.toISOString(),
    resolved_at: request.resolved_at?.toISOString() ?? null,
    offered_to: row.offered_to,
    // Decision 053: whom a named request asks, so its card can say so.
    named_member_id: request.named_member_id,
    named_member_name: person(request.named_member_id, row.named?.first ?? null, row.named?.last ?? null)?.name ?? null,
  }));
}

export async function findSwapRequest(db: DbExecutor, id: number, today: string): Promise<SwapRequest | undefined> {
  const [found] = await selectSwapRequests(db, eq(swapRequests.id, id), today);
  return found;
}

/** Open requests for nights still to come. */
export const openUpcoming = (today: string) =>
  and(eq(swapRequests.status, 'open'), gte(swapRequests.dance_date, today));

/** A member's own requests: open ones, and those settled in the last 30 days so they see what became of them. */
export const ownRecent = (memberId: number) =>
  and(
    eq(swapRequests.requester_id, memberId),
    or(eq(swapRequests.status, 'open'), gte(swapRequests.resolved_at, sql`now() - interval '30 days'`)),
  );

/** Issue 17: who each request was offered to and when, and who said no, in the order they were asked. */
async function withOffers(db: DbExecutor, requests: SwapRequest[]): Promise<AdminSwapRequest[]> {
  if (requests.length === 0) return [];
  const rows = await db
    .select({
      request_id: swapOffers.swap_request_id,
      id: members.id,
      first: members.first_name,
      last: members.last_name,
      emailed_at: swapOffers.emailed_at,
      declined_at: swapOffers.declined_at,
    })
    .from(swapOffers)
    .innerJoin(members, eq(members.id, swapOffers.member_id))
    .where(
      inArray(
        swapOffers.swap_request_id,
        requests.map((request) => request.id),
      ),
    )
    .orderBy(sql`${swapOffers.emailed_at} asc nulls last`, asc(members.last_name), asc(members.first_name));
  return requests.map((request) => ({
    ...request,
    offers: rows
      .filter((row) => row.request_id === request.id)
      .map((row) => ({
        member: named(row.id, row.first, row.last),
        offered_at: row.emailed_at?.toISOString() ?? null,
        declined_at: row.declined_at?.toISOString() ?? null,
      })),
  }));
}

/** Admin list: open requests, or everything newest first when asked for all; each with whom it was offered to. */
export async function listSwapRequests(
  db: DbExecutor,
  status: 'open' | 'all',
  today: string,
): Promise<AdminSwapRequest[]> {
  if (status === 'open') return withOffers(db, await selectSwapRequests(db, openUpcoming(today), today));
  const all = await selectSwapRequests(db, undefined, today);
  return withOffers(
    db,
    all.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id),
  );
}

/** The member's open request for that night, if any: saying one cannot serve a night asks others through it. */
export async function openRequestFor(db: DbExecutor, memberId: number, danceDate: string): Promise<number | null> {
  const [open] = await db
    .select({ id: swapRequests.id })
    .from(swapRequests)
    .where(
      and(
        eq(swapRequests.requester_id, memberId),
        eq(swapRequests.dance_date, danceDate),
        eq(swapRequests.status, 'open'),
      ),
    );
  return open?.id ?? null;
}
