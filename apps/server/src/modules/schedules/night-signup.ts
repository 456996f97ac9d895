import { and, asc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import {
  type Assignment,
  escapeHtml,
  MEMBER_MESSAGES,
  type OpenNight,
  SCHEDULE_MESSAGES,
  SIGNUP_MESSAGES,
  type ScheduleType,
  type Settings,
  type SignupInput,
  type SignupWithdrawInput,
  SQUAREHEAD_FIELDS,
  type SquareheadField,
} from '@club/shared';
import type { DbExecutor } from '../../db/client.js';
import { assignments, members, nightSignups, schedules } from '../../db/schema/index.js';
import { afterAnswer } from '../../lib/after-answer.js';
import { zonedTime } from '../../lib/calendar.js';
import { actingFor } from '../../lib/acting-for.js';
import type { SignedInContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { groupByInbox, mailbox, namesInWords } from '../../lib/inbox.js';
import { onlyRow } from '../../lib/rows.js';
import { recordAudit } from '../audit/audit.service.js';
import { resolveUnavailability } from '../duties/unavailability.js';
import { clearFilledVacancies } from '../duties/vacancies.js';
import { formatDanceDate } from '../email/reminder-calendar.js';
import { getAllSettings } from '../settings/settings.service.js';
import { lockLiveNights, type RotaRow, servesOn } from '../swaps/swap-rota.js';
import { selectAssignments } from './schedule-query.js';

type Ctx = Pick<SignedInContext, 'db' | 'caller' | 'log' | 'mailer'>;
type Person = { id: number; first: string; last: string; email: string; status: string; partner_id: number | null };
type NightSettings = Pick<
  Settings,
  'self_signup' | 'max_signups_per_schedule' | 'club_night_start' | 'club_night_end' | 'system_timezone'
>;

const HOUR = 60 * 60 * 1000;
/** The current schedule's nights stay open to sign-ups until this long before they start (issue 19). */
const CURRENT_SCHEDULE_LEAD_HOURS = 48;
/** A self-chosen night can be given back until this long before it starts. */
const GIVE_BACK_LEAD_HOURS = 7 * 24;

const nightSettings = (db: DbExecutor): Promise<NightSettings> =>
  getAllSettings(db, [
    'self_signup',
    'max_signups_per_schedule',
    'club_night_start',
    'club_night_end',
    'system_timezone',
  ]);

/** When the night starts, in the club's time zone: its own time, else the club's, else the start of the day. */
const nightStart = (row: RotaRow, settings: NightSettings) =>
  zonedTime(row.dance_date, row.start_time ?? (settings.club_night_start || '00:00'), settings.system_timezone);

const fullName = (person: Pick<Person, 'first' | 'last'>) => `${person.first} ${person.last}`;
const emptySlots = (row: RotaRow): SquareheadField[] => SQUAREHEAD_FIELDS.filter((field) => row[field] === null);
const holdsSlot = (row: RotaRow, memberId: number) => SQUAREHEAD_FIELDS.some((field) => row[field] === memberId);

/** Why nobody may take a place on this night now, or null: the night itself is closed to sign-ups. */
function nightRefusal(row: RotaRow, scheduleType: ScheduleType, settings: NightSettings, now: Date): AppError | null {
  const lead = nightStart(row, settings).getTime() - now.getTime();
  const minimum = scheduleType === 'current' ? CURRENT_SCHEDULE_LEAD_HOURS * HOUR : 0;
  if (lead <= minimum) return new AppError('VALIDATION', SIGNUP_MESSAGES.notSchedulable);
  if (row.cancelled_at !== null) return new AppError('VALIDATION', SIGNUP_MESSAGES.cancelled);
  // An empty FIFTH WED night is the board's (decision 028): nobody signs up for it.
  if (row.club_night_type === 'FIFTH WED' && emptySlots(row).length === SQUAREHEAD_FIELDS.length)
    return new AppError('VALIDATION', SIGNUP_MESSAGES.boardNight);
  return null;
}

type PersonCheck = {
  liveRows: RotaRow[];
  unavailable: Map<number, string>;
  held: Map<number, number>;
  max: number;
};

/** Why this member may not take a place on the night, or null (issue 19's rules, in the order a member reads them). */
function personRefusal(person: Person, row: RotaRow, check: PersonCheck): AppError | null {
  const name = fullName(person);
  if (person.status !== 'assignable') return new AppError('VALIDATION', SIGNUP_MESSAGES.notAssignable(name));
  if (servesOn(check.liveRows, row.dance_date, person.id))
    return new AppError('VALIDATION', SIGNUP_MESSAGES.alreadyServes(name));
  const reason = check.unavailable.get(person.id);
  if (reason !== undefined) return new AppError('VALIDATION', SIGNUP_MESSAGES.unavailable(name, reason));
  if ((check.held.get(person.id) ?? 0) >= check.max)
    return new AppError('VALIDATION', SIGNUP_MESSAGES.tooMany(name, check.max));
  return null;
}

/** How many nights of the schedule each member took by signing up and still holds. */
async function heldSignups(db: DbExecutor, scheduleId: number, memberIds: number[]): Promise<Map<number, number>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ member_id: nightSignups.member_id, count: sql<number>`count(*)::int` })
    .from(nightSignups)
    .innerJoin(assignments, eq(assignments.id, nightSignups.assignment_id))
    .where(
      and(
        eq(assignments.schedule_id, scheduleId),
        inArray(nightSignups.member_id, memberIds),
        sql`${nightSignups.member_id} in (${assignments.squarehead1_id}, ${assignments.squarehead2_id}, ${assignments.squarehead3_id}, ${assignments.squarehead4_id})`,
      ),
    )
    .groupBy(nightSignups.member_id);
  return new Map(rows.map((row) => [row.member_id, Number(row.count)]));
}

