import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { ConfirmationState } from '@club/shared';
import type { DbExecutor } from '../../../db/client.js';
import { assignments, members, nightConfirmations, nightVacancies, schedules } from '../../../db/schema/index.js';
import type { AskReason, EventNight, NotifyEvent } from '../../../lib/events.js';
import { createMemberLinkToken, memberLinkHash, memberOfLinkToken } from '../../../lib/one-time-token.js';
import { getAllSettings } from '../../settings/settings.service.js';
import { liveNights, onLiveSchedule } from './live-nights.js';
import { describeNights } from './night-facts.js';
import { servesSql, slotHolders } from './slots.js';
import { answerLinkExpiry } from './timing.js';

/**
 * Issue 19 part 3: once a schedule is published, each squarehead's answer for their night (waiting, confirmed,
 * declined) and the single-use token of its two e-mailed links. Every rota change keeps these marks in line with who
 * serves, inside the change's own transaction.
 */

/** A member newly asked about a night, with the token of the night's two links (only its hash is stored). */
export type Asked = { member_id: number; assignment_id: number; dance_date: string; token: string };
/** A member taken off a published night. */
export type Removed = { member_id: number; dance_date: string };
/** `nights`: the asked nights as their e-mail describes them (issue 25). */
export type ConfirmationChanges = { asked: Asked[]; removed: Removed[]; nights?: EventNight[] };

/** What a rota change did to the answers, said to the members concerned: asked about a night, or taken off one. */
export function confirmationEvents(changes: ConfirmationChanges, reason: AskReason): NotifyEvent[] {
  return [
    ...(changes.asked.length > 0
      ? [{ kind: 'asked' as const, reason, asks: changes.asked, ...(changes.nights ? { nights: changes.nights } : {}) }]
      : []),
    ...(changes.removed.length > 0 ? [{ kind: 'removed' as const, removals: changes.removed }] : []),
  ];
}

/** The member's answer rows for the date on the live schedules (a date on both is one night). */
const answersOn = (db: DbExecutor, memberId: number, date: string) =>
  and(
    eq(nightConfirmations.member_id, memberId),
    inArray(
      nightConfirmations.assignment_id,
      db
        .select({ id: assignments.id })
        .from(assignments)
        .innerJoin(schedules, eq(schedules.id, assignments.schedule_id))
        .where(and(eq(assignments.dance_date, date), onLiveSchedule)),
    ),
  );

/**
 * A fresh link pair for a night: the token to mail and what the row keeps of it. Issue 25: the token names the member
 * and its hash covers the address it is mailed to, so it dies when that address changes (decision 049).
 */
function freshLink(member: { id: number; email: string }, date: string, timeZone: string) {
  const { token, hash } = createMemberLinkToken(member.id, member.email);
  return {
    token,
    stored: {
      token_hash: hash,
      token_expires_at: answerLinkExpiry(date, timeZone),
      token_used_at: null,
    },
  };
}

/**
 * Brings the answers of these nights in line with who serves on them. Only nights of a published live schedule
 * count, and only those still to come and not cancelled. A member new on a night is asked (a fresh single-use token);
 * a member taken off it loses their answer, except a decline, which stays as the record of it (the rota report counts
 * declines). A decline whose "can't serve" was withdrawn or filled, by someone on the night again, is asked afresh.
 */
