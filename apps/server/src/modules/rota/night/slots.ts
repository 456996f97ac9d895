import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { SQUAREHEAD_FIELDS, type SquareheadField } from '@club/shared';
import { assignments } from '../../../db/schema/index.js';

/**
 * The one place that knows a night's four squarehead columns (SPEC §9: four slots per dance date). Everything else
 * asks who holds a slot, whether a member does, and which slots are empty.
 */

/** A night's row on a schedule: its date, its four slots and its details (issue 19). */
export type NightRow = typeof assignments.$inferSelect;
type Slots = Pick<NightRow, SquareheadField>;

/** Who serves the night, each once: SPEC §5 lets an administrator save the same person in two slots. */
export function slotHolders(row: Slots): number[] {
  return [...new Set(SQUAREHEAD_FIELDS.map((field) => row[field]))].filter((id): id is number => id !== null);
}

export function holdsSlot(row: Slots, memberId: number): boolean {
  return SQUAREHEAD_FIELDS.some((field) => row[field] === memberId);
}

/** The member's slot number (1–4), or 0 when they hold none. */
export function slotNumberOf(row: Slots, memberId: number): number {
  return SQUAREHEAD_FIELDS.findIndex((field) => row[field] === memberId) + 1;
}

export function emptySlots(row: Slots): SquareheadField[] {
  return SQUAREHEAD_FIELDS.filter((field) => row[field] === null);
}

/** The slot columns as the row holds them, for an update that keeps them or an audit entry that names them. */
export function slotValues(row: Slots): Record<SquareheadField, number | null> {
  return Object.fromEntries(SQUAREHEAD_FIELDS.map((field) => [field, row[field]])) as Record<
    SquareheadField,
    number | null
  >;
}

/** The slots as a partial update leaves them: a slot left out keeps its holder, null empties it (API.md PUT). */
export function slotsAfter(
  row: Slots,
  patch: Partial<Record<SquareheadField, number | null>>,
): Record<SquareheadField, number | null> {
  return Object.fromEntries(
    SQUAREHEAD_FIELDS.map((field) => [field, patch[field] === undefined ? row[field] : patch[field]]),
  ) as Record<SquareheadField, number | null>;
}

/** The slots a change fills with someone who was not on the night before, with who that is. */
export function newlyFilled(before: Slots, after: Slots): { field: SquareheadField; member_id: number }[] {
  return SQUAREHEAD_FIELDS.flatMap((field) => {
    const memberId = after[field];
    return memberId === null || holdsSlot(before, memberId) ? [] : [{ field, member_id: memberId }];
  });
}

/** The update that puts `to` (or nobody) in every slot `from` holds; empty when they hold none. */
export function slotsHandedOver(
  row: Slots,
  from: number,
  to: number | null,
): Partial<Record<SquareheadField, number | null>> {
  const changes: Partial<Record<SquareheadField, number | null>> = {};
  for (const field of SQUAREHEAD_FIELDS) if (row[field] === from) changes[field] = to;
  return changes;
}

/** SQL: the member (a column or a value) holds a slot of the `assignments` row the query is on. */
export function servesSql(memberId: AnyColumn | SQL | number): SQL<boolean> {
  return sql<boolean>`${memberId} in (${sql.join(
    SQUAREHEAD_FIELDS.map((field) => assignments[field]),
    sql`, `,
  )})`;
}
