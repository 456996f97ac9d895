import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  type AcceptSwapInput,
  type AdminSwapRequest,
  type AcceptSwapLinkInput,
  type ApproveSwapInput,
  type CreateSwapRequest,
  type MySwaps,
  type QueuedMail,
  clubClockStyleOf,
  formatMomentIn,
  mailBudgetMessages,
  NIGHT_MESSAGES,
  SWAP_MESSAGES,
  swapMessages,
  type SwapAcceptResult,
  type SwapCandidate,
  type SwapCreated,
  type SwapLinkQuery,
  type SwapLinkResult,
  type SwapLinkView,
  type SwapListInput,
  type SwapRequest,
} from '@club/shared';
import type { DbExecutor } from '../../../db/client.js';
import { members, swapOffers, swapRequests } from '../../../db/schema/index.js';
import { actingFor } from '../../../lib/acting-for.js';
import { actorId, type RequestMeta, type ServiceContext, type SignedInContext } from '../../../lib/context.js';
import { AppError } from '../../../lib/errors.js';
import type { NamedPerson, NotifyEvent, SwapOfferedEvent } from '../../../lib/events.js';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../../lib/pg-errors.js';
import { recordAudit } from '../../audit/audit.service.js';
import { startMemberLinkSession } from '../../auth/auth.service.js';
import { createLoginToken, hashLoginToken, memberLinkHash, memberOfLinkToken } from '../../../lib/one-time-token.js';
import { clearFilledVacancies } from '../night/vacancies.js';
import { clubToday, getSwapWaveSettings } from '../../settings/club-today.js';
import { getAllSettings, getNightTimes } from '../../settings/settings.service.js';
import { toSessionUser } from '../../users/users.service.js';
import { findSwapCandidates, type OfferLink } from './swap-candidates.js';
import { lockOpenRequest, offerNextWave, offerToOne, openRequestIds, type WaveMode } from './swap-offering.js';
import { findSwapRequest, listSwapRequests, openUpcoming, ownRecent, selectSwapRequests } from './swap-query.js';
import { type Asked, confirmationEvents } from '../night/confirmations.js';
import { handOver } from '../night/hand-over.js';
import { liveNights, servesOn } from '../night/live-nights.js';
import { describeNightsById, describeNightsOn } from '../night/night-facts.js';
import { holderNames, namedHolders } from '../night/holders.js';
import { resolveUnavailability, unmarkUnavailable } from '../night/unavailability.js';
import { returnNightMessage, returnNightRefusal } from './return-night.js';
import { onlyRow } from '../../../lib/rows.js';

type Ctx = ServiceContext;
type SignedIn = SignedInContext;
type Settlement = {
  takerId: number;
  returnDate: string | undefined;
  status: 'accepted' | 'approved';
  resolvedBy: number | null;
};

async function requireRequest(db: DbExecutor, id: number, today: string): Promise<SwapRequest> {
  const request = await findSwapRequest(db, id, today);
  if (!request) throw new AppError('NOT_FOUND', SWAP_MESSAGES.notFound);
  return request;
}

/** Why a request can no longer be taken, in the words the taker sees. */
function closedMessage(request: SwapRequest): string {
  if (request.status === 'accepted' || request.status === 'approved') return SWAP_MESSAGES.taken;
  if (request.status === 'cancelled') return SWAP_MESSAGES.cancelled;
  if (request.status === 'expired') return SWAP_MESSAGES.pastNight;
  return SWAP_MESSAGES.notOpen;
}

/** Thrown inside the settling transaction so its claim rolls back; the request is then closed on its own. */
class RotaChanged extends Error {}

/**
 * Writes a member's request and its first wave of single-use links inside the caller's transaction (issue 17: saying
 * one cannot serve a night opens one in the same step). The caller e-mails the links after its commit. `actedBy` is
 * the administrator who asked for the member (issue 19 part 7); the offers are the same as if the member asked.
 */
