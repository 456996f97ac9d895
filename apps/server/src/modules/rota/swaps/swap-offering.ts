import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { type Settings, type SwapKind, SWAP_LINK_TTL_DAYS, SWAP_MESSAGES } from '@club/shared';
import { AppError } from '../../../lib/errors.js';
import type { DbExecutor } from '../../../db/client.js';
import { swapOffers, swapRequests } from '../../../db/schema/index.js';
import { zonedTime } from '../../../lib/calendar.js';
import { createLoginToken, hashLoginToken } from '../../../lib/one-time-token.js';
import { loadDutyHistory } from '../night/duty-history.js';
import { findSwapCandidates, type OfferLink } from './swap-candidates.js';
import { lastWaveDeadline, nextWaveDue, pickWave, rankByLeastServed } from './swap-waves.js';

export type OfferedRequest = { id: number; requester_id: number; dance_date: string; kind: SwapKind; created_at: Date };
/** 'first' when the request is made, 'due' from housekeeping (only once the wait is over), 'everyone' by an admin. */
export type WaveMode = 'first' | 'due' | 'everyone';
/** What the waves are timed by: their size and wait, and when and where the night starts. */
export type SwapWaveSettings = Pick<
  Settings,
  'swap_offer_batch' | 'swap_offer_wait_hours' | 'swap_offer_night_hours' | 'club_night_start' | 'system_timezone'
>;
/** A wave, or why none went: `heldUntil` when the night's budget held it back (decision 052). */
export type WaveOutcome = { links: OfferLink[]; heldUntil: Date | null };

const HOUR_MS = 60 * 60 * 1000;

/**
 * Issue 25 point 4 (decision 052): when the night's last offers from any other request went out. Read from the
 * offers themselves (`emailed_at`), so the budget survives a restart and a withdrawn request still counts.
 */
async function lastOtherWaveAt(tx: DbExecutor, request: OfferedRequest): Promise<Date | null> {
  const [row] = await tx
    .select({
      at: sql<Date | null>`max(${swapOffers.emailed_at})`.mapWith((value: string | null) =>
        value === null ? null : new Date(value),
      ),
    })
    .from(swapOffers)
    .innerJoin(swapRequests, eq(swapRequests.id, swapOffers.swap_request_id))
    .where(and(eq(swapRequests.dance_date, request.dance_date), ne(swapRequests.id, request.id)));
  return row?.at ?? null;
}

/** The open request, locked so two servers' housekeeping cannot offer it the same wave twice. */
export async function lockOpenRequest(tx: DbExecutor, id: number): Promise<OfferedRequest | undefined> {
  const [row] = await tx
    .select({
      id: swapRequests.id,
      requester_id: swapRequests.requester_id,
      dance_date: swapRequests.dance_date,
      kind: swapRequests.kind,
      created_at: swapRequests.created_at,
    })
    .from(swapRequests)
    .where(and(eq(swapRequests.id, id), eq(swapRequests.status, 'open')))
    .for('update');
  return row;
}

/**
 * Issue 17 (decision 029): offers the request to the next wave of eligible members not asked yet, least served first,
 * `swap_offer_batch` at a time; past the last-wave deadline, or when an administrator asks, to everyone left. Writes
 * one single-use link per member and answers them; the caller e-mails them after the commit.
 * Issue 25 point 4 (decision 052): a member's request (its first wave and housekeeping's later ones) waits while
 * another request for the same night sent offers less than `swap_offer_night_hours` ago, so opening and withdrawing
 * requests cannot mail the same people again and again; an administrator's "offer to everyone" is not held.
 */
