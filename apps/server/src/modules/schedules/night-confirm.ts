import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import {
  CONFIRM_MESSAGES,
  type ConfirmNightInput,
  type DeclineNightInput,
  type NightAnswer,
  type PublishResult,
  type RespondLinkInput,
  type RespondLinkResult,
  SCHEDULE_MESSAGES,
  type SessionUser,
  SQUAREHEAD_FIELDS,
  type WaitingAnswer,
} from '@club/shared';
import type { DbExecutor } from '../../db/client.js';
import { assignments, members, nightConfirmations, nightVacancies, schedules } from '../../db/schema/index.js';
import { actingFor } from '../../lib/acting-for.js';
import { afterAnswer } from '../../lib/after-answer.js';
import { addDays, zonedTime } from '../../lib/calendar.js';
import {
  actorId,
  type RequestMeta,
  type ServiceContext,
  type SignedInContext,
  signedInCaller,
} from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { groupByInbox } from '../../lib/inbox.js';
import { onlyRow } from '../../lib/rows.js';
import { recordAudit } from '../audit/audit.service.js';
import { startSession } from '../auth/auth.service.js';
import { createLoginToken, hashLoginToken } from '../../lib/one-time-token.js';
import { setMyAvailability } from '../duties/duties.service.js';
import { answersOn } from './confirmation-marks.js';
import { clubToday } from '../settings/club-today.js';
import { getAllSettings } from '../settings/settings.service.js';
import { deliver } from '../swaps/swap-notify.js';
import { toSessionUser } from '../users/users.service.js';
import { type AskedMember, answeredForYouEmail, confirmRequestEmail, removedFromNightEmail } from './confirm-emails.js';

type Ctx = Pick<ServiceContext, 'db' | 'config' | 'log' | 'mailer'>;
type NightRow = typeof assignments.$inferSelect;
/** A member newly asked about a night, with the token of the night's two links (only its hash is stored). */
export type Asked = { member_id: number; assignment_id: number; dance_date: string; token: string };
/** A member taken off a published night. */
export type Removed = { member_id: number; dance_date: string };
export type ConfirmationChanges = { asked: Asked[]; removed: Removed[] };

const squareheadsOf = (row: NightRow) =>
  [...new Set(SQUAREHEAD_FIELDS.map((field) => row[field]))].filter((id): id is number => id !== null);

/** The links work until the night is over: the end of its day where the club is. */
const linkExpiry = (date: string, timeZone: string) => zonedTime(addDays(date, 1), '00:00', timeZone);

/**
 * Issue 19 part 3: brings the answers of these nights in line with who serves on them, inside the caller's
 * transaction. Only nights of a published live schedule count, and only those still to come and not cancelled. A
 * member new on a night is asked (a fresh single-use token); a member taken off it loses their answer, except a
 * decline, which stays as the record of it (the rota report counts declines). A decline whose "can't serve" was
 * withdrawn or filled and who is on the night again is asked afresh.
 */