export async function syncConfirmations(
  tx: DbExecutor,
  nightIds: readonly number[],
  today: string,
): Promise<ConfirmationChanges> {
  const nights = await liveNights(tx, { ids: nightIds, published: true, notCancelled: true, from: today });
  if (nights.length === 0) return { asked: [], removed: [] };
  const { system_timezone } = await getAllSettings(tx, ['system_timezone']);
  const existing = await tx
    .select({
      id: nightConfirmations.id,
      assignment_id: nightConfirmations.assignment_id,
      member_id: nightConfirmations.member_id,
      state: nightConfirmations.state,
      // Written out in full: in a query on one table drizzle names its columns without the table, and inside this
      // subquery "member_id" would then mean the vacancy's own.
      vacancy: sql<boolean>`exists (select 1 from night_vacancies v join assignments a on a.dance_date = v.dance_date
        where a.id = night_confirmations.assignment_id and v.member_id = night_confirmations.member_id)`,
    })
    .from(nightConfirmations)
    .where(
      inArray(
        nightConfirmations.assignment_id,
        nights.map((night) => night.id),
      ),
    );
  const cantServe = await tx
    .select({ member_id: nightVacancies.member_id, dance_date: nightVacancies.dance_date })
    .from(nightVacancies)
    .where(
      inArray(
        nightVacancies.dance_date,
        nights.map((night) => night.dance_date),
      ),
    );
  const servingIds = [...new Set(nights.flatMap(slotHolders))];
  const emails = new Map(
    servingIds.length === 0
      ? []
      : (
          await tx.select({ id: members.id, email: members.email }).from(members).where(inArray(members.id, servingIds))
        ).map((member) => [member.id, member.email]),
  );
  const asked: Asked[] = [];
  const removed: Removed[] = [];
  for (const night of nights) {
    const serving = slotHolders(night);
    const answers = existing.filter((answer) => answer.assignment_id === night.id);
    for (const answer of answers.filter((candidate) => !serving.includes(candidate.member_id))) {
      removed.push({ member_id: answer.member_id, dance_date: night.dance_date });
      if (answer.state !== 'declined') await tx.delete(nightConfirmations).where(eq(nightConfirmations.id, answer.id));
    }
    for (const memberId of serving) {
      const answer = answers.find((candidate) => candidate.member_id === memberId);
      if (answer && !(answer.state === 'declined' && !answer.vacancy)) continue;
      if (!answer && cantServe.some((item) => item.member_id === memberId && item.dance_date === night.dance_date)) {
        // They said they cannot serve before the schedule was published: that is their answer.
        await tx
          .insert(nightConfirmations)
          .values({ assignment_id: night.id, member_id: memberId, state: 'declined', responded_at: sql`now()` });
        continue;
      }
      const link = freshLink({ id: memberId, email: emails.get(memberId) ?? '' }, night.dance_date, system_timezone);
      const fresh = { state: 'waiting' as const, responded_at: null, nudged_at: null, ...link.stored };
      await tx
        .insert(nightConfirmations)
        .values({ assignment_id: night.id, member_id: memberId, ...fresh })
        .onConflictDoUpdate({
          target: [nightConfirmations.club_id, nightConfirmations.assignment_id, nightConfirmations.member_id],
          set: fresh,
        });
      asked.push({ member_id: memberId, assignment_id: night.id, dance_date: night.dance_date, token: link.token });
    }
  }
  const askedNights = nights.filter((night) => asked.some((ask) => ask.assignment_id === night.id));
  return { asked, removed, nights: await describeNights(tx, askedNights) };
}

/** The member's answer for the date: a decline on either schedule's row wins. */
export async function answerState(db: DbExecutor, memberId: number, date: string): Promise<ConfirmationState> {
  const rows = await db
    .select({ state: nightConfirmations.state })
    .from(nightConfirmations)
    .where(answersOn(db, memberId, date));
  return rows.some((row) => row.state === 'declined') ? 'declined' : (rows[0]?.state ?? 'waiting');
}

/** The member's answers on these nights, for My duties. */
export async function answersFor(
  db: DbExecutor,
  memberId: number,
  nightIds: readonly number[],
): Promise<{ assignment_id: number; state: ConfirmationState }[]> {
  if (nightIds.length === 0) return [];
  return db
    .select({ assignment_id: nightConfirmations.assignment_id, state: nightConfirmations.state })
    .from(nightConfirmations)
    .where(and(eq(nightConfirmations.member_id, memberId), inArray(nightConfirmations.assignment_id, [...nightIds])));
}

/** "I'll be there": the member's answer for the date, and its link spent. */
export async function markConfirmed(tx: DbExecutor, memberId: number, date: string): Promise<void> {
  await tx
    .update(nightConfirmations)
    .set({
      state: 'confirmed',
      responded_at: sql`now()`,
      token_used_at: sql`coalesce(${nightConfirmations.token_used_at}, now())`,
    })
    .where(answersOn(tx, memberId, date));
}