export async function offerNextWave(
  tx: DbExecutor,
  request: OfferedRequest,
  wave: { today: string; mode: WaveMode; now: Date; settings: SwapWaveSettings },
): Promise<WaveOutcome> {
  const { today, mode, now, settings } = wave;
  const none: WaveOutcome = { links: [], heldUntil: null };
  const asked = await tx
    .select({ member_id: swapOffers.member_id, emailed_at: swapOffers.emailed_at })
    .from(swapOffers)
    .where(eq(swapOffers.swap_request_id, request.id));
  const askedIds = new Set(asked.map((offer) => offer.member_id));
  const left = (
    await findSwapCandidates(
      tx,
      { requester_id: request.requester_id, dance_date: request.dance_date, kind: request.kind },
      today,
    )
  ).filter((candidate) => !askedIds.has(candidate.member.id));
  if (left.length === 0) return none;

  if (mode !== 'everyone') {
    const lastOther = await lastOtherWaveAt(tx, request);
    const heldUntil =
      lastOther === null ? null : new Date(lastOther.getTime() + settings.swap_offer_night_hours * HOUR_MS);
    if (heldUntil !== null && now < heldUntil) return { links: [], heldUntil };
  }

  // A club without a start time is treated as starting at midnight: the deadline errs early, never late.
  const nightStart = zonedTime(request.dance_date, settings.club_night_start || '00:00', settings.system_timezone);
  const pastDeadline = now >= lastWaveDeadline(nightStart);
  const emailed = asked.flatMap((offer) => (offer.emailed_at ? [offer.emailed_at.getTime()] : []));
  // A request none of whose offers went yet (held back by the night's budget, or nobody could take it then) is due
  // as soon as the budget lets it: its first wave has waited already.
  if (mode === 'due' && !pastDeadline && emailed.length > 0) {
    const lastWaveAt = new Date(Math.max(request.created_at.getTime(), ...emailed));
    const due = nextWaveDue({
      lastWaveAt,
      remaining: left.length,
      batch: settings.swap_offer_batch,
      waitHours: settings.swap_offer_wait_hours,
      nightStart,
    });
    if (now < due) return none;
  }
  const ranked = rankByLeastServed(left, await loadDutyHistory(tx));
  const chosen = mode === 'everyone' || pastDeadline ? ranked : pickWave(ranked, settings.swap_offer_batch);
  const links: OfferLink[] = chosen.map((candidate) => ({ ...candidate, token: createLoginToken() }));
  const expiresAt = new Date(now.getTime() + SWAP_LINK_TTL_DAYS * 24 * 60 * 60 * 1000);
  await tx.insert(swapOffers).values(
    links.map((link) => ({
      swap_request_id: request.id,
      member_id: link.member.id,
      token_hash: hashLoginToken(link.token),
      expires_at: expiresAt,
      emailed_at: now,
    })),
  );
  return { links, heldUntil: null };
}

/**
 * Issue 25 point 9 (decision 053): offers the request to one named member alone, not a wave. The member must be one
 * the offer list would name; one already asked on this request, or e-mailed an offer of the night (by any request)
 * within the night's budget hours, is not mailed again (409), so naming one member cannot mail them without limit.
 * `field` is the input field that named them, for the 422.
 */
export async function offerToOne(
  tx: DbExecutor,
  request: OfferedRequest,
  memberId: number,
  offer: { today: string; now: Date; settings: SwapWaveSettings; field: string },
): Promise<OfferLink> {
  const [candidate] = await findSwapCandidates(
    tx,
    { requester_id: request.requester_id, dance_date: request.dance_date, kind: request.kind },
    offer.today,
    memberId,
  );
  if (!candidate)
    throw new AppError('VALIDATION', SWAP_MESSAGES.notEligible, {
      fieldErrors: { [offer.field]: SWAP_MESSAGES.notEligible },
    });
  const name = candidate.member.name;
  const [onThis] = await tx
    .select({ id: swapOffers.id })
    .from(swapOffers)
    .where(and(eq(swapOffers.swap_request_id, request.id), eq(swapOffers.member_id, memberId)));
  if (onThis) throw new AppError('CONFLICT', SWAP_MESSAGES.alreadyAsked(name));
  const hours = offer.settings.swap_offer_night_hours;
  const [recent] = await tx
    .select({ id: swapOffers.id })
    .from(swapOffers)
    .innerJoin(swapRequests, eq(swapRequests.id, swapOffers.swap_request_id))
    .where(
      and(
        eq(swapRequests.dance_date, request.dance_date),
        eq(swapOffers.member_id, memberId),
        gt(swapOffers.emailed_at, new Date(offer.now.getTime() - hours * HOUR_MS)),
      ),
    );
  if (recent) throw new AppError('CONFLICT', SWAP_MESSAGES.askedRecently(name, hours));
  const link: OfferLink = { ...candidate, token: createLoginToken() };
  await tx.insert(swapOffers).values({
    swap_request_id: request.id,
    member_id: memberId,
    token_hash: hashLoginToken(link.token),
    expires_at: new Date(offer.now.getTime() + SWAP_LINK_TTL_DAYS * 24 * HOUR_MS),
    emailed_at: offer.now,
  });
  return link;
}

/**
 * Ids of the open requests for nights still to come, oldest first: the ones housekeeping may offer further. A request
 * naming one member is offered to them alone (decision 053), never in waves.
 */
export async function openRequestIds(db: DbExecutor, today: string): Promise<number[]> {
  const rows = await db
    .select({ id: swapRequests.id })
    .from(swapRequests)
    .where(
      and(
        eq(swapRequests.status, 'open'),
        sql`${swapRequests.dance_date} >= ${today}::date`,
        isNull(swapRequests.named_member_id),
      ),
    )
    .orderBy(swapRequests.id);
  return rows.map((row) => row.id);
}
