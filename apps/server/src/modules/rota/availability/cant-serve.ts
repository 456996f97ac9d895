import {
  type AvailabilityResult,
  DUTY_MESSAGES,
  type ReplacementChoice,
  type ScheduleType,
  type SessionUser,
  type SetAvailabilityInput,
} from '@club/shared';
import type { DbExecutor } from '../../../db/client.js';
import { actingFor } from '../../../lib/acting-for.js';
import type { SignedInContext } from '../../../lib/context.js';
import { AppError } from '../../../lib/errors.js';
import type { NamedPerson, NotifyEvent } from '../../../lib/events.js';
import { recordAudit } from '../../audit/audit.service.js';
import { clubToday } from '../../settings/club-today.js';
import { markDeclined } from '../night/confirmations.js';
import { type LiveNight, liveNights, servesOn } from '../night/live-nights.js';
import { markUnavailable, unmarkUnavailable } from '../night/unavailability.js';
import { openVacancy, withdrawVacancy } from '../night/vacancies.js';
import type { OfferLink } from '../swaps/swap-candidates.js';
import { findSwapRequest, openRequestFor } from '../swaps/swap-query.js';
import { openSwapRequest, swapOfferedEvent } from '../swaps/swaps.service.js';

/**
 * Issue 9: a member marks a night of the current or next schedule they can or cannot serve. Issue 17: marking a night
 * they are on duty for makes it need a replacement, in the same transaction: the member stays in their slot (marked
 * "Can't serve") until someone takes it, other members are asked to take it when they chose so (a give-away swap
 * request), and the administrators are told. Marking the night available again withdraws that. Issue 19 part 7: an
 * administrator does the same for a member who called the club; the audit entry says for whom and the member is told.
 */

/** Who marks, for whom, which night, and the live rows of that night (locked). */
type Marking = {
  tx: DbExecutor;
  member: SessionUser;
  actor: number;
  onBehalfOf: number | undefined;
  input: SetAvailabilityInput;
  nights: LiveNight[];
  today: string;
  /** Issue 25: the administrator who said it for the member, named in the e-mails it causes. */
  saidBy: NamedPerson | undefined;
  /** Issue 25: why, as the member wrote it on the answer link's page, for the administrators' notice. */
  reason: string | undefined;
};

/** Issue 25: how a "can't serve" was said: by an administrator in the member's name, and why. */
export type Said = { by?: NamedPerson; reason?: string };

/** What a mark came to, for the answer and for whom to tell. */
type Outcome =
  | { kind: 'marked'; changed: boolean }
  | { kind: 'already'; swapRequestId: number | null }
  | {
      kind: 'vacated';
      choice: ReplacementChoice;
      /** `heldUntil`: the night's offer budget held the e-mails back (decision 052). */
      swap: { id: number; links: OfferLink[]; heldUntil?: Date | null } | null;
      scheduleType: ScheduleType;
    };

/**
 * The member's own mark. `said.by`: an administrator who answered for the member in the member's name (issue 25), so
 * the e-mails it causes name them and they are not told of their own act; `said.reason`: the member's own words.
 */
export function setMyAvailability(
  ctx: SignedInContext,
  input: SetAvailabilityInput,
  said: Said = {},
): Promise<AvailabilityResult> {
  return setNightAvailability(ctx, ctx.caller.user, undefined, input, said);
}

export async function setMemberAvailability(
  ctx: SignedInContext,
  memberId: number,
  input: SetAvailabilityInput,
): Promise<AvailabilityResult> {
  const { member, onBehalfOf } = await actingFor(ctx.db, ctx.caller, memberId);
  return setNightAvailability(ctx, member, onBehalfOf, input);
}

async function setNightAvailability(
  ctx: SignedInContext,
  member: SessionUser,
  onBehalfOf: number | undefined,
  input: SetAvailabilityInput,
  said: Said = {},
): Promise<AvailabilityResult> {
  const today = await clubToday(ctx.db);
  if (input.dance_date < today) {
    throw new AppError('VALIDATION', DUTY_MESSAGES.pastDate, { fieldErrors: { dance_date: DUTY_MESSAGES.pastDate } });
  }
  const outcome = await ctx.transaction(async ({ db: tx, afterCommit }): Promise<Outcome> => {
    const nights = await liveNights(tx, { dates: [input.dance_date] }, { lock: true });
    if (nights.length === 0) {
      throw new AppError('VALIDATION', DUTY_MESSAGES.notAClubNight, {
        fieldErrors: { dance_date: DUTY_MESSAGES.notAClubNight },
      });
    }
    if (nights.every((night) => night.cancelled_at !== null))
      throw new AppError('CONFLICT', DUTY_MESSAGES.cancelledNight);
    const { user } = ctx.caller;
    const acting = onBehalfOf === undefined ? said.by : { id: user.id, name: `${user.first_name} ${user.last_name}` };
    const marking = {
      tx,
      member,
      actor: user.id,
      onBehalfOf,
      input,
      nights,
      today,
      saidBy: acting,
      reason: said.reason,
    };
    const done = await mark(marking);
    await afterCommit(await whoIsTold(ctx, marking, done));
    return done;
  });
  return answer(input, outcome);
}

async function mark(marking: Marking): Promise<Outcome> {
  const { tx, member, input, nights } = marking;
  if (input.available) return markAvailable(marking);
  const marked = await markUnavailable(tx, member.id, input.dance_date);
  if (servesOn(nights, input.dance_date, member.id)) return vacate(marking);
  if (marked) await auditMarkFor(marking);
  return { kind: 'marked', changed: marked };
}