export async function openSwapRequest(
  tx: DbExecutor,
  requesterId: number,
  input: CreateSwapRequest,
  today: string,
  actedBy: number = requesterId,
): Promise<{ id: number; links: OfferLink[]; heldUntil: Date | null }> {
  const nights = await liveNights(tx, { dates: [input.dance_date] }, { lock: true });
  if (!servesOn(nights, input.dance_date, requesterId)) {
    throw new AppError('VALIDATION', SWAP_MESSAGES.notYourNight, {
      fieldErrors: { dance_date: SWAP_MESSAGES.notYourNight },
    });
  }
  if (nights.some((night) => night.cancelled_at !== null))
    throw new AppError('CONFLICT', NIGHT_MESSAGES.swapOnCancelledNight);
  const created = onlyRow(
    await tx
      .insert(swapRequests)
      .values({
        requester_id: requesterId,
        dance_date: input.dance_date,
        kind: input.kind,
        message: input.message ?? null,
        named_member_id: input.ask_member_id ?? null,
      })
      .returning({
        id: swapRequests.id,
        requester_id: swapRequests.requester_id,
        dance_date: swapRequests.dance_date,
        kind: swapRequests.kind,
        created_at: swapRequests.created_at,
      }),
  );
  const settings = await getSwapWaveSettings(tx);
  const now = new Date();
  // Decision 053: a request naming one member is offered to them alone; any other starts its waves.
  const { links, heldUntil } =
    input.ask_member_id === undefined
      ? await offerNextWave(tx, created, { today, mode: 'first', now, settings })
      : {
          links: [await offerToOne(tx, created, input.ask_member_id, { today, now, settings, field: 'ask_member_id' })],
          heldUntil: null,
        };
  await recordAudit(tx, {
    actorId: actedBy,
    ...(actedBy === requesterId ? {} : { onBehalfOf: requesterId }),
    action: 'swap.request',
    entity: 'swap_request',
    entityId: created.id,
    details: {
      dance_date: input.dance_date,
      kind: input.kind,
      offered_to: links.map((link) => link.member.name),
      ...(heldUntil ? { offers_held_until: heldUntil.toISOString() } : {}),
    },
  });
  return { id: created.id, links, heldUntil };
}

/**
 * A wave of offers as notify hears it: the request and each member's single-use link with the nights they could give,
 * the night as its e-mail describes it, and the administrator who asked for the member, if one did (issue 25).
 */
export async function swapOfferedEvent(
  db: DbExecutor,
  request: SwapRequest,
  links: OfferLink[],
  actedBy?: NamedPerson,
): Promise<SwapOfferedEvent> {
  const [night] = await describeNightsOn(db, request.dance_date);
  return {
    kind: 'swapOffered',
    request,
    links: links.map((link) => ({ member_id: link.member.id, token: link.token, return_dates: link.return_dates })),
    ...(night ? { night } : {}),
    ...(actedBy ? { acted_by: actedBy } : {}),
  };
}

/** The members a request was e-mailed to who have not said no: they hear how it ended. */
async function askedMemberIds(db: DbExecutor, id: number): Promise<number[]> {
  const rows = await db
    .select({ member_id: swapOffers.member_id })
    .from(swapOffers)
    .where(and(eq(swapOffers.swap_request_id, id), isNotNull(swapOffers.emailed_at), isNull(swapOffers.declined_at)));
  return rows.map((row) => row.member_id);
}

/** The request closed (settled or cancelled), for notify's swapClosed. */
async function swapClosedEvent(db: DbExecutor, request: SwapRequest, tellTaker: boolean): Promise<NotifyEvent> {
  return { kind: 'swapClosed', request, asked_member_ids: await askedMemberIds(db, request.id), tell_taker: tellTaker };
}

/**
 * A member asks to hand over a night they serve on. The request and one single-use link per eligible member are
 * written together; the e-mails go out after the commit, so a slow mail server never holds the request.
 * Issue 19 part 7: an administrator names `member_id` to ask for a member who called the club; the member is then
 * e-mailed that "{admin} asked for cover for you".
 */