export async function syncConfirmations(
  tx: DbExecutor,
  nightIds: number[],
  today: string,
): Promise<ConfirmationChanges> {
  if (nightIds.length === 0) return { asked: [], removed: [] };
  const nights = await tx
    .select({ row: assignments })
    .from(assignments)
    .innerJoin(schedules, eq(schedules.id, assignments.schedule_id))
    .where(
      and(
        inArray(assignments.id, nightIds),
        inArray(schedules.type, ['current', 'next']),
        isNotNull(schedules.published_at),
        isNull(assignments.cancelled_at),
        gte(assignments.dance_date, today),
      ),
    );
  if (nights.length === 0) return { asked: [], removed: [] };
  const { system_timezone } = await getAllSettings(tx, ['system_timezone']);
  const existing = await tx
    .select({
      id: nightConfirmations.id,
      assignment_id: nightConfirmations.assignment_id,
      member_id: nightConfirmations.member_id,
      state: nightConfirmations.state,
      vacancy: sql<boolean>`exists (select 1 from night_vacancies v join assignments a on a.dance_date = v.dance_date
        where a.id = ${nightConfirmations.assignment_id} and v.member_id = ${nightConfirmations.member_id})`,
    })
    .from(nightConfirmations)
    .where(
      inArray(
        nightConfirmations.assignment_id,
        nights.map(({ row }) => row.id),
      ),
    );
  const cantServe = await tx
    .select({ member_id: nightVacancies.member_id, dance_date: nightVacancies.dance_date })
    .from(nightVacancies)
    .where(
      inArray(
        nightVacancies.dance_date,
        nights.map(({ row }) => row.dance_date),
      ),
    );
  const asked: Asked[] = [];
  const removed: Removed[] = [];
  for (const { row } of nights) {
    const serving = squareheadsOf(row);
    const answers = existing.filter((answer) => answer.assignment_id === row.id);
    for (const answer of answers.filter((candidate) => !serving.includes(candidate.member_id))) {
      removed.push({ member_id: answer.member_id, dance_date: row.dance_date });
      if (answer.state !== 'declined') await tx.delete(nightConfirmations).where(eq(nightConfirmations.id, answer.id));
    }
    for (const memberId of serving) {
      const answer = answers.find((candidate) => candidate.member_id === memberId);
      if (answer && !(answer.state === 'declined' && !answer.vacancy)) continue;
      if (!answer && cantServe.some((item) => item.member_id === memberId && item.dance_date === row.dance_date)) {
        // They said they cannot serve before the schedule was published: that is their answer.
        await tx
          .insert(nightConfirmations)
          .values({ assignment_id: row.id, member_id: memberId, state: 'declined', responded_at: sql`now()` });
        continue;
      }
      const token = createLoginToken();
      const fresh = {
        state: 'waiting' as const,
        responded_at: null,
        nudged_at: null,
        token_hash: hashLoginToken(token),
        token_expires_at: linkExpiry(row.dance_date, system_timezone),
        token_used_at: null,
      };
      await tx
        .insert(nightConfirmations)
        .values({ assignment_id: row.id, member_id: memberId, ...fresh })
        .onConflictDoUpdate({ target: [nightConfirmations.assignment_id, nightConfirmations.member_id], set: fresh });
      asked.push({ member_id: memberId, assignment_id: row.id, dance_date: row.dance_date, token });
    }
  }
  return { asked, removed };
}

/** The web page that POSTs the token; a GET of this URL (a mail scanner's) answers nothing. */
export function respondUrl(publicUrl: string, token: string, answer: 'confirm' | 'decline'): string {
  return `${publicUrl}/respond?${new URLSearchParams({ token, answer }).toString()}`;
}

type Contact = { id: number; name: string; email: string };

async function contacts(db: DbExecutor, ids: number[]): Promise<Contact[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: members.id, first: members.first_name, last: members.last_name, email: members.email })
    .from(members)
    .where(and(inArray(members.id, [...new Set(ids)]), ne(members.email, '')))
    .orderBy(members.last_name, members.first_name);
  return rows.map((row) => ({ id: row.id, name: `${row.first} ${row.last}`, email: row.email }));
}

export type AskReason = 'publish' | 'added' | 'nudge';

/**
 * One e-mail per inbox listing each member's nights with their two links (issue 17's rule for shared addresses).
 * Answers how many e-mails were handed to the mail server; a refused address is logged and does not stop the rest.
 */
export async function mailAsked(ctx: Ctx, asked: Asked[], reason: AskReason): Promise<number> {
  const people = await contacts(
    ctx.db,
    asked.map((item) => item.member_id),
  );
  if (people.length === 0) return 0;
  const club = await getAllSettings(ctx.db, ['club_name', 'club_color']);
  const subject = {
    publish: `Please confirm your squarehead nights – ${club.club_name}`,
    added: `Please confirm your new squarehead night – ${club.club_name}`,
    nudge: `Will you be there? Please answer for your squarehead night – ${club.club_name}`,
  }[reason];
  const intro = {
    publish:
      'The schedule is published. You are on squarehead duty on the nights below: please tell us whether you will be there.',
    added: 'An administrator put you on squarehead duty for the night below: please tell us whether you will be there.',
    nudge: 'You have not yet told us whether you will be there on the night below: please answer with one click.',
  }[reason];
  const messages = groupByInbox(people, (person) => person.email).map((inbox) => {
    const asking: AskedMember[] = inbox.map((person) => ({
      name: person.name,
      nights: asked
        .filter((item) => item.member_id === person.id)
        .sort((a, b) => a.dance_date.localeCompare(b.dance_date))
        .map((item) => ({
          dance_date: item.dance_date,
          confirmUrl: respondUrl(ctx.config.publicUrl, item.token, 'confirm'),
          declineUrl: respondUrl(ctx.config.publicUrl, item.token, 'decline'),
        })),
    }));
    return {
      to: inbox[0].email,
      email: confirmRequestEmail(club, subject, intro, asking, 'You can also answer on My duties.'),
      links: asking.flatMap((person) => person.nights.flatMap((night) => [night.confirmUrl, night.declineUrl])),
    };
  });
  return deliverCounting(ctx, messages);
}

