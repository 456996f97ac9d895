import { sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/client.js';
import { members } from '../../../db/schema/index.js';
import { CLEARED_COORDINATES } from '../../geocoding/geocoding.service.js';
import { adminRole } from '../admin-role.js';
import type { RosterRow } from './roster-row.js';
import { CONTACT_FIELDS, type MatchedRow, type MemberRow } from './plan-import.js';
import type { LinkPlan, WrittenRow } from './plan-links.js';

/**
 * The writes of an import plan as set-based statements: new members in multi-row inserts, updates and links each as
 * one `UPDATE … FROM` a list of rows per kind. The list travels as one JSON parameter (`jsonb_to_recordset`), not as
 * `VALUES ($1, $2), …`: Postgres takes at most 65,535 parameters per statement, and planning a statement with tens
 * of thousands of them took longer than the write itself (1.1 s for 10,000 partner links, issue 18). Lists are still
 * cut at ROWS_PER_STATEMENT so one statement never carries a whole 100 MB file; `beforeEach` runs before every
 * statement (the import's deadline).
 */
const ROWS_PER_STATEMENT = 10_000;

type BeforeStatement = () => void;

async function inChunks<T>(
  items: T[],
  beforeEach: BeforeStatement,
  write: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < items.length; start += ROWS_PER_STATEMENT) {
    beforeEach();
    await write(items.slice(start, start + ROWS_PER_STATEMENT));
  }
}

/** A list of rows as a table with the given column types, for `from … as v`. */
const rowsOf = (rows: object[], columns: string) =>
  sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(${sql.raw(columns)})`;

function newMemberValues(row: RosterRow) {
  return {
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone ?? null,
    phone_e164: row.phone_e164 ?? null,
    address: row.address ?? null,
    birthday: row.birthday ?? null,
    status: row.status ?? 'assignable',
    ...adminRole(false),
    notes: row.notes ?? null,
  } satisfies typeof members.$inferInsert;
}

// The columns an import fills for a new member, with their types to read them from the JSON rows.
const NEW_MEMBER_COLUMNS: Record<keyof ReturnType<typeof newMemberValues>, string> = {
  first_name: 'varchar',
  last_name: 'varchar',
  email: 'varchar',
  phone: 'varchar',
  phone_e164: 'varchar',
  address: 'varchar',
  birthday: 'varchar',
  status: 'member_status',
  role: 'member_role',
  is_admin: 'boolean',
  notes: 'text',
};
const NEW_MEMBER_NAMES = Object.keys(NEW_MEMBER_COLUMNS).join(', ');
const NEW_MEMBER_TYPES = Object.entries(NEW_MEMBER_COLUMNS)
  .map(([name, type]) => `${name} ${type}`)
  .join(', ');

const identity = (member: Pick<MemberRow, 'first_name' | 'last_name' | 'email'>) =>
  `${member.first_name}\u0000${member.last_name}\u0000${member.email}`.toLowerCase();

/** New members, each beside the row it was made from, in the order of `rows`. */
export async function insertMembers(
  tx: Transaction,
  rows: RosterRow[],
  beforeEach: BeforeStatement,
): Promise<WrittenRow[]> {
  const created = new Map<string, MemberRow>();
  await inChunks(rows, beforeEach, async (chunk) => {
    const inserted = await tx.execute<MemberRow>(
      sql`insert into ${members} (${sql.raw(NEW_MEMBER_NAMES)})
        select ${sql.raw(NEW_MEMBER_NAMES)} from ${rowsOf(chunk.map(newMemberValues), NEW_MEMBER_TYPES)} returning *`,
    );
    for (const member of inserted) created.set(identity(member), member);
  });
  return rows.map((row) => {
    const member = created.get(identity(row));
    if (!member) throw new Error('The insert answered no member for a row it was given.');
    return { row, member };
  });
}

// The column type of each contact field, to read it back from the JSON of changes.
const CONTACT_TYPES: Record<(typeof CONTACT_FIELDS)[number], string> = {
  phone: 'varchar',
  phone_e164: 'varchar',
  address: 'varchar',
  birthday: 'varchar',
  status: 'member_status',
  notes: 'text',
};

/**
 * Each member's changed contact fields, as a JSON object per member so one statement sets any mix of fields; a moved
 * address clears the map coordinates, as on the Members page.
 */
export async function updateContactFields(
  tx: Transaction,
  matched: MatchedRow[],
  beforeEach: BeforeStatement,
): Promise<void> {
  const changed = matched
    .filter(({ changes }) => Object.keys(changes).length > 0)
    .map(({ member, changes }) => ({ id: member.id, changes }));
  const kept = (column: string) => sql`${members}.${sql.identifier(column)}`;
  const assignments = [
    ...CONTACT_FIELDS.map(
      (field) =>
        sql`${sql.identifier(field)} = case when v.changes ? ${field} then (v.changes ->> ${field})::${sql.raw(CONTACT_TYPES[field])} else ${kept(field)} end`,
    ),
    ...Object.keys(CLEARED_COORDINATES).map(
      (column) => sql`${sql.identifier(column)} = case when v.changes ? 'address' then null else ${kept(column)} end`,
    ),
    sql`updated_at = now()`,
  ];
  await inChunks(changed, beforeEach, (chunk) =>
    tx.execute(sql`update ${members} set ${sql.join(assignments, sql`, `)}
      from ${rowsOf(chunk, 'id int, changes jsonb')}
      where ${members.id} = v.id`),
  );
}

/** The partner and friend links that change, one statement per kind. */
export async function setLinks(
  tx: Transaction,
  links: Pick<LinkPlan, 'partners' | 'friends'>,
  beforeEach: BeforeStatement,
): Promise<void> {
  const kinds = [
    { column: 'partner_id', rows: links.partners.map(({ id, partner_id }) => ({ id, target: partner_id })) },
    { column: 'friend_id', rows: links.friends.map(({ id, friend_id }) => ({ id, target: friend_id })) },
  ];
  for (const { column, rows } of kinds) {
    await inChunks(rows, beforeEach, (chunk) =>
      tx.execute(sql`update ${members} set ${sql.identifier(column)} = v.target
        from ${rowsOf(chunk, 'id int, target int')}
        where ${members.id} = v.id`),
    );
  }
}
