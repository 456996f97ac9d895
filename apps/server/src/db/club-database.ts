import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from './client.js';
import { appRoleProblems } from './database-roles.js';
import { rawClientOf } from './raw-client.js';
import { clubHosts, clubs } from './schema/index.js';

export type Club = typeof clubs.$inferSelect;
export type NewClub = Pick<typeof clubs.$inferInsert, 'slug' | 'name' | 'time_zone' | 'locale'>;

/**
 * Issue 28: the only way to the database. Everything a club owns is read and written inside `inClub`, a transaction
 * that has set `app.club_id`, so row-level security shows it that club's rows and files what it writes there; a query
 * anywhere else sees no club row at all. The register of clubs is read before any club is known (which club a path or
 * host names) and has no club of its own. The pool itself never leaves `db/`.
 */
/** A unit of work that must see one moment of every table (a backup) asks for it before its first statement. */
export type UnitOptions = { isolationLevel?: 'repeatable read' };

export type ClubDatabase = {
  inClub<T>(clubId: number, work: (db: Transaction) => Promise<T>, options?: UnitOptions): Promise<T>;
  /**
   * A transaction of no club, for the deployment's own tables (operators' links, its outbox, the sign-in limits):
   * every club table shows it no row and refuses what it writes.
   */
  inDeployment<T>(work: (db: Transaction) => Promise<T>): Promise<T>;
  clubs: ClubRegistry;
  /** One round trip to the database, for the status routes: its version and clock, no club's rows. */
  ping(): Promise<{ version: string; now: string }>;
  /** Why the policies might not hold for the app's own role (database-roles.ts); empty when they hold. */
  roleProblems(): Promise<string[]>;
};

export type ClubRegistry = {
  all(): Promise<Club[]>;
  byId(id: number): Promise<Club | undefined>;
  bySlug(slug: string): Promise<Club | undefined>;
  byHost(host: string): Promise<Club | undefined>;
  add(club: NewClub): Promise<Club>;
  update(id: number, changes: Partial<Pick<Club, 'name' | 'time_zone' | 'locale' | 'suspended_at'>>): Promise<void>;
  /** Called after this process adds or changes a club, so what it keeps of the register follows at once. */
  onChange(listener: () => void): () => void;
};

/** Runs `work` as one transaction of the club; the setting ends with the transaction. */
export function clubTransaction<T>(
  db: Database,
  clubId: number,
  work: (tx: Transaction) => Promise<T>,
  options?: UnitOptions,
): Promise<T> {
  return db.transaction(
    async (tx) => {
      // Started, not awaited: postgres.js sends a transaction's statements in the order they start, so the setting
      // travels in the same write as the unit's first statement and precedes it, one round trip fewer per unit.
      const naming = rawClientOf(tx)`select set_config('app.club_id', ${String(clubId)}, true)`.execute();
      const [result] = await Promise.all([work(tx), naming]);
      return result;
    },
    // drizzle writes a SET TRANSACTION for any options object, an empty one too.
    options?.isolationLevel ? options : undefined,
  );
}

function registryOf(db: Database): ClubRegistry {
  const first = (rows: Club[]) => rows[0];
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  return {
    all: () => db.select().from(clubs).orderBy(asc(clubs.id)),
    byId: async (id) => first(await db.select().from(clubs).where(eq(clubs.id, id))),
    bySlug: async (slug) =>
      first(
        await db
          .select()
          .from(clubs)
          .where(sql`lower(${clubs.slug}) = lower(${slug})`),
      ),
    byHost: async (host) =>
      first(
        await db
          .select({ club: clubs })
          .from(clubHosts)
          .innerJoin(clubs, eq(clubs.id, clubHosts.club_id))
          .where(eq(clubHosts.host, host.toLowerCase()))
          .then((rows) => rows.map((row) => row.club)),
      ),
    add: async (club) => {
      const [added] = await db.insert(clubs).values(club).returning();
      if (!added) throw new Error('The club was not added');
      changed();
      return added;
    },
    update: async (id, changes) => {
      await db.update(clubs).set(changes).where(eq(clubs.id, id));
      changed();
    },
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function clubDatabaseOf(db: Database): ClubDatabase {
  return {
    inClub: (clubId, work, options) => clubTransaction(db, clubId, work, options),
    inDeployment: (work) => db.transaction(work),
    clubs: registryOf(db),
    ping: async () => {
      const [row] = await db.execute<{ version: string; now: string }>(
        sql`select current_setting('server_version') as version, now()::text as now`,
      );
      if (!row) throw new Error('The database answered no row');
      return row;
    },
    roleProblems: () => appRoleProblems(rawClientOf(db)),
  };
}
