import { and, isNotNull, isNull, sql } from 'drizzle-orm';
import { readPhone } from '@club/shared/phone-numbers';
import type { DbExecutor } from '../../db/client.js';
import { members } from '../../db/schema/index.js';

/** The E.164 form of a typed number read in the club's country; null when there is none or it cannot be read. */
export function e164Of(phone: string | null | undefined, country: string | undefined): string | null {
  return phone ? (readPhone(phone, country)?.e164 ?? null) : null;
}

// One statement carries at most this many members, as the import's statements do.
const ROWS_PER_STATEMENT = 10_000;

/**
 * Issue 26: reads members' typed numbers again in the club's country and stores the E.164 forms that changed: all of
 * them when the country changes (030 1234567 is a Berlin number only in Germany), or only those never read yet (the
 * members from before the column, at start). Answers how many changed.
 */
export async function rereadPhones(
  db: DbExecutor,
  country: string | undefined,
  { onlyUnread }: { onlyUnread: boolean },
): Promise<number> {
  const withPhone = await db
    .select({ id: members.id, phone: members.phone, phone_e164: members.phone_e164 })
    .from(members)
    .where(and(isNotNull(members.phone), onlyUnread ? isNull(members.phone_e164) : undefined));
  const changed = withPhone
    .map(({ id, phone, phone_e164 }) => ({ id, before: phone_e164, e164: e164Of(phone, country) }))
    .filter(({ before, e164 }) => before !== e164)
    .map(({ id, e164 }) => ({ id, e164 }));
  for (let start = 0; start < changed.length; start += ROWS_PER_STATEMENT) {
    const rows = JSON.stringify(changed.slice(start, start + ROWS_PER_STATEMENT));
    await db.execute(sql`update ${members} set phone_e164 = v.e164
      from jsonb_to_recordset(${rows}::jsonb) as v(id int, e164 varchar)
      where ${members.id} = v.id`);
  }
  return changed.length;
}