export async function createSwapRequest(ctx: SignedIn, input: CreateSwapRequest): Promise<SwapCreated> {
  const { member, onBehalfOf } = await actingFor(ctx.db, ctx.caller, input.member_id);
  const today = await clubToday(ctx.db);
  if (input.dance_date < today)
    throw new AppError('VALIDATION', SWAP_MESSAGES.pastNight, { fieldErrors: { dance_date: SWAP_MESSAGES.pastNight } });
  const { user } = ctx.caller;
  const { request, offered, heldUntil, queued } = await ctx
    .transaction(async ({ db: tx, afterCommit }) => {
      const { id, links, heldUntil } = await openSwapRequest(tx, member.id, input, today, user.id);
      const opened = await requireRequest(tx, id, today);
      const admin = { id: user.id, name: `${user.first_name} ${user.last_name}` };
      const askedCover: NotifyEvent[] =
        onBehalfOf === undefined
          ? []
          : [
              {
                kind: 'actedFor',
                admin,
                member_ids: [member.id],
                notice: { kind: 'askedCover', dance_date: input.dance_date, offered: links.length },
              },
            ];
      const told = await afterCommit([
        await swapOfferedEvent(tx, opened, links, onBehalfOf === undefined ? undefined : admin),
        ...askedCover,
      ]);
      return { request: opened, offered: links.length, heldUntil, queued: told };
    })
    .catch((error: unknown) => {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new AppError('CONFLICT', SWAP_MESSAGES.alreadyRequested);
      throw error;
    });
  // Decision 052: the requester is told when the night's budget held the offers back, and until when.
  if (heldUntil) {
    const club = await getAllSettings(ctx.db, ['system_timezone', 'time_format', 'club_country']);
    return {
      request,
      // The date and time are written in the requester's language, so the sentence around them is too.
      message: swapMessages(ctx.locale).offersHeld(
        formatMomentIn(heldUntil, club.system_timezone, clubClockStyleOf(club), ctx.locale),
      ),
      offers_held_until: heldUntil.toISOString(),
      ...queued,
    };
  }
  // Issue 25 (decision 054): past the member's hourly budget the e-mails wait, and the answer says so.
  const held = queued.emails_held ? ` ${mailBudgetMessages(ctx.locale).held(queued.emails_held)}` : '';
  return { request, message: `${swapMessages(ctx.locale).requestSent(offered)}${held}`, ...queued };
}

/** One more wave of offers for an open request, written and queued in its own transaction. */
async function offerWave(
  ctx: Ctx,
  id: number,
  today: string,
  mode: WaveMode,
  now: Date,
): Promise<{ offered: number } & QueuedMail> {
  return ctx.transaction(async ({ db: tx, afterCommit }) => {
    const request = await lockOpenRequest(tx, id);
    if (!request || request.dance_date < today) return { offered: 0, ...(await afterCommit([])) };
    const { links: offered } = await offerNextWave(tx, request, {
      today,
      mode,
      now,
      settings: await getSwapWaveSettings(tx),
    });
    if (offered.length > 0) {
      await recordAudit(tx, {
        actorId: mode === 'everyone' ? actorId(ctx.caller) : null,
        action: 'swap.offer',
        entity: 'swap_request',
        entityId: id,
        details: {
          dance_date: request.dance_date,
          everyone: mode === 'everyone',
          offered_to: offered.map((link) => link.member.name),
        },
      });
    }
    const events = offered.length > 0 ? [await swapOfferedEvent(tx, await requireRequest(tx, id, today), offered)] : [];
    return { offered: offered.length, ...(await afterCommit(events)) };
  });
}

/** Housekeeping (issue 17, decision 029): every open request whose wait is over is offered to its next wave. */
export async function offerDueSwapWaves(ctx: Ctx, now: Date = new Date()): Promise<number> {
  const today = await clubToday(ctx.db);
  let offered = 0;
  for (const id of await openRequestIds(ctx.db, today))
    offered += (await offerWave(ctx, id, today, 'due', now)).offered;
  return offered;
}