async function findPeople(db: DbExecutor, ids: number[]): Promise<Person[]> {
  return db
    .select({
      id: members.id,
      first: members.first_name,
      last: members.last_name,
      email: members.email,
      status: members.status,
      partner_id: members.partner_id,
    })
    .from(members)
    .where(inArray(members.id, ids));
}

/** The night (found without a lock) and then every row of its date on the live schedules, locked in id order. */
async function lockTarget(tx: DbExecutor, id: number) {
  const [found] = await tx
    .select({ dance_date: assignments.dance_date, type: schedules.type })
    .from(assignments)
    .innerJoin(schedules, eq(schedules.id, assignments.schedule_id))
    .where(and(eq(assignments.id, id), ne(schedules.type, 'archived')));
  if (!found || found.type === 'archived') throw new AppError('NOT_FOUND', SCHEDULE_MESSAGES.assignmentNotFound);
  // Locking every row of the date in id order (as swaps do) makes two sign-ups for the last place wait for each other.
  const liveRows = await lockLiveNights(tx, [found.dance_date]);
  const target = liveRows.find((row) => row.id === id);
  if (!target) throw new AppError('NOT_FOUND', SCHEDULE_MESSAGES.assignmentNotFound);
  return { target, liveRows, scheduleType: found.type };
}

async function nightView(db: DbExecutor, id: number): Promise<Assignment> {
  return onlyRow(await selectAssignments(db, eq(assignments.id, id)));
}

/**
 * Issue 19 part 2: a member takes an open place on a night, alone or with their partner (both or neither), or an
 * administrator does it for them. Every rule is checked under the lock of the night's rows, so two members taking
 * the last place at once get one place and one 409. The place, the sign-up record and the audit entries are one
 * transaction; the confirmation goes after the commit, one e-mail per shared address.
 */