async function deliverCounting(ctx: Ctx, messages: Parameters<typeof deliver>[1]): Promise<number> {
  if (!(await ctx.mailer.isConfigured())) {
    await deliver(ctx, messages);
    return 0;
  }
  let sent = 0;
  for (const message of messages) {
    try {
      await ctx.mailer.send({ to: message.to, ...message.email });
      sent += 1;
    } catch (error) {
      ctx.log.error({ err: error }, `Sending a confirm e-mail to ${message.to} failed`);
    }
  }
  return sent;
}

/** A short note to each member taken off a published night, one per inbox and night. */
export async function mailRemoved(ctx: Ctx, removed: Removed[]): Promise<void> {
  if (removed.length === 0) return;
  const club = await getAllSettings(ctx.db, ['club_name', 'club_color']);
  const people = await contacts(
    ctx.db,
    removed.map((item) => item.member_id),
  );
  const messages = [...new Set(removed.map((item) => item.dance_date))].flatMap((date) => {
    const ids = new Set(removed.filter((item) => item.dance_date === date).map((item) => item.member_id));
    return groupByInbox(
      people.filter((person) => ids.has(person.id)),
      (person) => person.email,
    ).map((inbox) => ({
      to: inbox[0].email,
      email: removedFromNightEmail(
        club,
        inbox.map((person) => person.name),
        date,
        `${ctx.config.publicUrl}/my-duties`,
      ),
    }));
  });
  await deliver(ctx, messages);
}

/** Mails what a rota change did to the answers, after its commit; never throws. */
export function mailConfirmationChanges(ctx: Ctx, changes: ConfirmationChanges): void {
  if (changes.asked.length > 0)
    afterAnswer(ctx.log, 'Asking new squareheads to confirm', mailAsked(ctx, changes.asked, 'added'));
  if (changes.removed.length > 0)
    afterAnswer(ctx.log, 'Telling squareheads they are off a night', mailRemoved(ctx, changes.removed));
}

/**
 * Issue 19 part 3: an administrator publishes the next schedule. Every squarehead not yet asked about a night is
 * asked, one e-mail per inbox with all their nights; publishing again asks only about new or changed nights. The
 * marks and the audit entry are one transaction; the e-mails go after it, counted in the answer.
 */
export async function publishNextSchedule(ctx: Ctx & Pick<ServiceContext, 'caller'>): Promise<PublishResult> {
  const today = await clubToday(ctx.db);
  const { changes, publishedAt } = await ctx.db.transaction(async (tx) => {
    const [schedule] = await tx.select().from(schedules).where(eq(schedules.type, 'next')).for('update');
    if (!schedule) throw new AppError('CONFLICT', CONFIRM_MESSAGES.noNextSchedule);
    const nights = await tx.select().from(assignments).where(eq(assignments.schedule_id, schedule.id));
    if (!nights.some((night) => squareheadsOf(night).length > 0))
      throw new AppError('VALIDATION', CONFIRM_MESSAGES.nobodyAssigned);
    const published = onlyRow(
      await tx
        .update(schedules)
        .set({ published_at: sql`now()`, published_by: actorId(ctx.caller) })
        .where(eq(schedules.id, schedule.id))
        .returning({ published_at: schedules.published_at }),
    );
    const found = await syncConfirmations(
      tx,
      nights.map((night) => night.id),
      today,
    );
    await recordAudit(tx, {
      actorId: actorId(ctx.caller),
      action: 'schedule.publish',
      entity: 'schedule',
      entityId: schedule.id,
      details: {
        name: schedule.name,
        first_time: schedule.published_at === null,
        members_asked: new Set(found.asked.map((item) => item.member_id)).size,
        nights_asked: found.asked.length,
      },
    });
    return { changes: found, publishedAt: published.published_at ?? new Date() };
  });
  const emails_sent = await mailAsked(ctx, changes.asked, 'publish');
  await mailRemoved(ctx, changes.removed);
  const members_asked = new Set(changes.asked.map((item) => item.member_id)).size;
  const nights_asked = new Set(changes.asked.map((item) => item.dance_date)).size;
  return {
    published_at: publishedAt.toISOString(),
    emails_sent,
    members_asked,
    nights_asked,
    message:
      members_asked > 0 && emails_sent === 0
        ? CONFIRM_MESSAGES.publishedUnsent(await ctx.mailer.isConfigured())
        : CONFIRM_MESSAGES.published(emails_sent, members_asked, nights_asked),
  };
}