/** An administrator offers an open request to every eligible member not asked yet, without waiting for the waves. */
export async function offerSwapToEveryone(ctx: SignedIn, id: number): Promise<SwapCreated> {
  const today = await clubToday(ctx.db);
  const request = await requireRequest(ctx.db, id, today);
  if (request.status !== 'open') throw new AppError('CONFLICT', closedMessage(request));
  const { offered, ...queued } = await offerWave(ctx, id, today, 'everyone', new Date());
  return {
    request: await requireRequest(ctx.db, id, today),
    message: swapMessages(ctx.locale).offeredToEveryone(offered),
    ...queued,
  };
}

/**
 * A member says no to an open request: it leaves their list, no later wave asks them, and they are not told how it
 * ended. Saying no to a request one was never e-mailed about is kept the same way.
 */
export async function declineSwap(ctx: SignedIn, id: number): Promise<MySwaps> {
  const today = await clubToday(ctx.db);
  const request = await requireRequest(ctx.db, id, today);
  if (request.requester.id === ctx.caller.user.id) throw new AppError('VALIDATION', SWAP_MESSAGES.ownRequest);
  if (request.status !== 'open') throw new AppError('CONFLICT', closedMessage(request));
  await ctx.db
    .insert(swapOffers)
    .values({
      swap_request_id: id,
      member_id: ctx.caller.user.id,
      token_hash: hashLoginToken(createLoginToken()),
      expires_at: new Date(),
      declined_at: new Date(),
    })
    .onConflictDoUpdate({
      target: [swapOffers.club_id, swapOffers.swap_request_id, swapOffers.member_id],
      set: { declined_at: sql`now()`, expires_at: sql`now()` },
    });
  return getMySwaps(ctx);
}

/**
 * Hands the night to the taker. Claiming the request is a single conditional UPDATE, so when two members accept at
 * once the second waits for the first and then finds it no longer open: exactly one wins. Any refusal after the claim
 * throws, and the claim rolls back with the rest.
 */
