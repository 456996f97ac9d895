import { inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client.js';
import { members } from '../../../db/schema/index.js';
import { type NightRow, slotHolders } from './slots.js';

export type NamedHolder = { id: number; name: string };

/** Everyone serving these nights by name ("First Last"), one query for all of them. */
export async function holderNames(db: DbExecutor, nights: readonly NightRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(nights.flatMap(slotHolders))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, first: members.first_name, last: members.last_name })
    .from(members)
    .where(inArray(members.id, ids));
  return new Map(rows.map((member) => [member.id, `${member.first} ${member.last}`]));
}

/** The night's squareheads in slot order, named from `names`. */
export function namedHolders(night: NightRow, names: ReadonlyMap<number, string>): NamedHolder[] {
  return slotHolders(night).map((id) => ({ id, name: names.get(id) ?? '' }));
}
