import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import {
  type AwayEntry,
  type AwayEntryValue,
  awayCovers,
  type Locale,
  type Unavailability,
  unavailabilityInWords,
} from '@club/shared';
import type { DbExecutor } from '../../../db/client.js';
import { memberAway, members, memberUnavailability } from '../../../db/schema/index.js';

/** dance_date → member id → why that member cannot serve that night, as facts each reader is told in their words. */
export type UnavailableReasons = Map<string, Map<number, Unavailability>>;

export type AwayRow = typeof memberAway.$inferSelect;

/** A column the table's `member_away_kind_fields` check fills for this row's kind. */
function filled<T>(value: T | null, column: string): T {
  if (value === null) throw new Error(`member_away.${column} is empty although the row's kind requires it.`);
  return value;
}

/** A stored row as the shared shape the rules are read from. */
export function awayEntryOf(row: AwayRow): AwayEntry {
  const also_partner = row.also_partner;
  switch (row.kind) {
    case 'range':
      return {
        kind: 'range',
        start_date: filled(row.start_date, 'start_date'),
        end_date: filled(row.end_date, 'end_date'),
        also_partner,
      };
    case 'nth_weekday':
      return {
        kind: 'nth_weekday',
        nth: filled(row.nth, 'nth'),
        weekday: filled(row.weekday, 'weekday'),
        also_partner,
      };
    case 'month':
      return { kind: 'month', month: filled(row.month, 'month'), also_partner };
  }
}

/**
 * Issue 19: the one answer to "who cannot serve which of these nights, and why". Single nights marked unavailable
 * (issue 9), date ranges and repeating rules, and those a partner marked "also for my partner" (the owner's partner
 * at the time asked, so a new partnership is covered and an ended one is not). Auto-fill, swap offers, the
 * assignment editor, My duties and the fairness report all read it. When several apply, the member's own single
 * night wins, then their own ranges and rules, then their partner's.
 */
export async function resolveUnavailability(db: DbExecutor, dates: readonly string[]): Promise<UnavailableReasons> {
  const wanted = [...new Set(dates)];
  const byNight: UnavailableReasons = new Map();
  if (wanted.length === 0) return byNight;
  const mark = (date: string, memberId: number, reason: Unavailability) => {
    const night = byNight.get(date) ?? new Map<number, Unavailability>();
    if (!night.has(memberId)) night.set(memberId, reason);
    byNight.set(date, night);
  };
  const singles = await db
    .select({ member_id: memberUnavailability.member_id, dance_date: memberUnavailability.dance_date })
    .from(memberUnavailability)
    .where(inArray(memberUnavailability.dance_date, wanted));
  for (const row of singles) mark(row.dance_date, row.member_id, { kind: 'marked' });

  const away = await db
    .select({
      row: memberAway,
      partner_id: members.partner_id,
      owner: members.first_name,
      owner_last: members.last_name,
    })
    .from(memberAway)
    .innerJoin(members, eq(members.id, memberAway.member_id));
  const entries = away.map((item) => ({ ...item, entry: awayEntryOf(item.row) }));
  for (const date of wanted.sort()) {
    for (const { row, entry } of entries)
      if (awayCovers(entry, date)) mark(date, row.member_id, { kind: 'away', entry });
    for (const { entry, partner_id, owner, owner_last } of entries)
      if (entry.also_partner && partner_id !== null && awayCovers(entry, date))
        mark(date, partner_id, { kind: 'partner', entry, partner_name: `${owner} ${owner_last}` });
  }
  return byNight;
}

/**
 * Issue 9, now over the resolved set: the members who cannot serve this night, and why, for the assignment editor;
 * the reason in the caller's language (issue 29), as the answer's `reason` is a text.
 */