async function applySettlement(
  tx: DbExecutor,
  id: number,
  settlement: Settlement,
  today: string,
  offerTokenHash?: string,
): Promise<Asked[]> {
  const [claimed] = await tx
    .update(swapRequests)
    .set({
      status: settlement.status,
      taken_by_id: settlement.takerId,
      return_date: settlement.returnDate ?? null,
      resolved_by_id: settlement.resolvedBy,
      resolved_at: sql`now()`,
    })
    .where(and(eq(swapRequests.id, id), eq(swapRequests.status, 'open')))
    .returning();
  if (!claimed) {
    const current = await findSwapRequest(tx, id, today);
    throw current
      ? new AppError('CONFLICT', closedMessage(current))
      : new AppError('NOT_FOUND', SWAP_MESSAGES.notFound);
  }
  if (claimed.dance_date < today) throw new AppError('CONFLICT', SWAP_MESSAGES.pastNight);
  if (claimed.requester_id === settlement.takerId) throw new AppError('VALIDATION', SWAP_MESSAGES.ownRequest);
  if (claimed.kind === 'give_away' && settlement.returnDate) {
    throw new AppError('VALIDATION', SWAP_MESSAGES.notForGiveAway, {
      fieldErrors: { return_date: SWAP_MESSAGES.notForGiveAway },
    });
  }
  if (claimed.kind === 'swap' && !settlement.returnDate) {
    throw new AppError('VALIDATION', SWAP_MESSAGES.returnDateRequired, {
      fieldErrors: { return_date: SWAP_MESSAGES.returnDateRequired },
    });
  }
  const nights = await liveNights(
    tx,
    { dates: settlement.returnDate ? [claimed.dance_date, settlement.returnDate] : [claimed.dance_date] },
    { lock: true },
  );
  // The rota changed under the request (an administrator reassigned the night): it can no longer be honoured.
  if (!servesOn(nights, claimed.dance_date, claimed.requester_id)) throw new RotaChanged();
  // Issue 25 point 2: cancelling a night closes its requests; a request that slipped past that still takes nothing.
  if (nights.some((night) => night.dance_date === claimed.dance_date && night.cancelled_at !== null))
    throw new AppError('CONFLICT', SWAP_MESSAGES.nightCancelled);
  if (servesOn(nights, claimed.dance_date, settlement.takerId))
    throw new AppError('CONFLICT', SWAP_MESSAGES.alreadyServing);
  const asked: Asked[] = [];
  if (settlement.returnDate) {
    const returnDate = settlement.returnDate;
    const away = await resolveUnavailability(tx, [returnDate]);
    // The same rule the offer list is built with: a night the e-mail never offered cannot be typed in either.
    const refusal = returnNightRefusal(returnDate, {
      danceDate: claimed.dance_date,
      requesterId: claimed.requester_id,
      takerId: settlement.takerId,
      today,
      nights,
      requesterAway: away.get(returnDate)?.has(claimed.requester_id) ?? false,
    });
    if (refusal !== null)
      throw new AppError('VALIDATION', returnNightMessage(refusal), {
        fieldErrors: { return_date: returnNightMessage(refusal) },
      });
    asked.push(...(await handOver(tx, nights, returnDate, settlement.takerId, claimed.requester_id)));
  }
  asked.push(...(await handOver(tx, nights, claimed.dance_date, claimed.requester_id, settlement.takerId)));
  // Issue 17: the requester's night (and a swapped-back one) no longer needs a replacement once handed over.
  await clearFilledVacancies(tx);
  // Taking the night says the taker can serve it after all.
  await unmarkUnavailable(tx, settlement.takerId, claimed.dance_date);
  if (offerTokenHash)
    await tx
      .update(swapOffers)
      .set({ used_at: sql`now()` })
      .where(eq(swapOffers.token_hash, offerTokenHash));
  const [taker] = await tx
    .select({ first: members.first_name, last: members.last_name })
    .from(members)
    .where(eq(members.id, settlement.takerId));
  await recordAudit(tx, {
    actorId: settlement.resolvedBy ?? settlement.takerId,
    action: settlement.status === 'approved' ? 'swap.approve' : 'swap.accept',
    entity: 'swap_request',
    entityId: id,
    details: {
      dance_date: claimed.dance_date,
      kind: claimed.kind,
      taken_by: taker ? `${taker.first} ${taker.last}` : null,
      ...(settlement.returnDate ? { return_date: settlement.returnDate } : {}),
    },
  });
  return asked;
}

/** Settles in one transaction; a request the rota no longer matches is closed instead, and the caller told why. */
async function settle(
  ctx: Ctx,
  id: number,
  settlement: Settlement,
  today: string,
  offerTokenHash?: string,
): Promise<SwapRequest> {
  try {
    return await ctx.transaction(async ({ db: tx, afterCommit }) => {
      const asked = await applySettlement(tx, id, settlement, today, offerTokenHash);
      const settled = await requireRequest(tx, id, today);
      // Issue 25 point 1: each new holder of a published night is asked to confirm it, in the e-mail any squarehead
      // new on a night gets: "added" when an administrator settled it, the plain "will you be there?" when a member
      // took it themselves (no administrator put them there).
      await afterCommit([
        await swapClosedEvent(tx, settled, settlement.status === 'approved'),
        ...confirmationEvents(
          {
            asked,
            removed: [],
            nights: await describeNightsById(
              tx,
              asked.map((ask) => ask.assignment_id),
            ),
          },
          settlement.status === 'approved' ? 'added' : 'nudge',
        ),
      ]);
      return settled;
    });
  } catch (error) {
    if (!(error instanceof RotaChanged)) throw error;
    await ctx.db
      .update(swapRequests)
      .set({ status: 'cancelled', resolved_at: sql`now()` })
      .where(and(eq(swapRequests.id, id), eq(swapRequests.status, 'open')));
    await recordAudit(ctx.db, {
      actorId: null,
      action: 'swap.close',
      entity: 'swap_request',
      entityId: id,
      details: { reason: SWAP_MESSAGES.rotaChanged },
    });
    throw new AppError('CONFLICT', SWAP_MESSAGES.rotaChanged, { keepsChanges: true });
  }
}