type Night = { row: NightRow; published: boolean };

async function findLiveNight(db: DbExecutor, id: number): Promise<Night> {
  const [found] = await db
    .select({ row: assignments, published_at: schedules.published_at })
    .from(assignments)
    .innerJoin(schedules, eq(schedules.id, assignments.schedule_id))
    .where(and(eq(assignments.id, id), inArray(schedules.type, ['current', 'next'])));
  if (!found) throw new AppError('NOT_FOUND', SCHEDULE_MESSAGES.assignmentNotFound);
  return { row: found.row, published: found.published_at !== null };
}

async function assertMayAnswer(ctx: SignedInContext, night: Night, member: SessionUser): Promise<void> {
  if (!squareheadsOf(night.row).includes(member.id)) {
    const message = member.id === ctx.caller.user.id ? CONFIRM_MESSAGES.notOnNight : CONFIRM_MESSAGES.memberNotOnNight;
    throw new AppError('VALIDATION', message, { fieldErrors: { member_id: message } });
  }
  if (night.row.cancelled_at !== null) throw new AppError('CONFLICT', CONFIRM_MESSAGES.cancelledNight);
  if (night.row.dance_date < (await clubToday(ctx.db))) throw new AppError('CONFLICT', CONFIRM_MESSAGES.pastNight);
  if (!night.published) throw new AppError('CONFLICT', CONFIRM_MESSAGES.notPublished);
}

/** Issue 17's "can't serve" said on 19's decline, or 19's "I'll be there" ending it: the member's own words. */
const asMember = (ctx: ServiceContext, member: SessionUser): SignedInContext => ({
  ...ctx,
  caller: signedInCaller(member),
});

async function currentState(db: DbExecutor, memberId: number, date: string) {
  const rows = await db
    .select({ state: nightConfirmations.state })
    .from(nightConfirmations)
    .where(answersOn(memberId, date));
  return rows.some((row) => row.state === 'declined') ? 'declined' : (rows[0]?.state ?? 'waiting');
}

type Answering = { ctx: ServiceContext; actor: SignedInContext; night: Night; member: SessionUser };

async function applyConfirm({ ctx, actor, night, member }: Answering): Promise<NightAnswer> {
  const date = night.row.dance_date;
  // "I'll be there" after "I can't make it" takes the "can't serve" back, as marking the night available does.
  if ((await currentState(ctx.db, member.id, date)) === 'declined')
    await setMyAvailability(asMember(ctx, member), { dance_date: date, available: true });
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(nightConfirmations)
      .set({
        state: 'confirmed',
        responded_at: sql`now()`,
        token_used_at: sql`coalesce(${nightConfirmations.token_used_at}, now())`,
      })
      .where(answersOn(member.id, date));
    await recordAudit(tx, {
      actorId: actor.caller.user.id,
      action: 'night.confirm',
      entity: 'assignment',
      entityId: night.row.id,
      details: { dance_date: date },
      ...(actor.caller.user.id === member.id ? {} : { onBehalfOf: member.id }),
    });
  });
  const forSomeoneElse = actor.caller.user.id !== member.id;
  return {
    assignment_id: night.row.id,
    dance_date: date,
    member_id: member.id,
    state: 'confirmed',
    message: forSomeoneElse
      ? CONFIRM_MESSAGES.confirmedFor(`${member.first_name} ${member.last_name}`, date)
      : CONFIRM_MESSAGES.confirmed(date),
    swap_request_id: null,
  };
}