/**
 * Marks the member's answer for a date inside the "can't serve" transaction (issue 17): saying one cannot serve is a
 * decline, and withdrawing it asks for an answer again. Nothing changes for nights never published.
 */
export async function markDeclined(tx: DbExecutor, memberId: number, date: string, declined: boolean): Promise<void> {
  await tx
    .update(nightConfirmations)
    .set(
      declined
        ? {
            state: 'declined',
            responded_at: sql`now()`,
            token_used_at: sql`coalesce(${nightConfirmations.token_used_at}, now())`,
          }
        : { state: 'waiting', responded_at: null },
    )
    .where(and(answersOn(tx, memberId, date), declined ? undefined : eq(nightConfirmations.state, 'declined')));
}

/**
 * A settled swap moves the night to another member. Issue 25 point 2: nobody answers for the new holder, so the
 * night waits for their own answer (decision 056); the member who gave it keeps a decline on record and otherwise
 * loses their answer. An answer the new holder already had for the night (a decline left from before) gives way to
 * waiting too. Only published nights have answers, so others are untouched and ask nobody.
 * Issue 25 point 1: the new holder is asked to confirm like any squarehead new on a published night, so the waiting
 * answer gets a fresh link bound to their address (decision 049), returned for the caller's `asked` event.
 */
export async function moveConfirmation(
  tx: DbExecutor,
  night: { id: number; dance_date: string },
  from: number,
  to: number,
): Promise<Asked | undefined> {
  const [previous] = await tx
    .select({ id: nightConfirmations.id, state: nightConfirmations.state })
    .from(nightConfirmations)
    .where(and(eq(nightConfirmations.assignment_id, night.id), eq(nightConfirmations.member_id, from)));
  if (!previous) return undefined;
  if (previous.state !== 'declined') await tx.delete(nightConfirmations).where(eq(nightConfirmations.id, previous.id));
  const [holder] = await tx.select({ email: members.email }).from(members).where(eq(members.id, to));
  const { system_timezone } = await getAllSettings(tx, ['system_timezone']);
  const link = freshLink({ id: to, email: holder?.email ?? '' }, night.dance_date, system_timezone);
  const waiting = { state: 'waiting' as const, responded_at: null, nudged_at: null, ...link.stored };
  await tx
    .insert(nightConfirmations)
    .values({ assignment_id: night.id, member_id: to, ...waiting })
    .onConflictDoUpdate({
      target: [nightConfirmations.club_id, nightConfirmations.assignment_id, nightConfirmations.member_id],
      set: waiting,
    });
  return { member_id: to, assignment_id: night.id, dance_date: night.dance_date, token: link.token };
}

/**
 * The hash an answer link's row keeps, for the member the token names and their address now; undefined for a token
 * that names nobody (garbled, or mailed before links were bound to a member: decision 049).
 */
async function linkHashNow(db: DbExecutor, token: string): Promise<{ memberId: number; hash: string } | undefined> {
  const memberId = memberOfLinkToken(token);
  if (memberId === undefined) return undefined;
  const [member] = await db.select({ email: members.email }).from(members).where(eq(members.id, memberId));
  return member ? { memberId, hash: memberLinkHash(token, member.email) } : undefined;
}

/** Where a link's row is still live: this member's, unspent and before the end of its night's day. */
const liveLink = (memberId: number, hash: string) =>
  and(
    eq(nightConfirmations.token_hash, hash),
    eq(nightConfirmations.member_id, memberId),
    isNull(nightConfirmations.token_used_at),
    sql`${nightConfirmations.token_expires_at} > now()`,
  );

/**
 * Issue 25: what a live answer link is about, without spending it: opening the link's page reads this, and answers
 * nothing (a mail filter that fetches links must not answer for the member).
 */