/** A signed-in member takes an open request from the app. */
export async function acceptSwap(ctx: SignedIn, input: AcceptSwapInput): Promise<SwapAcceptResult> {
  const today = await clubToday(ctx.db);
  const request = await requireRequest(ctx.db, input.id, today);
  await assertMayTake(ctx.db, request, ctx.caller.user.id, today);
  return {
    request: await settle(
      ctx,
      input.id,
      { takerId: ctx.caller.user.id, returnDate: input.return_date, status: 'accepted', resolvedBy: null },
      today,
    ),
  };
}

/**
 * The live offer an accept link stands for. Issue 25 point 3 (decision 057): the token names the member it was mailed
 * to and its hash covers their address now, so a link mailed to an address the member no longer has, a link of
 * another member, or one minted before links were bound (no member id) finds nothing.
 */
async function liveOffer(db: DbExecutor, token: string) {
  const memberId = memberOfLinkToken(token);
  if (memberId === undefined) return undefined;
  const [member] = await db.select().from(members).where(eq(members.id, memberId));
  if (!member) return undefined;
  const tokenHash = memberLinkHash(token, member.email);
  const [offer] = await db
    .select({ request_id: swapOffers.swap_request_id })
    .from(swapOffers)
    .where(
      and(
        eq(swapOffers.token_hash, tokenHash),
        eq(swapOffers.member_id, member.id),
        sql`${swapOffers.used_at} is null`,
        sql`${swapOffers.expires_at} > now()`,
      ),
    );
  return offer ? { request_id: offer.request_id, member, tokenHash } : undefined;
}

/**
 * Whether an e-mailed offer link could take its night now: live (unspent, unexpired, mailed to the address its member
 * still has), its request open and not yet past, and its member still someone who may take it. The page's read and
 * the tap check the same, so the page refuses exactly the links the tap would (401 for a dead link, 409 in words).
 */
async function takeableOffer(db: DbExecutor, token: string) {
  const offer = await liveOffer(db, token);
  if (!offer) throw new AppError('UNAUTHORIZED', SWAP_MESSAGES.linkInvalid);
  const today = await clubToday(db);
  const request = await requireRequest(db, offer.request_id, today);
  if (request.status !== 'open') throw new AppError('CONFLICT', closedMessage(request));
  await assertMayTake(db, request, offer.member.id, today);
  return { offer, request, today };
}

/**
 * Issue 25: what an e-mailed offer link offers, for its page before the tap: the night as the offer e-mail described
 * it, who asked and how, their message, and for a swap the night the link gives back. Reading it spends nothing,
 * takes nothing and signs nobody in, so a mail filter that opens the link changes nothing (decision 057).
 */
export async function viewSwapLink(ctx: Ctx, query: SwapLinkQuery): Promise<SwapLinkView> {
  const { offer, request } = await takeableOffer(ctx.db, query.token);
  // The live night of the date, as an answer link's page reads it (the current schedule's first when on both).
  const [night] = await liveNights(ctx.db, { dates: [request.dance_date] });
  const names = night ? await holderNames(ctx.db, [night]) : undefined;
  return {
    request_id: request.id,
    dance_date: request.dance_date,
    club_night_type: request.club_night_type,
    kind: request.kind,
    requester_name: request.requester.name,
    member_id: offer.member.id,
    member_name: `${offer.member.first_name} ${offer.member.last_name}`,
    return_date: request.kind === 'swap' ? (query.return_date ?? null) : null,
    message: request.message,
    // Issue 26: the times the offer e-mail gave (the club's when the night has none of its own), in the club's clock.
    ...(await getNightTimes(ctx.db, night)),
    caller: night?.caller ?? null,
    cuer: night?.cuer ?? null,
    program: night?.program ?? null,
    theme: night?.theme ?? null,
    // Who serves with the taker: everyone on the night but the member handing it over.
    serving_with: (night && names ? namedHolders(night, names) : [])
      .filter((holder) => holder.id !== request.requester.id)
      .map((holder) => holder.name),
  };
}