export async function listUnavailableReasons(
  db: DbExecutor,
  danceDate: string,
  locale: Locale,
): Promise<{ member_id: number; reason: string }[]> {
  const night = (await resolveUnavailability(db, [danceDate])).get(danceDate) ?? new Map<number, Unavailability>();
  return [...night]
    .map(([member_id, cause]) => ({ member_id, reason: unavailabilityInWords(cause, danceDate, locale) }))
    .sort((a, b) => a.member_id - b.member_id);
}

/** Who cannot serve on each of these nights (dance_date → member ids), for auto-fill. */
export async function mapUnavailableNights(
  db: DbExecutor,
  dates: readonly string[],
): Promise<Map<string, Set<number>>> {
  const resolved = await resolveUnavailability(db, dates);
  return new Map([...resolved].map(([date, night]) => [date, new Set(night.keys())]));
}

/** The ranges and rules a member keeps for themself. */
export async function listAwayRows(db: DbExecutor, memberId: number): Promise<AwayRow[]> {
  return db.select().from(memberAway).where(eq(memberAway.member_id, memberId)).orderBy(memberAway.id);
}

/** The ranges and rules the member's partner marked for both of them. */
export async function listPartnerAwayRows(
  db: DbExecutor,
  memberId: number,
): Promise<{ row: AwayRow; partner_name: string }[]> {
  const rows = await db
    .select({ row: memberAway, first: members.first_name, last: members.last_name })
    .from(memberAway)
    .innerJoin(members, eq(members.id, memberAway.member_id))
    .where(and(eq(members.partner_id, memberId), eq(memberAway.also_partner, true)))
    .orderBy(memberAway.id);
  return rows.map(({ row, first, last }) => ({ row, partner_name: `${first} ${last}` }));
}

/** Issue 9: marks a single night the member cannot serve; answers whether the mark is new. */
export async function markUnavailable(tx: DbExecutor, memberId: number, date: string): Promise<boolean> {
  const marked = await tx
    .insert(memberUnavailability)
    .values({ member_id: memberId, dance_date: date })
    .onConflictDoNothing()
    .returning({ id: memberUnavailability.id });
  return marked.length > 0;
}

/** Takes a single night's mark away; answers whether there was one. */
export async function unmarkUnavailable(tx: DbExecutor, memberId: number, date: string): Promise<boolean> {
  const removed = await tx
    .delete(memberUnavailability)
    .where(and(eq(memberUnavailability.member_id, memberId), eq(memberUnavailability.dance_date, date)))
    .returning({ id: memberUnavailability.id });
  return removed.length > 0;
}

/** The single nights the member marked, from `from` on, in date order. */
export async function singleMarksFrom(db: DbExecutor, memberId: number, from: string): Promise<string[]> {
  const rows = await db
    .select({ dance_date: memberUnavailability.dance_date })
    .from(memberUnavailability)
    .where(and(eq(memberUnavailability.member_id, memberId), gte(memberUnavailability.dance_date, from)))
    .orderBy(asc(memberUnavailability.dance_date));
  return rows.map((row) => row.dance_date);
}

const awayColumns = (entry: AwayEntryValue) => ({
  kind: entry.kind,
  start_date: entry.kind === 'range' ? entry.start_date : null,
  end_date: entry.kind === 'range' ? entry.end_date : null,
  nth: entry.kind === 'nth_weekday' ? entry.nth : null,
  weekday: entry.kind === 'nth_weekday' ? entry.weekday : null,
  month: entry.kind === 'month' ? entry.month : null,
  also_partner: entry.also_partner,
});

/** Issue 19: replaces the member's ranges and rules with `entries`; answers the rows there were before. */
export async function replaceAway(
  tx: DbExecutor,
  memberId: number,
  entries: readonly AwayEntryValue[],
  createdBy: number,
): Promise<AwayRow[]> {
  const before = await listAwayRows(tx, memberId);
  await tx.delete(memberAway).where(eq(memberAway.member_id, memberId));
  if (entries.length > 0)
    await tx
      .insert(memberAway)
      .values(entries.map((entry) => ({ ...awayColumns(entry), member_id: memberId, created_by_id: createdBy })));
  return before;
}