export async function peekAnswerLink(
  db: DbExecutor,
  token: string,
): Promise<{ assignment_id: number; member_id: number } | undefined> {
  const bound = await linkHashNow(db, token);
  if (!bound) return undefined;
  const [row] = await db
    .select({ assignment_id: nightConfirmations.assignment_id, member_id: nightConfirmations.member_id })
    .from(nightConfirmations)
    .where(liveLink(bound.memberId, bound.hash));
  return row;
}

/**
 * Spends an e-mailed answer link: one conditional UPDATE, so two clicks cannot both answer. Answers whose answer it
 * is, or undefined for a link that is unknown, spent, expired, or mailed to an address the member no longer has.
 */
export async function claimAnswerLink(
  db: DbExecutor,
  token: string,
): Promise<{ id: number; assignment_id: number; member_id: number } | undefined> {
  const bound = await linkHashNow(db, token);
  if (!bound) return undefined;
  const [claimed] = await db
    .update(nightConfirmations)
    .set({ token_used_at: sql`now()` })
    .where(liveLink(bound.memberId, bound.hash))
    .returning({
      id: nightConfirmations.id,
      assignment_id: nightConfirmations.assignment_id,
      member_id: nightConfirmations.member_id,
    });
  return claimed;
}

/** Gives a claimed link back when its answer was refused (a cancelled night), unless the member confirmed meanwhile. */
export async function releaseAnswerLink(db: DbExecutor, id: number): Promise<void> {
  await db
    .update(nightConfirmations)
    .set({ token_used_at: null })
    .where(and(eq(nightConfirmations.id, id), ne(nightConfirmations.state, 'confirmed')));
}

export type WaitingRow = {
  id: number;
  assignment_id: number;
  dance_date: string;
  member_id: number;
  member_name: string;
  /** Where the nudge's fresh links go; they are bound to it (issue 25). */
  member_email: string;
  nudged_at: Date | null;
};

/** Squareheads still waiting to answer for published nights from `from` (to `until`), not cancelled, by night. */
export async function waitingAnswers(db: DbExecutor, from: string, until?: string): Promise<WaitingRow[]> {
  return db
    .select({
      id: nightConfirmations.id,
      assignment_id: nightConfirmations.assignment_id,
      dance_date: assignments.dance_date,
      member_id: nightConfirmations.member_id,
      member_name: sql<string>`${members.first_name} || ' ' || ${members.last_name}`,
      member_email: members.email,
      nudged_at: nightConfirmations.nudged_at,
    })
    .from(nightConfirmations)
    .innerJoin(assignments, eq(assignments.id, nightConfirmations.assignment_id))
    .innerJoin(schedules, eq(schedules.id, assignments.schedule_id))
    .innerJoin(members, eq(members.id, nightConfirmations.member_id))
    .where(
      and(
        eq(nightConfirmations.state, 'waiting'),
        onLiveSchedule,
        isNotNull(schedules.published_at),
        isNull(assignments.cancelled_at),
        gte(assignments.dance_date, from),
        until === undefined ? undefined : lte(assignments.dance_date, until),
        servesSql(nightConfirmations.member_id),
      ),
    )
    .orderBy(asc(assignments.dance_date), asc(members.last_name), asc(members.first_name));
}

/**
 * The one nudge to answer (issue 19 part 3): claims it (nudged_at) and gives the answer fresh links, in one UPDATE, so
 * two servers' runs cannot both send it and the old links stop. Answers the new token, or null when it was claimed or
 * answered meanwhile.
 */
export async function claimNudge(db: DbExecutor, row: WaitingRow, timeZone: string): Promise<string | null> {
  const link = freshLink({ id: row.member_id, email: row.member_email }, row.dance_date, timeZone);
  const [claimed] = await db
    .update(nightConfirmations)
    .set({ nudged_at: sql`now()`, ...link.stored })
    .where(
      and(
        eq(nightConfirmations.id, row.id),
        isNull(nightConfirmations.nudged_at),
        eq(nightConfirmations.state, 'waiting'),
      ),
    )
    .returning({ id: nightConfirmations.id });
  return claimed ? link.token : null;
}