export async function signUpForNight(ctx: Ctx, id: number, input: SignupInput): Promise<Assignment> {
  const { member, onBehalfOf } = await actingFor(ctx.db, ctx.caller, input.member_id, SIGNUP_MESSAGES.notYourself);
  const settings = await nightSettings(ctx.db);
  if (!settings.self_signup) throw new AppError('FORBIDDEN', SIGNUP_MESSAGES.turnedOff);
  const now = new Date();
  const done = await ctx.db.transaction(async (tx) => {
    const { target, liveRows, scheduleType } = await lockTarget(tx, id);
    const closed = nightRefusal(target, scheduleType, settings, now);
    if (closed) throw closed;
    const [person] = await findPeople(tx, [member.id]);
    if (!person) throw new AppError('NOT_FOUND', MEMBER_MESSAGES.memberNotFound);
    const people = [person];
    if (input.with_partner) {
      const [partner] = person.partner_id === null ? [] : await findPeople(tx, [person.partner_id]);
      if (!partner) throw new AppError('VALIDATION', SIGNUP_MESSAGES.noPartner);
      people.push(partner);
    }
    // One member's sign-ups for two nights at once would each see the other's not yet counted: the members' rows are
    // locked (in id order, so partners signing up each other cannot deadlock) before their nights are counted.
    await tx
      .select({ id: members.id })
      .from(members)
      .where(
        inArray(
          members.id,
          people.map((one) => one.id),
        ),
      )
      .orderBy(members.id)
      .for('no key update');
    const slots = emptySlots(target);
    if (slots.length === 0) throw new AppError('CONFLICT', SIGNUP_MESSAGES.full);
    if (slots.length < people.length) throw new AppError('CONFLICT', SIGNUP_MESSAGES.notEnoughRoom);
    const check: PersonCheck = {
      liveRows,
      unavailable:
        (await resolveUnavailability(tx, [target.dance_date])).get(target.dance_date) ?? new Map<number, string>(),
      held: await heldSignups(
        tx,
        target.schedule_id,
        people.map((one) => one.id),
      ),
      max: settings.max_signups_per_schedule,
    };
    for (const one of people) {
      const refusal = personRefusal(one, target, check);
      if (refusal) throw refusal;
    }
    const changes: Partial<Record<SquareheadField, number>> = {};
    people.forEach((one, index) => {
      const slot = slots[index];
      if (slot) changes[slot] = one.id;
    });
    await tx
      .update(assignments)
      .set({ ...changes, updated_at: sql`now()` })
      .where(eq(assignments.id, id));
    const actor = ctx.caller.user.id;
    await tx
      .insert(nightSignups)
      .values(people.map((one) => ({ assignment_id: id, member_id: one.id, signed_up_by: actor })))
      .onConflictDoUpdate({
        target: [nightSignups.assignment_id, nightSignups.member_id],
        set: { signed_up_by: actor, created_at: sql`now()` },
      });
    for (const one of people)
      await recordAudit(tx, {
        actorId: actor,
        action: 'duty.signup',
        entity: 'assignment',
        entityId: id,
        details: {
          dance_date: target.dance_date,
          member_name: fullName(one),
          ...(one.id === person.id ? {} : { with_partner_of: fullName(person) }),
        },
        // The partner signed up with the member is acted for too.
        ...(onBehalfOf === undefined ? {} : { onBehalfOf: one.id }),
      });
    return { date: target.dance_date, people };
  });
  afterAnswer(ctx.log, 'Confirming a sign-up', mailSignupConfirmation(ctx, done.date, done.people));
  return nightView(ctx.db, id);
}

/** One e-mail per address: "You signed up", or who signed them up (an administrator, or the partner who chose both). */
async function mailSignupConfirmation(ctx: Ctx, date: string, people: Person[]): Promise<void> {
  const addressed = people.filter((person) => person.email.trim() !== '');
  if (addressed.length === 0) return;
  if (!(await ctx.mailer.isConfigured())) {
    ctx.log.warn(`No mail server configured: the sign-up confirmation for ${date} was not sent`);
    return;
  }
  const club = await getAllSettings(ctx.db, ['club_name', 'club_color']);
  const night = formatDanceDate(date);
  const actor = ctx.caller.user;
  for (const inbox of groupByInbox(addressed, (person) => person.email)) {
    const byThemselves =
      inbox.some((person) => person.id === actor.id) || mailbox(inbox[0].email) === mailbox(actor.email);
    const paragraphs = [
      SIGNUP_MESSAGES.greeting(namesInWords(inbox.map(fullName))),
      byThemselves
        ? SIGNUP_MESSAGES.youSignedUp(night)
        : SIGNUP_MESSAGES.signedYouUp(`${actor.first_name} ${actor.last_name}`, night),
      SIGNUP_MESSAGES.giveBackHint,
    ];
    const html =
      `<div style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#222">` +
      `<h2 style="margin:0 0 12px;color:${escapeHtml(club.club_color)}">${escapeHtml(club.club_name)}</h2>` +
      paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
      `</div>`;
    try {
      await ctx.mailer.send({
        to: inbox[0].email,
        subject: SIGNUP_MESSAGES.emailSubject(club.club_name, night),
        text: paragraphs.join('\n\n'),
        html,
      });
    } catch (error) {
      ctx.log.error({ err: error }, `Sending the sign-up confirmation for ${date} to ${inbox[0].email} failed`);
    }
  }
}

/**
 * Issue 19 part 2: a member gives back a night they took by signing up, while it is more than 7 days away; later the
 * administrators find the replacement. Works with self sign-up turned off too: a place taken stays the member's to
 * give back.
 */
