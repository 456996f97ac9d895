import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  type AskReplacementInput,
  type ReplacementCandidates,
  type ReplacementQuery,
  SWAP_MESSAGES,
  type SwapCreated,
} from '@club/shared';
import type { DbExecutor } from '../../../db/client.js';
import { members, nightVacancies, swapOffers, swapRequests } from '../../../db/schema/index.js';
import type { ServiceContext, SignedInContext } from '../../../lib/context.js';
import { AppError } from '../../../lib/errors.js';
import { onlyRow } from '../../../lib/rows.js';
import { recordAudit } from '../../audit/audit.service.js';
import { clubToday, getSwapWaveSettings } from '../../settings/club-today.js';
import { loadDutyHistory } from '../night/duty-history.js';
import { findLiveNight, type LiveNight, lockNightOf, servesOn } from '../night/live-nights.js';
import { findSwapCandidates } from './swap-candidates.js';
import { lockOpenRequest, offerToOne } from './swap-offering.js';
import { findSwapRequest, openRequestFor } from './swap-query.js';
import { rankByLeastServed } from './swap-waves.js';
import { swapOfferedEvent } from './swaps.service.js';

/**
 * Issue 25 point 9 (decision 053): a night that needs a replacement shows the administrators who could take it, and
 * one tap asks one of them alone. The candidates are the offer list's (assignable, not the squarehead, free and not
 * away that night, not serving it), least served first as the waves and auto-fill rank them.
 */

type Vacancy = { member_id: number; name: string };

/** The squarehead whose place is to be filled: the one named, or the first who said so; 409 when nobody did. */
async function vacancyOn(db: DbExecutor, night: LiveNight, replacingId: number | undefined): Promise<Vacancy> {
  if (night.cancelled_at !== null) throw new AppError('CONFLICT', SWAP_MESSAGES.nightCancelledNoVacancy);
  const rows = await db
    .select({ member_id: nightVacancies.member_id, first: members.first_name, last: members.last_name })
    .from(nightVacancies)
    .innerJoin(members, eq(members.id, nightVacancies.member_id))
    .where(
      and(
        eq(nightVacancies.dance_date, night.dance_date),
        replacingId === undefined ? undefined : eq(nightVacancies.member_id, replacingId),
      ),
    )
    .orderBy(asc(nightVacancies.id));
  const vacancy = rows.find((row) => servesOn([night], night.dance_date, row.member_id));
  if (!vacancy) {
    const message = replacingId === undefined ? SWAP_MESSAGES.noVacancy : SWAP_MESSAGES.notOnNight;
    throw new AppError('CONFLICT', message);
  }
  return { member_id: vacancy.member_id, name: `${vacancy.first} ${vacancy.last}` };
}

/** Members already e-mailed an offer of the request. */
async function askedOn(db: DbExecutor, requestId: number | null): Promise<Set<number>> {
  if (requestId === null) return new Set();
  const rows = await db
    .select({ member_id: swapOffers.member_id })
    .from(swapOffers)
    .where(and(inArray(swapOffers.swap_request_id, [requestId]), isNotNull(swapOffers.emailed_at)));
  return new Set(rows.map((row) => row.member_id));
}

export async function replacementCandidates(
  ctx: Pick<ServiceContext, 'db'>,
  assignmentId: number,
  query: ReplacementQuery,
): Promise<ReplacementCandidates> {
  const today = await clubToday(ctx.db);
  const night = await findLiveNight(ctx.db, assignmentId);
  if (night.dance_date < today) throw new AppError('CONFLICT', SWAP_MESSAGES.pastNight);
  const vacancy = await vacancyOn(ctx.db, night, query.member_id === undefined ? undefined : Number(query.member_id));
  const requestId = await openRequestFor(ctx.db, vacancy.member_id, night.dance_date);
  const found = await findSwapCandidates(
    ctx.db,
    { requester_id: vacancy.member_id, dance_date: night.dance_date, kind: 'give_away' },
    today,
  );
  const history = await loadDutyHistory(ctx.db);
  const asked = await askedOn(ctx.db, requestId);
  return {
    assignment_id: night.id,
    dance_date: night.dance_date,
    replacing: { id: vacancy.member_id, name: vacancy.name },
    swap_request_id: requestId,
    candidates: rankByLeastServed(found, history).map((candidate) => {
      const served = history.get(candidate.member.id);
      return {
        member: candidate.member,
        served: served?.count ?? 0,
        last_served: served?.last ?? null,
        asked: asked.has(candidate.member.id),
      };
    }),
  };
}

/**
 * One tap: an offer of the vacant place to one member alone, one e-mail. It rides on the squarehead's open give-away
 * request when there is one (the member's accept link then works as any offer's); otherwise it opens one that names
 * that member, which no wave offers further. Audited as the administrator for the squarehead.
 */
export async function askReplacement(
  ctx: SignedInContext,
  assignmentId: number,
  input: AskReplacementInput,
): Promise<SwapCreated> {
  const today = await clubToday(ctx.db);
  const memberId = Number(input.member_id);
  const admin = ctx.caller.user;
  return ctx.transaction(async ({ db: tx, afterCommit }) => {
    const { night } = await lockNightOf(tx, assignmentId);
    if (night.dance_date < today) throw new AppError('CONFLICT', SWAP_MESSAGES.pastNight);
    const vacancy = await vacancyOn(
      tx,
      night,
      input.replacing_id === undefined ? undefined : Number(input.replacing_id),
    );
    const openId =
      (await openRequestFor(tx, vacancy.member_id, night.dance_date)) ??
      onlyRow(
        await tx
          .insert(swapRequests)
          .values({
            requester_id: vacancy.member_id,
            dance_date: night.dance_date,
            kind: 'give_away',
            named_member_id: memberId,
          })
          .returning({ id: swapRequests.id }),
      ).id;
    const request = await lockOpenRequest(tx, openId);
    if (!request) throw new AppError('CONFLICT', SWAP_MESSAGES.notOpen);
    const link = await offerToOne(tx, request, memberId, {
      today,
      now: new Date(),
      settings: await getSwapWaveSettings(tx),
      field: 'member_id',
    });
    await recordAudit(tx, {
      actorId: admin.id,
      onBehalfOf: vacancy.member_id,
      action: 'swap.ask_one',
      entity: 'swap_request',
      entityId: request.id,
      details: { dance_date: night.dance_date, asked: link.member.name, replacing: vacancy.name },
    });
    const offered = await findSwapRequest(tx, request.id, today);
    if (!offered) throw new AppError('NOT_FOUND', SWAP_MESSAGES.notFound);
    // Issue 25: the offer names the administrator who asked for the squarehead.
    const actedBy = { id: admin.id, name: `${admin.first_name} ${admin.last_name}` };
    const queued = await afterCommit([await swapOfferedEvent(tx, offered, [link], actedBy)]);
    return { request: offered, message: SWAP_MESSAGES.askedOne(link.member.name), ...queued };
  });
}
