import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { type HouseholdMember as HouseholdEntry, MEMBER_MESSAGES } from '@club/shared';
import type { DbExecutor } from '../../db/client.js';
import { members } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { diffFields } from '../audit/audit-diff.js';
import { recordAudit } from '../audit/audit.service.js';
import { CLEARED_COORDINATES, isMappableAddress } from '../geocoding/geocoding.service.js';

export type HouseholdMember = { id: number; name: string };

/**
 * Issue 25: the member's household, those who hear of each other's nights: their partner, and whoever shares their
 * inbox (addresses that differ only in case or spaces, as notify groups them). A "can't serve" by one of them often
 * holds for the other, so the decline asks about them, and a member may decline for them.
 */
export async function householdOf(db: DbExecutor, memberId: number): Promise<HouseholdMember[]> {
  return (await householdDetails(db, memberId)).map(({ id, name }) => ({ id, name }));
}

/** Issue 26: the household with the address each has now and why they belong to it, as My details lists them. */
export async function householdDetails(db: DbExecutor, memberId: number): Promise<HouseholdEntry[]> {
  const [self] = await db
    .select({ email: members.email, partner_id: members.partner_id })
    .from(members)
    .where(eq(members.id, memberId));
  if (!self) return [];
  const inbox = self.email.trim().toLowerCase();
  const sharesInbox = inbox === '' ? sql<boolean>`false` : sql<boolean>`lower(trim(${members.email})) = ${inbox}`;
  const isPartner = self.partner_id === null ? sql<boolean>`false` : eq(members.id, self.partner_id);
  const rows = await db
    .select({
      id: members.id,
      first: members.first_name,
      last: members.last_name,
      address: members.address,
      is_partner: sql<boolean>`${isPartner}`,
      shares_inbox: sql<boolean>`${sharesInbox}`,
    })
    .from(members)
    .where(and(ne(members.id, memberId), or(isPartner, sharesInbox)))
    .orderBy(asc(members.first_name), asc(members.id));
  return rows.map(({ first, last, ...row }) => ({ ...row, name: `${first} ${last}` }));
}

type HouseholdMove = { memberId: number; ids: readonly number[]; address: string | null; actorId: number | null };

/**
 * Issue 26: a member's new address given to the household members they chose, inside the member's own update. Only
 * their household may be named (the server's rule, whoever calls), read before the update changes who that is; each
 * whose address really changes loses the old coordinates and is audited as an edit of their own. Answers the ids
 * to place on the map once the change has committed.
 */
export async function moveHousehold(tx: DbExecutor, move: HouseholdMove): Promise<number[]> {
  if (move.ids.length === 0) return [];
  const household = new Set((await householdDetails(tx, move.memberId)).map((person) => person.id));
  if (move.ids.some((id) => !household.has(id))) {
    throw new AppError('FORBIDDEN', MEMBER_MESSAGES.householdOnly, {
      fieldErrors: { household_ids: MEMBER_MESSAGES.householdOnly },
    });
  }
  const moving = await tx
    .select()
    .from(members)
    .where(inArray(members.id, [...move.ids]))
    .orderBy(asc(members.id))
    .for('update');
  const moved: number[] = [];
  for (const person of moving) {
    if (person.address === move.address) continue;
    await tx
      .update(members)
      .set({ address: move.address, ...CLEARED_COORDINATES, updated_at: sql`now()` })
      .where(eq(members.id, person.id));
    await recordAudit(tx, {
      actorId: move.actorId,
      action: 'member.update',
      entity: 'member',
      entityId: person.id,
      details: {
        name: `${person.first_name} ${person.last_name}`,
        changes: diffFields(person, { address: move.address }),
        household_of: move.memberId,
      },
    });
    if (isMappableAddress(move.address)) moved.push(person.id);
  }
  return moved;
}