async function applyDecline(
  { ctx, actor, night, member }: Answering,
  replacement: DeclineNightInput['replacement'],
): Promise<NightAnswer> {
  const date = night.row.dance_date;
  const choice = replacement ?? 'tell_admins';
  const result = await setMyAvailability(asMember(ctx, member), {
    dance_date: date,
    available: false,
    replacement: choice,
  });
  await recordAudit(ctx.db, {
    actorId: actor.caller.user.id,
    action: 'night.decline',
    entity: 'assignment',
    entityId: night.row.id,
    details: { dance_date: date, replacement: choice },
    ...(actor.caller.user.id === member.id ? {} : { onBehalfOf: member.id }),
  });
  const name = `${member.first_name} ${member.last_name}`;
  const message =
    actor.caller.user.id !== member.id
      ? CONFIRM_MESSAGES.declinedFor(name, date)
      : choice === 'ask_others' && result.warning
        ? result.warning
        : CONFIRM_MESSAGES.declinedToldAdmins(date);
  return {
    assignment_id: night.row.id,
    dance_date: date,
    member_id: member.id,
    state: 'declined',
    message,
    swap_request_id: result.swap_request_id,
  };
}

/** When an administrator answered for a member, the member hears what was said in their name. */
function tellMember(ctx: SignedInContext, member: SessionUser, answer: NightAnswer): void {
  if (ctx.caller.user.id === member.id || member.email.trim() === '') return;
  const admin = `${ctx.caller.user.first_name} ${ctx.caller.user.last_name}`;
  const work = (async () => {
    const club = await getAllSettings(ctx.db, ['club_name', 'club_color']);
    const email = answeredForYouEmail(
      club,
      admin,
      `${member.first_name} ${member.last_name}`,
      answer.dance_date,
      answer.state === 'confirmed' ? 'confirmed' : 'declined',
      `${ctx.config.publicUrl}/my-duties`,
    );
    await deliver(ctx, [{ to: member.email, email }]);
  })();
  afterAnswer(ctx.log, 'Telling a member an administrator answered for them', work);
}

/** "I'll be there" for one's own night in the app; an administrator may answer for a member (issue 19 part 7). */
export async function confirmNight(ctx: SignedInContext, id: number, input: ConfirmNightInput): Promise<NightAnswer> {
  const { member } = await actingFor(ctx.db, ctx.caller, input.member_id, CONFIRM_MESSAGES.onlyAdminsForOthers);
  const night = await findLiveNight(ctx.db, id);
  await assertMayAnswer(ctx, night, member);
  const answer = await applyConfirm({ ctx, actor: ctx, night, member });
  tellMember(ctx, member, answer);
  return answer;
}

/** "I can't make it": issue 17's "can't serve" for the night (admins told, the night needs a replacement). */
export async function declineNight(ctx: SignedInContext, id: number, input: DeclineNightInput): Promise<NightAnswer> {
  const { member } = await actingFor(ctx.db, ctx.caller, input.member_id, CONFIRM_MESSAGES.onlyAdminsForOthers);
  const night = await findLiveNight(ctx.db, id);
  await assertMayAnswer(ctx, night, member);
  const answer = await applyDecline({ ctx, actor: ctx, night, member }, input.replacement);
  tellMember(ctx, member, answer);
  return answer;
}

/**
 * The e-mail's one-click answer: the token names the night and the member, and signs them in. The token is spent
 * before the answer is applied, so two clicks cannot both answer; an answer refused (a cancelled night) gives it back.
 * Only POST reaches this, so a mail scanner fetching the link answers nothing. A spent or expired link is a 409, not
 * a 401: the web app signs out on a 401, and a member opening an old link in a signed-in browser must stay signed in.
 */
export async function respondByLink(
  ctx: ServiceContext,
  input: RespondLinkInput,
  meta: RequestMeta,
): Promise<RespondLinkResult> {
  const tokenHash = hashLoginToken(input.token);
  const [claimed] = await ctx.db
    .update(nightConfirmations)
    .set({ token_used_at: sql`now()` })
    .where(
      and(
        eq(nightConfirmations.token_hash, tokenHash),
        isNull(nightConfirmations.token_used_at),
        sql`${nightConfirmations.token_expires_at} > now()`,
      ),
    )
    .returning({
      id: nightConfirmations.id,
      assignment_id: nightConfirmations.assignment_id,
      member_id: nightConfirmations.member_id,
    });
  if (!claimed) throw new AppError('CONFLICT', CONFIRM_MESSAGES.linkInvalid);
  try {
    const [row] = await ctx.db.select().from(members).where(eq(members.id, claimed.member_id));
    if (!row) throw new AppError('CONFLICT', CONFIRM_MESSAGES.linkInvalid);
    const member = toSessionUser(row);
    const actor = asMember(ctx, member);
    const night = await findLiveNight(ctx.db, claimed.assignment_id);
    await assertMayAnswer(actor, night, member);
    const answering = { ctx, actor, night, member };
    const answer =
      input.answer === 'confirm' ? await applyConfirm(answering) : await applyDecline(answering, undefined);
    const session = await startSession(ctx, member, meta, 'login_link');
    return { ...answer, ...session };
  } catch (error) {
    await ctx.db
      .update(nightConfirmations)
      .set({ token_used_at: null })
      .where(and(eq(nightConfirmations.id, claimed.id), ne(nightConfirmations.state, 'confirmed')));
    throw error;
  }
}

