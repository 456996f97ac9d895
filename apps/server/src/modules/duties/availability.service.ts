import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import {
  type AwayEntryValue,
  describeAway,
  type MemberAvailability,
  MEMBER_MESSAGES,
  type SetAwayInput,
  setAwayInputSchema,
  type StoredAwayEntry,
} from '@club/shared';
import type { DbExecutor } from '../../db/client.js';
import { actorId, type Caller } from '../../lib/context.js';
import { assignments, memberAway, members, memberUnavailability, schedules } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../audit/audit.service.js';
import { clubToday } from '../settings/club-today.js';
import { awayEntryOf, listAwayRows, listPartnerAwayRows, resolveUnavailability } from './unavailability.js';

type Ctx = { db: DbExecutor; caller: Caller };

const stored = (row: typeof memberAway.$inferSelect): StoredAwayEntry => {
  const entry = awayEntryOf(row);
  return { ...entry, id: row.id, description: describeAway(entry) };
};

/** A range that ended before today says nothing about the nights to come; rules always do. */
const stillMatters = (today: string) => (row: typeof memberAway.$inferSelect) =>
  row.kind !== 'range' || row.end_date === null || row.end_date >= today;

/** The nights of the current and next schedules from `today` on, one per date. */
export async function upcomingLiveNights(
  db: DbExecutor,
  today: string,
): Promise<{ dance_date: string; club_night_type: 'NORMAL' | 'FIFTH WED' }[]> {
  const rows = await db
    .select({ dance_date: assignments.dance_date, club_night_type: assignments.club_night_type })
    .from(assignments)
    .innerJoin(schedules, eq(schedules.id, assignments.schedule_id))
    .where(and(inArray(schedules.type, ['current', 'next']), gte(assignments.dance_date, today)))
    .orderBy(asc(assignments.dance_date));
  return [...new Map(rows.map((row) => [row.dance_date, row])).values()];
}

async function requireMember(db: DbExecutor, memberId: number): Promise<void> {
  const [found] = await db.select({ id: members.id }).from(members).where(eq(members.id, memberId));
  if (!found) throw new AppError('NOT_FOUND', MEMBER_MESSAGES.memberNotFound);
}

/**
 * Issue 19: a member's availability as they set it (single nights from today, their ranges and rules, those their
 * partner set for both) and what it comes to: each upcoming club night they cannot serve, with the reason.
 */
export async function getMemberAvailability(db: DbExecutor, memberId: number): Promise<MemberAvailability> {
  await requireMember(db, memberId);
  const today = await clubToday(db);
  const singles = await db
    .select({ dance_date: memberUnavailability.dance_date })
    .from(memberUnavailability)
    .where(and(eq(memberUnavailability.member_id, memberId), gte(memberUnavailability.dance_date, today)))
    .orderBy(asc(memberUnavailability.dance_date));
  const nights = await upcomingLiveNights(db, today);
  const resolved = await resolveUnavailability(
    db,
    nights.map((night) => night.dance_date),
  );
  return {
    member_id: memberId,
    unavailable_dates: singles.map((row) => row.dance_date),
    away: (await listAwayRows(db, memberId)).filter(stillMatters(today)).map(stored),
    partner_away: (await listPartnerAwayRows(db, memberId))
      .filter(({ row }) => stillMatters(today)(row))
      .map(({ row, partner_name }) => ({ ...stored(row), partner_name })),
    unavailable_nights: nights.flatMap((night) => {
      const reason = resolved.get(night.dance_date)?.get(memberId);
      return reason === undefined ? [] : [{ ...night, reason }];
    }),
  };
}

const columnsOf = (entry: AwayEntryValue) => ({
  kind: entry.kind,
  start_date: entry.kind === 'range' ? entry.start_date : null,
  end_date: entry.kind === 'range' ? entry.end_date : null,
  nth: entry.kind === 'nth_weekday' ? entry.nth : null,
  weekday: entry.kind === 'nth_weekday' ? entry.weekday : null,
  month: entry.kind === 'month' ? entry.month : null,
  also_partner: entry.also_partner,
});

/**
 * Issue 19: replaces a member's ranges and rules with the list sent (the list read, changed and sent back), in one
 * transaction with its audit entry. Single nights are left as they are; they have their own toggle.
 */
export async function setMemberAway(ctx: Ctx, memberId: number, input: SetAwayInput): Promise<MemberAvailability> {
  const { away } = setAwayInputSchema.parse(input);
  await ctx.db.transaction(async (tx) => {
    await requireMember(tx, memberId);
    const before = await listAwayRows(tx, memberId);
    await tx.delete(memberAway).where(eq(memberAway.member_id, memberId));
    if (away.length > 0)
      await tx
        .insert(memberAway)
        .values(
          away.map((entry) => ({ ...columnsOf(entry), member_id: memberId, created_by_id: actorId(ctx.caller) })),
        );
    await recordAudit(tx, {
      actorId: actorId(ctx.caller),
      action: 'availability.set_away',
      entity: 'member',
      entityId: memberId,
      details: {
        before: before.map((row) => describeAway(awayEntryOf(row)) + (row.also_partner ? ' (also partner)' : '')),
        after: away.map((entry) => describeAway(entry) + (entry.also_partner ? ' (also partner)' : '')),
      },
    });
  });
  return getMemberAvailability(ctx.db, memberId);
}