/** The night is marked available: a "can't serve" is withdrawn (its decline waits for an answer again). */
async function markAvailable(marking: Marking): Promise<Outcome> {
  const { tx, member, input } = marking;
  const unmarked = await unmarkUnavailable(tx, member.id, input.dance_date);
  const withdrawn = await withdrawVacancy(tx, member.id, input.dance_date);
  if (withdrawn !== null) {
    await markDeclined(tx, member.id, input.dance_date, false);
    await recordAudit(tx, {
      actorId: marking.actor,
      onBehalfOf: marking.onBehalfOf,
      action: 'duty.can_serve_again',
      entity: 'night_vacancy',
      entityId: withdrawn,
      details: { dance_date: input.dance_date },
    });
  } else if (unmarked) await auditMarkFor(marking);
  return { kind: 'marked', changed: unmarked || withdrawn !== null };
}

/**
 * A member on duty cannot serve: the night needs a replacement, and on a published night that is their decline
 * (issue 19 part 3). With 'ask_others' other members are asked to take it, unless a request of the member's is open
 * already (a second would mail them twice).
 */
async function vacate(marking: Marking): Promise<Outcome> {
  const { tx, member, input, nights, today } = marking;
  const choice = input.replacement ?? 'tell_admins';
  const vacancy = await openVacancy(tx, member.id, input.dance_date, choice);
  const open = await openRequestFor(tx, member.id, input.dance_date);
  if (vacancy === null) return { kind: 'already', swapRequestId: open };
  await markDeclined(tx, member.id, input.dance_date, true);
  const swap =
    choice !== 'ask_others'
      ? null
      : open !== null
        ? { id: open, links: [] }
        : await openSwapRequest(
            tx,
            member.id,
            { dance_date: input.dance_date, kind: 'give_away', message: null },
            today,
            marking.actor,
          );
  await recordAudit(tx, {
    actorId: marking.actor,
    onBehalfOf: marking.onBehalfOf,
    action: 'duty.cant_serve',
    entity: 'night_vacancy',
    entityId: vacancy,
    details: {
      dance_date: input.dance_date,
      choice: choice === 'ask_others' ? 'asked others to take it' : 'told the administrators',
      ...(swap ? { swap_request_id: swap.id } : {}),
    },
  });
  // The e-mail links the schedule the night is on; the current one when it is on both.
  const onDuty = nights.filter((night) => servesOn([night], input.dance_date, member.id));
  const scheduleType: ScheduleType = onDuty.some((night) => night.schedule_type === 'current') ? 'current' : 'next';
  return { kind: 'vacated', choice, swap, scheduleType };
}

/** A plain mark is audited when an administrator made it for a member: the member did not change it themself. */
async function auditMarkFor({ tx, actor, onBehalfOf, input }: Marking): Promise<void> {
  if (onBehalfOf === undefined) return;
  await recordAudit(tx, {
    actorId: actor,
    onBehalfOf,
    action: 'availability.mark',
    entity: 'member',
    entityId: onBehalfOf,
    details: { dance_date: input.dance_date, available: input.available },
  });
}

/**
 * Who hears of the mark: the member an administrator acted for (what was done in their name), the members a request
 * offers the night to, and the administrators when the night now needs a replacement.
 */
async function whoIsTold(ctx: SignedInContext, marking: Marking, outcome: Outcome): Promise<NotifyEvent[]> {
  const { member, input, onBehalfOf } = marking;
  const { user } = ctx.caller;
  const admin = { id: user.id, name: `${user.first_name} ${user.last_name}` };
  const actedFor = (notice: Extract<NotifyEvent, { kind: 'actedFor' }>['notice']): NotifyEvent[] =>
    onBehalfOf === undefined ? [] : [{ kind: 'actedFor', admin, member_ids: [member.id], notice }];
  if (outcome.kind === 'already') return [];
  if (outcome.kind === 'marked')
    return outcome.changed ? actedFor({ kind: 'night', dance_date: input.dance_date, available: input.available }) : [];
  const offered = outcome.swap?.links.length ?? 0;
  const request =
    outcome.swap && offered > 0 ? await findSwapRequest(marking.tx, outcome.swap.id, marking.today) : undefined;
  return [
    ...actedFor({ kind: 'cantServe', dance_date: input.dance_date, choice: outcome.choice, offered }),
    ...(request && outcome.swap
      ? [await swapOfferedEvent(marking.tx, request, outcome.swap.links, marking.saidBy)]
      : []),
    {
      kind: 'vacancy',
      member_id: member.id,
      dance_date: input.dance_date,
      schedule_type: outcome.scheduleType,
      choice: outcome.choice,
      offered,
      ...(marking.saidBy ? { acted_by: marking.saidBy } : {}),
      ...(marking.reason ? { reason: marking.reason } : {}),
    },
  ];
}

const savedNight = (input: SetAvailabilityInput) => ({ dance_date: input.dance_date, available: input.available });

function answer(input: SetAvailabilityInput, outcome: Outcome): AvailabilityResult {
  if (outcome.kind === 'marked')
    return { ...savedNight(input), warning: null, needs_replacement: false, swap_request_id: null };
  if (outcome.kind === 'already')
    return {
      ...savedNight(input),
      warning: DUTY_MESSAGES.alreadyVacated,
      needs_replacement: true,
      swap_request_id: outcome.swapRequestId,
    };
  const offered = outcome.swap?.links.length ?? 0;
  return {
    ...savedNight(input),
    warning:
      outcome.choice !== 'ask_others'
        ? DUTY_MESSAGES.toldAdmins
        : outcome.swap?.heldUntil
          ? DUTY_MESSAGES.askedOthersHeld
          : DUTY_MESSAGES.askedOthers(offered),
    needs_replacement: true,
    swap_request_id: outcome.swap?.id ?? null,
  };
}