/** Who has not answered yet: squareheads of published nights still to come and not cancelled, by night. */
export async function listWaitingAnswers(db: DbExecutor): Promise<WaitingAnswer[]> {
  const today = await clubToday(db);
  const rows = await waitingRows(db, today, undefined);
  return rows.map((row) => ({
    assignment_id: row.assignment_id,
    dance_date: row.dance_date,
    member_id: row.member_id,
    member_name: row.member_name,
    nudged_at: row.nudged_at?.toISOString() ?? null,
  }));
}

async function waitingRows(db: DbExecutor, from: string, until: string | undefined) {
  return db
    .select({
      id: nightConfirmations.id,
      assignment_id: nightConfirmations.assignment_id,
      dance_date: assignments.dance_date,
      member_id: nightConfirmations.member_id,
      member_name: sql<string>`${members.first_name} || ' ' || ${members.last_name}`,
      nudged_at: nightConfirmations.nudged_at,
    })
    .from(nightConfirmations)
    .innerJoin(assignments, eq(assignments.id, nightConfirmations.assignment_id))
    .innerJoin(schedules, eq(schedules.id, assignments.schedule_id))
    .innerJoin(members, eq(members.id, nightConfirmations.member_id))
    .where(
      and(
        eq(nightConfirmations.state, 'waiting'),
        inArray(schedules.type, ['current', 'next']),
        isNotNull(schedules.published_at),
        isNull(assignments.cancelled_at),
        gte(assignments.dance_date, from),
        until === undefined ? undefined : lte(assignments.dance_date, until),
        sql`${nightConfirmations.member_id} in (${assignments.squarehead1_id}, ${assignments.squarehead2_id}, ${assignments.squarehead3_id}, ${assignments.squarehead4_id})`,
      ),
    )
    .orderBy(asc(assignments.dance_date), asc(members.last_name), asc(members.first_name));
}

/**
 * Issue 19 part 3: squareheads still waiting `confirm_nudge_days` or fewer days before their night get one nudge,
 * never two (nudged_at is claimed before the e-mail goes, so two servers' runs cannot both send it), never for a
 * cancelled night. The nudge carries fresh links, as the first ones may be lost in the inbox; the old ones stop.
 * Answers how many e-mails went.
 */
export async function sendConfirmNudges(ctx: Ctx, today: string): Promise<number> {
  const { confirm_nudge_days } = await getAllSettings(ctx.db, ['confirm_nudge_days']);
  const due = await waitingRows(ctx.db, today, addDays(today, confirm_nudge_days));
  const { system_timezone } = await getAllSettings(ctx.db, ['system_timezone']);
  const asked: Asked[] = [];
  for (const row of due.filter((candidate) => candidate.nudged_at === null)) {
    const token = createLoginToken();
    const [claimed] = await ctx.db
      .update(nightConfirmations)
      .set({
        nudged_at: sql`now()`,
        token_hash: hashLoginToken(token),
        token_expires_at: linkExpiry(row.dance_date, system_timezone),
        token_used_at: null,
      })
      .where(
        and(
          eq(nightConfirmations.id, row.id),
          isNull(nightConfirmations.nudged_at),
          eq(nightConfirmations.state, 'waiting'),
        ),
      )
      .returning({ id: nightConfirmations.id });
    if (claimed)
      asked.push({ member_id: row.member_id, assignment_id: row.assignment_id, dance_date: row.dance_date, token });
  }
  if (asked.length === 0) return 0;
  return mailAsked(ctx, asked, 'nudge');
}
