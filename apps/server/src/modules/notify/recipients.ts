import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { members } from '../../db/schema/index.js';
import { groupByInbox } from '../../lib/inbox.js';
import type { Inbox, Person } from './template.js';

const PERSON = {
  id: members.id,
  first_name: members.first_name,
  last_name: members.last_name,
  email: members.email,
  locale: members.locale,
};
type Row = { id: number; first_name: string; last_name: string; email: string; locale: string | null };
const personOf = (row: Row): Person => ({
  id: row.id,
  name: `${row.first_name} ${row.last_name}`,
  first_name: row.first_name,
  email: row.email,
  locale: row.locale,
});
// A member without an address cannot be told anything by e-mail.
const hasAddress = ne(members.email, '');

/**
 * These members, those with an address only: in the order given (whoever the workflow named first is named first),
 * or by last and first name, as the rota's e-mails list people.
 */
export async function findPeople(
  db: DbExecutor,
  ids: readonly number[],
  order: 'given' | 'by_name' = 'given',
): Promise<Person[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const rows = await db
    .select(PERSON)
    .from(members)
    .where(and(inArray(members.id, wanted), hasAddress))
    .orderBy(asc(members.last_name), asc(members.first_name), asc(members.id));
  const people = rows.map(personOf);
  if (order === 'by_name') return people;
  return wanted.flatMap((id) => people.filter((person) => person.id === id));
}

/** Every member with an address, by last and first name. */
export async function everyoneWithAddress(db: DbExecutor): Promise<Person[]> {
  const rows = await db
    .select(PERSON)
    .from(members)
    .where(hasAddress)
    .orderBy(asc(members.last_name), asc(members.first_name), asc(members.id));
  return rows.map(personOf);
}

/** The administrators with an address, oldest account first. */
export async function administrators(db: DbExecutor): Promise<Person[]> {
  const rows = await db
    .select(PERSON)
    .from(members)
    .where(and(eq(members.is_admin, true), hasAddress))
    .orderBy(asc(members.id));
  return rows.map(personOf);
}

/** One e-mail per shared address (issue 17, decision 029), to the first member's address as written. */
export function byInbox(people: readonly Person[], part = ''): Inbox[] {
  return groupByInbox(people, (person) => person.email).map((inbox) => ({ to: inbox[0].email, people: inbox, part }));
}

export const namesOf = (to: Inbox) => to.people.map((person) => person.name);

/** "First Last" of members whether or not they have an address, for e-mails that are about them. */
export async function nameOf(db: DbExecutor, id: number): Promise<string | undefined> {
  const [row] = await db.select(PERSON).from(members).where(eq(members.id, id));
  return row ? personOf(row).name : undefined;
}
