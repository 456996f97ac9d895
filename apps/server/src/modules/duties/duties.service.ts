import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import {
  type AvailabilityResult,
  type ClubNight,
  DUTY_MESSAGES,
  type MyDuties,
  type MyDuty,
  type ScheduleType,
  type SetAvailabilityInput,
  SQUAREHEAD_FIELDS,
} from '@club/shared';
import type { DbExecutor } from '../../db/client.js';
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
import type { OfferLink } from '../swaps/swap-candidates.js';
import { lockLiveNights, servesOn } from '../swaps/swap-rota.js';
import { mailSwapOffers, openSwapRequest } from '../swaps/swaps.service.js';
import { notifyAdminsOfVacancy } from './vacancy-notify.js';
import { afterAnswer } from '../../lib/after-answer.js';
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
  return {
    duties,
    unavailable_dates: unavailable.map((row) => row.dance_date),
    upcoming_nights: [...upcoming.values()],
  };
}

/**
 * Issue 9: a member marks a night of the current or next schedule they can or cannot serve, only for themself.
 * Issue 17: marking a night they are on duty for makes it need a replacement, in the same transaction: the member
 * stays in their slot (marked "Can't serve") until someone takes it, other members are asked to take it when they
 * chose so (a give-away swap request), and the administrators get one e-mail per address after the commit. Marking the
 * night available again withdraws that. Nights they are not on duty for are only marked, as before.
 */
export async function setMyAvailability(
  ctx: SignedInContext,
  input: SetAvailabilityInput,
): Promise<AvailabilityResult> {
  const today = await clubToday(ctx.db);
  if (input.dance_date < today) {
    throw new AppError('VALIDATION', DUTY_MESSAGES.pastDate, { fieldErrors: { dance_date: DUTY_MESSAGES.pastDate } });
  }
  const me = ctx.caller.user;
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
      await tx
        .delete(memberUnavailability)
        .where(
          and(eq(memberUnavailability.member_id, mark.member_id), eq(memberUnavailability.dance_date, mark.dance_date)),
        );
      const [withdrawn] = await tx.delete(nightVacancies).where(isMine).returning({ id: nightVacancies.id });
      // Issue 19 part 3: a decline taken back waits for an answer again.
      if (withdrawn) await markDeclined(tx, me.id, input.dance_date, false);
      if (withdrawn)
        await recordAudit(tx, {
          actorId: me.id,
          action: 'duty.can_serve_again',
          entity: 'night_vacancy',
          entityId: withdrawn.id,
          details: { dance_date: input.dance_date },
        });
      return { kind: 'marked' as const };
    }
    await tx.insert(memberUnavailability).values(mark).onConflictDoNothing();
    if (!servesOn(nights, input.dance_date, me.id)) return { kind: 'marked' as const };
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
        : await openSwapRequest(tx, me.id, { dance_date: input.dance_date, kind: 'give_away', message: null }, today);
    }
    await recordAudit(tx, {
      actorId: me.id,
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

const savedNight = (input: SetAvailabilityInput) => ({ dance_date: input.dance_date, available: input.available });
