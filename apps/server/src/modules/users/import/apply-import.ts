import { type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/client.js';
import { members } from '../../../db/schema/index.js';
import { adminRole } from '../admin-role.js';
import type { RosterRow } from './parse-roster.js';
import { CONTACT_FIELDS, type MatchedRow, type MemberRow } from './plan-import.js';
import type { LinkPlan } from './plan-links.js';

/**
 * The writes of an import plan as set-based statements: new members in multi-row inserts, updates and links each as
 * one `UPDATE … FROM (VALUES …)` per kind. Postgres takes at most 65,535 parameters per statement, so a list longer
 * than that allows is split; `beforeEach` runs before every statement (the import's deadline).
 */
const MAX_PARAMETERS = 60_000;

type BeforeStatement = () => void;

function inChunks<T>(items: T[], parametersPerItem: number): T[][] {
  const size = Math.floor(MAX_PARAMETERS / parametersPerItem);
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/** `(v1::type1, v2::type2), …`: every value cast, so a null or a text still has the column's type. */
function valuesList(rows: unknown[][], types: string[]): SQL {
  return sql.join(
    rows.map((row) => sql`(${sql.join(row.map((value, index) => sql`${value}::${sql.raw(types[index]!)}`), sql`, `)})`),
    sql`, `,
  );
}

function newMemberValues(row: RosterRow): typeof members.$inferInsert {
  return {
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone ?? null,
    address: row.address ?? null,
    birthday: row.birthday ?? null,
    status: row.status ?? 'assignable',
    ...adminRole(false),
    notes: row.notes ?? null,
  };
}

const identity = (member: Pick<MemberRow, 'first_name' | 'last_name' | 'email'>) =>
  `${member.first_name}\u0000${member.last_name}\u0000${member.email}`.toLowerCase();

/** New members, answered in the order of `rows`. */
export async function insertMembers(tx: Transaction, rows: RosterRow[], beforeEach: BeforeStatement): Promise<MemberRow[]> {
  if (rows.length === 0) return [];
  const created = new Map<string, MemberRow>();
  for (const batch of inChunks(rows, Object.keys(newMemberValues(rows[0]!)).length)) {
    beforeEach();
    for (const member of await tx.insert(members).values(batch.map(newMemberValues)).returning()) created.set(identity(member), member);
  }
  return rows.map((row) => created.get(identity(row))!);
}

/**
 * Each member's changed contact fields, as a JSON object per member so one statement sets any mix of fields; a moved
 * address clears the map coordinates, as on the Members page.
 */
export async function updateContactFields(tx: Transaction, matched: MatchedRow[], beforeEach: BeforeStatement): Promise<void> {
  const changed = matched.filter(({ changes }) => Object.keys(changes).length > 0);
  const assign = (field: (typeof CONTACT_FIELDS)[number], type: string) =>
    sql`${sql.identifier(field)} = case when v.changes ? ${field} then (v.changes ->> ${field})::${sql.raw(type)} else ${members}.${sql.identifier(field)} end`;
  const clear = (column: 'latitude' | 'longitude' | 'geocoded_at') =>
    sql`${sql.identifier(column)} = case when v.changes ? 'address' then null else ${members}.${sql.identifier(column)} end`;
  for (const chunk of inChunks(changed, 2)) {
    beforeEach();
    await tx.execute(sql`
      update ${members} set
        ${assign('phone', 'varchar')}, ${assign('address', 'varchar')}, ${assign('birthday', 'varchar')},
        ${assign('status', 'member_status')}, ${assign('notes', 'text')},
        ${clear('latitude')}, ${clear('longitude')}, ${clear('geocoded_at')}, updated_at = now()
      from (values ${valuesList(
        chunk.map(({ member, changes }) => [member.id, JSON.stringify(changes)]),
        ['int', 'jsonb'],
      )}) as v(id, changes)
      where ${members.id} = v.id`);
  }
}

/** The partner and friend links that change, one statement per kind. */
export async function setLinks(tx: Transaction, links: Pick<LinkPlan, 'partners' | 'friends'>, beforeEach: BeforeStatement): Promise<void> {
  const kinds = [
    { column: 'partner_id', rows: links.partners.map(({ id, partner_id }) => [id, partner_id]) },
    { column: 'friend_id', rows: links.friends.map(({ id, friend_id }) => [id, friend_id]) },
  ];
  for (const { column, rows } of kinds) {
    for (const chunk of inChunks(rows, 2)) {
      beforeEach();
      await tx.execute(sql`
        update ${members} set ${sql.identifier(column)} = v.target
        from (values ${valuesList(chunk, ['int', 'int'])}) as v(id, target)
        where ${members.id} = v.id`);
    }
  }
}