export async function withdrawSignup(ctx: Ctx, id: number, input: SignupWithdrawInput): Promise<Assignment> {
  const { member, onBehalfOf } = await actingFor(ctx.db, ctx.caller, input.member_id, SIGNUP_MESSAGES.notYourself);
  const settings = await nightSettings(ctx.db);
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    const { target } = await lockTarget(tx, id);
    const [signup] = await tx
      .select({ id: nightSignups.id })
      .from(nightSignups)
      .where(and(eq(nightSignups.assignment_id, id), eq(nightSignups.member_id, member.id)));
    if (!signup || !holdsSlot(target, member.id)) throw new AppError('VALIDATION', SIGNUP_MESSAGES.notSelfChosen);
    if (nightStart(target, settings).getTime() - now.getTime() <= GIVE_BACK_LEAD_HOURS * HOUR)
      throw new AppError('VALIDATION', SIGNUP_MESSAGES.tooLateToGiveBack);
    const changes: Partial<Record<SquareheadField, null>> = {};
    for (const field of SQUAREHEAD_FIELDS) if (target[field] === member.id) changes[field] = null;
    await tx
      .update(assignments)
      .set({ ...changes, updated_at: sql`now()` })
      .where(eq(assignments.id, id));
    await tx.delete(nightSignups).where(eq(nightSignups.id, signup.id));
    await clearFilledVacancies(tx);
    await recordAudit(tx, {
      actorId: ctx.caller.user.id,
      onBehalfOf,
      action: 'duty.signup_withdrawn',
      entity: 'assignment',
      entityId: id,
      details: { dance_date: target.dance_date, member_name: `${member.first_name} ${member.last_name}` },
    });
  });
  return nightView(ctx.db, id);
}

/**
 * The open nights a member may take now, for My duties and the schedule pages: the same rules as signing up, read
 * without locks (the sign-up itself checks again). Empty while the club has self sign-up off.
 */
export async function listOpenNights(db: DbExecutor, memberId: number, today: string): Promise<OpenNight[]> {
  const settings = await nightSettings(db);
  if (!settings.self_signup) return [];
  const now = new Date();
  const live = await db
    .select({ row: assignments, type: schedules.type })
    .from(assignments)
    .innerJoin(schedules, eq(schedules.id, assignments.schedule_id))
    .where(and(inArray(schedules.type, ['current', 'next']), gte(assignments.dance_date, today)))
    .orderBy(asc(assignments.dance_date), asc(assignments.id));
  const liveRows = live.map(({ row }) => row);
  const open = live.flatMap(({ row, type }) =>
    type !== 'archived' && emptySlots(row).length > 0 && !nightRefusal(row, type, settings, now) ? [{ row, type }] : [],
  );
  if (open.length === 0) return [];
  const [person] = await findPeople(db, [memberId]);
  if (!person) return [];
  const [partner] = person.partner_id === null ? [] : await findPeople(db, [person.partner_id]);
  const unavailable = await resolveUnavailability(
    db,
    open.map(({ row }) => row.dance_date),
  );
  const heldBySchedule = new Map<number, Map<number, number>>();
  const result: OpenNight[] = [];
  for (const { row, type } of open) {
    let held = heldBySchedule.get(row.schedule_id);
    if (!held) {
      held = await heldSignups(
        db,
        row.schedule_id,
        [person.id, partner?.id].filter((id): id is number => id !== undefined),
      );
      heldBySchedule.set(row.schedule_id, held);
    }
    const check: PersonCheck = {
      liveRows,
      unavailable: unavailable.get(row.dance_date) ?? new Map<number, string>(),
      held,
      max: settings.max_signups_per_schedule,
    };
    if (personRefusal(person, row, check)) continue;
    const slotsLeft = emptySlots(row).length;
    result.push({
      assignment_id: row.id,
      dance_date: row.dance_date,
      club_night_type: row.club_night_type,
      schedule_type: type,
      start_time: row.start_time ?? (settings.club_night_start || null),
      end_time: row.end_time ?? (settings.club_night_end || null),
      caller: row.caller,
      program: row.program,
      slots_left: slotsLeft,
      with_partner: partner !== undefined && slotsLeft >= 2 && personRefusal(partner, row, check) === null,
    });
  }
  return result;
}

/** Which of these nights the member took by signing up (and still holds), and whether each may still be given back. */
export async function selfChosenNights(
  db: DbExecutor,
  memberId: number,
  rows: RotaRow[],
): Promise<Map<number, { can_give_back: boolean }>> {
  if (rows.length === 0) return new Map();
  const settings = await nightSettings(db);
  const signups = await db
    .select({ assignment_id: nightSignups.assignment_id })
    .from(nightSignups)
    .where(
      and(
        eq(nightSignups.member_id, memberId),
        inArray(
          nightSignups.assignment_id,
          rows.map((row) => row.id),
        ),
      ),
    );
  const taken = new Set(signups.map((signup) => signup.assignment_id));
  const now = Date.now();
  return new Map(
    rows
      .filter((row) => taken.has(row.id) && holdsSlot(row, memberId))
      .map((row) => [
        row.id,
        { can_give_back: nightStart(row, settings).getTime() - now > GIVE_BACK_LEAD_HOURS * HOUR },
      ]),
  );
}