/**
 * The e-mail's accept link, tapped on its page: the link's token names both the request and the member, and signing
 * in comes with it. Only POST reaches this (the page takes nothing until the member taps), so a mail scanner that
 * fetches the link, or the page opening, takes nothing.
 */
export async function acceptSwapByLink(
  ctx: Ctx,
  input: AcceptSwapLinkInput,
  meta: RequestMeta,
): Promise<SwapLinkResult> {
  const { offer, request, today } = await takeableOffer(ctx.db, input.token);
  const settled = await settle(
    ctx,
    request.id,
    { takerId: offer.member.id, returnDate: input.return_date, status: 'accepted', resolvedBy: null },
    today,
    offer.tokenHash,
  );
  // Issue 25: the offer link signs in as that member only, with member rights, for an hour (decision 049).
  const session = await startMemberLinkSession(ctx, toSessionUser(offer.member), meta);
  return { request: settled, ...session };
}

/** The taker must still be someone the request could go to (assignable; any unavailability they now override). */
async function assertMayTake(db: DbExecutor, request: SwapRequest, memberId: number, today: string): Promise<void> {
  if (request.requester.id === memberId) throw new AppError('VALIDATION', SWAP_MESSAGES.ownRequest);
  const [member] = await db.select({ status: members.status }).from(members).where(eq(members.id, memberId));
  if (member?.status !== 'assignable') throw new AppError('FORBIDDEN', SWAP_MESSAGES.notEligible);
  if (request.status !== 'open') throw new AppError('CONFLICT', closedMessage(request));
  if (request.dance_date < today) throw new AppError('CONFLICT', SWAP_MESSAGES.pastNight);
  if (!(await mayTakeNamed(db, request.id, memberId))) throw new AppError('FORBIDDEN', SWAP_MESSAGES.notEligible);
}

/**
 * Decision 053: a request that names one member is theirs to take (or anyone's it was later offered to by an
 * administrator); any other request is open to every member who could take it.
 */
async function mayTakeNamed(db: DbExecutor, requestId: number, memberId: number): Promise<boolean> {
  const [request] = await db
    .select({ named: swapRequests.named_member_id })
    .from(swapRequests)
    .where(eq(swapRequests.id, requestId));
  if (request?.named === null || request?.named === undefined || request.named === memberId) return true;
  const [offer] = await db
    .select({ id: swapOffers.id })
    .from(swapOffers)
    .where(
      and(
        eq(swapOffers.swap_request_id, requestId),
        eq(swapOffers.member_id, memberId),
        isNotNull(swapOffers.emailed_at),
      ),
    );
  return offer !== undefined;
}

/** An administrator settles an open request with a member they chose, who need not be on the e-mailed list. */
export async function approveSwap(ctx: SignedIn, input: ApproveSwapInput): Promise<SwapAcceptResult> {
  const today = await clubToday(ctx.db);
  const request = await requireRequest(ctx.db, input.id, today);
  const [member] = await ctx.db.select({ id: members.id }).from(members).where(eq(members.id, input.member_id));
  if (!member)
    throw new AppError('VALIDATION', SWAP_MESSAGES.notEligible, {
      fieldErrors: { member_id: SWAP_MESSAGES.notEligible },
    });
  if (request.requester.id === input.member_id) {
    throw new AppError('VALIDATION', SWAP_MESSAGES.ownRequest, {
      fieldErrors: { member_id: SWAP_MESSAGES.ownRequest },
    });
  }
  return {
    request: await settle(
      ctx,
      input.id,
      { takerId: input.member_id, returnDate: input.return_date, status: 'approved', resolvedBy: ctx.caller.user.id },
      today,
    ),
  };
}

