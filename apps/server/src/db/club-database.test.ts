import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgErrorCode } from '../lib/pg-errors.js';
import { useTestApp } from '../../test/harness.js';
import { createDatabase } from './client.js';
import { type ClubDatabase, clubDatabaseOf } from './club-database.js';
import { members, settings } from './schema/index.js';

// Issue 28: one connection serves many clubs in turn; what one transaction set for its club ends with it.
const t = useTestApp();

let pool: ReturnType<typeof createDatabase>;
let database: ClubDatabase;
beforeAll(() => {
  // The app's role, and one connection: every transaction below runs on the same session, one after the other.
  pool = createDatabase(t.config.databaseUrl!, { max: 1 });
  database = clubDatabaseOf(pool.db);
});
afterAll(async () => {
  await pool.sql.end();
});

const failureCode = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    return pgErrorCode(error);
  }
  return undefined;
};

describe("a pool of one connection shared by two clubs' transactions", () => {
  it('shows each transaction its own club only, and outside any club nothing at all', async () => {
    const other = await database.clubs.add({
      slug: 'other',
      name: 'Other Club',
      time_zone: 'Europe/Berlin',
      locale: 'de',
    });
    const home = t.club;
    const add = (clubId: number, first_name: string) =>
      database.inClub(clubId, (db) =>
        db
          .insert(members)
          .values({ first_name, last_name: 'Pool', email: `${first_name}@example.org` })
          .returning(),
      );
    const [ann] = await add(home.id, 'ann');
    const [bea] = await add(other.id, 'bea');
    await add(home.id, 'cai');
    expect(ann?.club_id).toBe(home.id);
    expect(bea?.club_id).toBe(other.id);

    const names = (clubId: number) =>
      database.inClub(clubId, async (db) =>
        (await db.select({ name: members.first_name }).from(members).where(eq(members.last_name, 'Pool'))).map(
          (row) => row.name,
        ),
      );
    expect((await names(home.id)).sort()).toEqual(['ann', 'cai']);
    expect(await names(other.id)).toEqual(['bea']);
    expect((await names(home.id)).sort()).toEqual(['ann', 'cai']);

    // A row of the other club cannot be changed or removed from this one, even by its id.
    const changed = await database.inClub(home.id, (db) =>
      db.update(members).set({ notes: 'taken' }).where(eq(members.id, bea!.id)).returning(),
    );
    expect(changed).toEqual([]);
    // Nor written there: row-level security refuses a row of another club (42501).
    expect(
      await failureCode(
        database.inClub(home.id, (db) =>
          db.insert(settings).values({ club_id: other.id, key: 'club_name', value: 'Hijacked' }),
        ),
      ),
    ).toBe('42501');

    // The same connection, no club set: no row is seen, and a row written there has no club, which row-level security
    // refuses before its not-null rule could.
    expect(await pool.db.select().from(members)).toEqual([]);
    expect(await pool.db.execute(sql`select current_setting('app.club_id', true) as club`)).toEqual([{ club: '' }]);
    expect(
      await failureCode(
        pool.db.insert(members).values({ first_name: 'Dee', last_name: 'Pool', email: 'dee@example.org' }),
      ),
    ).toBe('42501');
    expect(await failureCode(pool.db.insert(settings).values({ key: 'club_name', value: 'Nobody' }))).toBe('42501');
  });

  it('ends the club of a transaction that failed, before the next one takes the connection', async () => {
    const other = await database.clubs.add({ slug: 'failing', name: 'Failing', time_zone: 'UTC', locale: 'en' });
    await expect(
      database.inClub(other.id, async (db) => {
        await db.execute(sql`select 1`);
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect(await pool.db.execute(sql`select current_setting('app.club_id', true) as club`)).toEqual([{ club: '' }]);
  });
});
