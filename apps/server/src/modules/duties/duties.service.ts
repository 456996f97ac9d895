import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import {
  ACTING_MESSAGES,
  type AvailabilityResult,
  type ClubNight,
  DUTY_MESSAGES,
  type MyDuties,
  type MyDuty,
  type ScheduleType,
  type SessionUser,
  type SetAvailabilityInput,
  SQUAREHEAD_FIELDS,
} from '@club/shared';
import type { DbExecutor } from '../../db/client.js';
import { actingFor } from '../../lib/acting-for.js';
import type { SignedInCaller, SignedInContext } from '../../lib/context.js';
import {
  assignments,
  members,
  memberUnavailability,
  nightConfirmations,
  nightVacancies,
  schedules,
  swapRequests,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../audit/audit.service.js';
import { clubToday } from '../settings/club-today.js';
import { getAllSettings } from '../settings/settings.service.js';
import type { OfferLink } from '../swaps/swap-candidates.js';
import { lockLiveNights, servesOn } from '../swaps/swap-rota.js';
import { mailSwapOffers, openSwapRequest } from '../swaps/swaps.service.js';
import { notifyAdminsOfVacancy } from './vacancy-notify.js';
import { afterAnswer } from '../../lib/after-answer.js';
import { formatDanceDate } from '../email/reminder-calendar.js';
import { fullName, tellMembersActedFor } from './acted-for-notice.js';
import { listOpenNights, selfChosenNights } from '../schedules/night-signup.js';
import { markDeclined } from '../schedules/confirmation-marks.js';

type Ctx = { db: DbExecutor; caller: SignedInCaller };
type LiveNight = { row: typeof assignments.$inferSelect; schedule_type: ScheduleType };

/** The nights of the current and next schedules matching `where`, in date order. */
async function selectLiveNights(db: DbExecutor, where: ReturnType<typeof eq>): Promise<LiveNight[]> {
  const rows = await db
    .select({ row: assignments, schedule_type: schedules.type })
    .from(assignments)
    .innerJoin(schedules, eq(schedules.id, assignments.schedule_id))
    .where(and(inArray(schedules.type, ['current', 'next']), where))
    .orderBy(asc(assignments.dance_date), asc(schedules.type));
  return rows.flatMap(({ row, schedule_type }) => (schedule_type === 'archived' ? [] : [{ row, schedule_type }]));
}

const slotOf = (row: LiveNight['row'], memberId: number) =>
  SQUAREHEAD_FIELDS.findIndex((field) => row[field] === memberId);

/** Issue 9 'My duties': the signed-in member's upcoming duties with who serves with them, and their availability. */
export async function getMyDuties(ctx: Ctx): Promise<MyDuties> {
  const today = await clubToday(ctx.db);
  const nights = await selectLiveNights(ctx.db, gte(assignments.dance_date, today));
  const mine = nights.filter(({ row }) => slotOf(row, ctx.caller.user.id) >= 0);
  const othersOf = (row: LiveNight['row']) =>
    SQUAREHEAD_FIELDS.map((field) => row[field]).filter((id): id is number => id !== null && id !== ctx.caller.user.id);
  const otherIds = [...new Set(mine.flatMap(({ row }) => othersOf(row)))];
  const names = new Map(
    otherIds.length === 0
      ? []
      : (
          await ctx.db
            .select({ id: members.id, first: members.first_name, last: members.last_name })
            .from(members)
            .where(inArray(members.id, otherIds))
        ).map((member) => [member.id, `${member.first} ${member.last}`] as const),
  );
  const chosen = await selfChosenNights(
    ctx.db,
    ctx.caller.user.id,
    mine.map(({ row }) => row),
  );
  const answers =
    mine.length === 0
      ? []
      : await ctx.db
          .select({ assignment_id: nightConfirmations.assignment_id, state: nightConfirmations.state })
          .from(nightConfirmations)
          .where(
            and(
              eq(nightConfirmations.member_id, ctx.caller.user.id),
              inArray(
                nightConfirmations.assignment_id,
                mine.map(({ row }) => row.id),
              ),
            ),
          );
  const duties: MyDuty[] = mine.map(({ row, schedule_type }) => ({
    dance_date: row.dance_date,
    club_night_type: row.club_night_type,
    schedule_type,
    slot: slotOf(row, ctx.caller.user.id) + 1,
    // Someone the same night twice (SPEC §5 allows saving it) is one partner, not two.
    partners: [...new Set(othersOf(row))].map((id) => ({ id, name: names.get(id) ?? '' })),
    notes: row.notes,
    assignment_id: row.id,
    self_chosen: chosen.has(row.id),
    can_give_back: chosen.get(row.id)?.can_give_back ?? false,
    confirmation: answers.find((answer) => answer.assignment_id === row.id)?.state ?? null,
  }));
  const unavailable = await ctx.db
    .select({ dance_date: memberUnavailability.dance_date })
    .from(memberUnavailability)
    .where(and(eq(memberUnavailability.member_id, ctx.caller.user.id), gte(memberUnavailability.dance_date, today)))
    .orderBy(asc(memberUnavailability.dance_date));
  // A date on both schedules (current and next may overlap) is one night to mark.
  const upcoming = new Map<string, ClubNight>();
  for (const { row } of nights)
    if (!upcoming.has(row.dance_date))
      upcoming.set(row.dance_date, { dance_date: row.dance_date, club_night_type: row.club_night_type });
  const [me] = await ctx.db
    .select({ partner_id: members.partner_id })
    .from(members)
    .where(eq(members.id, ctx.caller.user.id));
  const [partner] =
    me?.partner_id == null
      ? []
      : await ctx.db
          .select({ id: members.id, first: members.first_name, last: members.last_name })
          .from(members)
          .where(eq(members.id, me.partner_id));
  return {
    duties,
    unavailable_dates: unavailable.map((row) => row.dance_date),
    upcoming_nights: [...upcoming.values()],
    self_signup: (await getAllSettings(ctx.db, ['self_signup'])).self_signup,
    open_nights: await listOpenNights(ctx.db, ctx.caller.user.id, today),
    partner: partner ? { id: partner.id, name: `${partner.first} ${partner.last}` } : null,
  };
}

/**
 * Issue 9: a member marks a night of the current or next schedule they can or cannot serve, only for themself.
 * Issue 17: marking a night they are on duty for makes it need a replacement, in the same transaction: the member
 * stays in their slot (marked "Can't serve") until someone takes it, other members are asked to take it when they
 * chose so (a give-away swap request), and the administrators get one e-mail per address after the commit. Marking the
 * night available again withdraws that. Nights they are not on duty for are only marked, as before.
 */
export function setMyAvailability(ctx: SignedInContext, input: SetAvailabilityInput): Promise<AvailabilityResult> {
  return setNightAvailability(ctx, ctx.caller.user, undefined, input);
}

/**
 * Issue 19 part 7: an administrator marks a night for a member who called the club, with the same choice the member
 * has when on duty. The same work as the member's own mark; the audit entry says whom it was for, and the member is
 * e-mailed what "{admin} marked for you" when something changed.
 */
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
  me: SessionUser,
  onBehalfOf: number | undefined,
  input: SetAvailabilityInput,
): Promise<AvailabilityResult> {
  const today = await clubToday(ctx.db);
  if (input.dance_date < today) {
    throw new AppError('VALIDATION', DUTY_MESSAGES.pastDate, { fieldErrors: { dance_date: DUTY_MESSAGES.pastDate } });
  }
  const actor = ctx.caller.user.id;
  const outcome = await ctx.db.transaction(async (tx) => {
    const nights = await lockLiveNights(tx, [input.dance_date]);
    if (nights.length === 0) {
      throw new AppError('VALIDATION', DUTY_MESSAGES.notAClubNight, {
        fieldErrors: { dance_date: DUTY_MESSAGES.notAClubNight },
      });
    }
    const mark = { member_id: me.id, dance_date: input.dance_date };
    const isMine = and(eq(nightVacancies.member_id, me.id), eq(nightVacancies.dance_date, input.dance_date));
    if (input.available) {
      const unmarked = await tx
        .delete(memberUnavailability)
        .where(
          and(eq(memberUnavailability.member_id, mark.member_id), eq(memberUnavailability.dance_date, mark.dance_date)),
        )
        .returning({ id: memberUnavailability.member_id });
      const [withdrawn] = await tx.delete(nightVacancies).where(isMine).returning({ id: nightVacancies.id });
      // Issue 19 part 3: a decline taken back waits for an answer again.
      if (withdrawn) await markDeclined(tx, me.id, input.dance_date, false);
      if (withdrawn)
        await recordAudit(tx, {
          actorId: actor,
          onBehalfOf,
          action: 'duty.can_serve_again',
          entity: 'night_vacancy',
          entityId: withdrawn.id,
          details: { dance_date: input.dance_date },
        });
      else if (unmarked.length > 0) await auditMarkFor(tx, actor, onBehalfOf, input);
      return { kind: 'marked' as const, changed: unmarked.length > 0 || withdrawn !== undefined };
    }
    const marked = await tx
      .insert(memberUnavailability)
      .values(mark)
      .onConflictDoNothing()
      .returning({ id: memberUnavailability.member_id });
    if (!servesOn(nights, input.dance_date, me.id)) {
      if (marked.length > 0) await auditMarkFor(tx, actor, onBehalfOf, input);
      return { kind: 'marked' as const, changed: marked.length > 0 };
    }
    const choice = input.replacement ?? 'tell_admins';
    const [vacancy] = await tx
      .insert(nightVacancies)
      .values({ ...mark, choice })
      .onConflictDoNothing()
      .returning({ id: nightVacancies.id });
    const open = await openRequestId(tx, me.id, input.dance_date);
    if (!vacancy) return { kind: 'already' as const, swapRequestId: open };
    // Issue 19 part 3: "can't serve" on a published night is its decline, however it was said.
    await markDeclined(tx, me.id, input.dance_date, true);
    let swap: { id: number; links: OfferLink[] } | null = null;
    if (choice === 'ask_others') {
      // A request the member already opened for this night is asking others already; a second would mail them twice.
      swap = open
        ? { id: open, links: [] }
        : await openSwapRequest(
            tx,
            me.id,
            { dance_date: input.dance_date, kind: 'give_away', message: null },
            today,
            actor,
          );
    }
    await recordAudit(tx, {
      actorId: actor,
      onBehalfOf,
      action: 'duty.cant_serve',
      entity: 'night_vacancy',
      entityId: vacancy.id,
      details: {
        dance_date: input.dance_date,
        choice: choice === 'ask_others' ? 'asked others to take it' : 'told the administrators',
        ...(swap ? { swap_request_id: swap.id } : {}),
      },
    });
    const onDuty = nights.filter((night) => servesOn([night], input.dance_date, me.id));
    const types = await tx
      .select({ type: schedules.type })
      .from(schedules)
      .where(
        inArray(
          schedules.id,
          onDuty.map((night) => night.schedule_id),
        ),
      );
    // The e-mail links the schedule the night is on; the current one when it is on both.
    const scheduleType: ScheduleType = types.some((row) => row.type === 'current') ? 'current' : 'next';
    return { kind: 'vacated' as const, choice, swap, scheduleType };
  });
  const night = formatDanceDate(input.dance_date);
  const tellMember = (line: string) => {
    if (onBehalfOf === undefined) return;
    const adminName = fullName(ctx.caller.user);
    afterAnswer(
      ctx.log,
      'Telling a member what an administrator marked for them',
      tellMembersActedFor(ctx, {
        adminName,
        memberIds: [me.id],
        subject: ACTING_MESSAGES.markedForYou(adminName),
        lines: [line],
      }),
    );
  };
  if (outcome.kind === 'marked') {
    if (outcome.changed)
      tellMember(input.available ? ACTING_MESSAGES.canServeLine(night) : ACTING_MESSAGES.unavailableLine(night));
    return { ...savedNight(input), warning: null, needs_replacement: false, swap_request_id: null };
  }
  if (outcome.kind === 'already')
    return {
      ...savedNight(input),
      warning: DUTY_MESSAGES.alreadyVacated,
      needs_replacement: true,
      swap_request_id: outcome.swapRequestId,
    };
  const offered = outcome.swap?.links.length ?? 0;
  tellMember(
    `${ACTING_MESSAGES.cantServeLine(night)}. ${
      outcome.choice === 'ask_others' ? ACTING_MESSAGES.askedOthersLine(offered) : ACTING_MESSAGES.toldAdminsLine
    }`,
  );
  if (outcome.swap && offered > 0)
    afterAnswer(ctx.log, 'Mailing swap offers', mailSwapOffers(ctx, outcome.swap.id, outcome.swap.links, today));
  afterAnswer(
    ctx.log,
    'Telling the administrators of a night needing a replacement',
    notifyAdminsOfVacancy(ctx, {
      memberName: `${me.first_name} ${me.last_name}`,
      memberEmail: me.email,
      danceDate: input.dance_date,
      scheduleType: outcome.scheduleType,
      choice: outcome.choice,
      offered,
    }),
  );
  return {
    ...savedNight(input),
    warning: outcome.choice === 'ask_others' ? DUTY_MESSAGES.askedOthers(offered) : DUTY_MESSAGES.toldAdmins,
    needs_replacement: true,
    swap_request_id: outcome.swap?.id ?? null,
  };
}

async function openRequestId(db: DbExecutor, memberId: number, danceDate: string): Promise<number | null> {
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

/** A plain mark is audited when an administrator made it for a member: the member did not change it themself. */
async function auditMarkFor(
  tx: DbExecutor,
  actor: number,
  onBehalfOf: number | undefined,
  input: SetAvailabilityInput,
): Promise<void> {
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

const savedNight = (input: SetAvailabilityInput) => ({ dance_date: input.dance_date, available: input.available });