/** The requester withdraws, or an administrator cancels; the members who were asked are told. */
export async function cancelSwap(ctx: SignedIn, id: number): Promise<SwapRequest> {
  const today = await clubToday(ctx.db);
  const request = await requireRequest(ctx.db, id, today);
  if (request.requester.id !== ctx.caller.user.id && !ctx.caller.user.is_admin)
    throw new AppError('FORBIDDEN', SWAP_MESSAGES.onlyRequesterOrAdmin);
  return ctx.transaction(async ({ db: tx, afterCommit }) => {
    const [cancelled] = await tx
      .update(swapRequests)
      .set({ status: 'cancelled', resolved_by_id: ctx.caller.user.id, resolved_at: sql`now()` })
      .where(and(eq(swapRequests.id, id), eq(swapRequests.status, 'open')))
      .returning({ id: swapRequests.id });
    if (!cancelled) throw new AppError('CONFLICT', closedMessage(request));
    await recordAudit(tx, {
      actorId: ctx.caller.user.id,
      action: 'swap.cancel',
      entity: 'swap_request',
      entityId: id,
      details: { dance_date: request.dance_date, kind: request.kind, requester: request.requester.name },
    });
    const closed = await requireRequest(tx, id, today);
    await afterCommit([await swapClosedEvent(tx, closed, false)]);
    return closed;
  });
}

export async function listSwaps(
  ctx: Pick<Ctx, 'db'>,
  input: { status: SwapListInput['status'] },
): Promise<AdminSwapRequest[]> {
  return listSwapRequests(ctx.db, input.status ?? 'open', await clubToday(ctx.db));
}

/** Who an administrator could choose for an open request: the same rules as for the e-mailed offers. */
export async function swapCandidates(ctx: Pick<Ctx, 'db'>, id: number): Promise<SwapCandidate[]> {
  const today = await clubToday(ctx.db);
  const request = await requireRequest(ctx.db, id, today);
  if (request.status !== 'open') throw new AppError('CONFLICT', closedMessage(request));
  const candidates = await findSwapCandidates(
    ctx.db,
    { requester_id: request.requester.id, dance_date: request.dance_date, kind: request.kind },
    today,
  );
  return candidates.map(({ member, return_dates }) => ({ member, return_dates }));
}

/** 'My duties': the member's own requests and the open ones they could take (with the nights they could hand back). */
export async function getMySwaps(ctx: SignedIn): Promise<MySwaps> {
  const today = await clubToday(ctx.db);
  const requests = await selectSwapRequests(ctx.db, ownRecent(ctx.caller.user.id), today);
  const declined = await ctx.db
    .select({ id: swapOffers.swap_request_id })
    .from(swapOffers)
    .where(and(eq(swapOffers.member_id, ctx.caller.user.id), sql`${swapOffers.declined_at} is not null`));
  const saidNo = new Set(declined.map((row) => row.id));
  const open = (await selectSwapRequests(ctx.db, openUpcoming(today), today)).filter(
    (request) => request.requester.id !== ctx.caller.user.id && !saidNo.has(request.id),
  );
  const offers = [];
  for (const request of open) {
    // A request naming another member is not on offer to this one (decision 053).
    if (!(await mayTakeNamed(ctx.db, request.id, ctx.caller.user.id))) continue;
    const [mine] = await findSwapCandidates(
      ctx.db,
      { requester_id: request.requester.id, dance_date: request.dance_date, kind: request.kind },
      today,
      ctx.caller.user.id,
    );
    if (mine) offers.push({ ...request, return_dates: mine.return_dates });
  }
  return { requests, offers };
}

/** Housekeeping: open requests whose night has passed are closed as expired, and their links stop working. */
export async function expirePastSwapRequests(db: DbExecutor): Promise<number> {
  const today = await clubToday(db);
  const expired = await db
    .update(swapRequests)
    .set({ status: 'expired', resolved_at: sql`now()` })
    .where(and(eq(swapRequests.status, 'open'), sql`${swapRequests.dance_date} < ${today}::date`))
    .returning({ id: swapRequests.id });
  if (expired.length > 0) {
    await db.delete(swapOffers).where(
      inArray(
        swapOffers.swap_request_id,
        expired.map((row) => row.id),
      ),
    );
  }
  return expired.length;
}
