import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../src/db/client.js';
import { listClubTables, qualifiedName } from '../src/modules/maintenance/club-tables.js';

/** Row count and a hash of the contents of every club table, to prove a series of requests changed nothing. */
export type TableSnapshot = Record<string, { rows: number; hash: string }>;

export async function snapshotTables(db: DbExecutor): Promise<TableSnapshot> {
  const snapshot: TableSnapshot = {};
  // Read from the catalog, so a table a later migration adds is watched without anyone listing it here.
  for (const table of await listClubTables(db)) {
    const [row] = await db.execute<{ rows: number; hash: string }>(
      sql.raw(
        `select count(*)::int as rows, coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '') as hash from ${qualifiedName(table)} t`,
      ),
    );
    snapshot[table.name] = row!;
  }
  return snapshot;
}
