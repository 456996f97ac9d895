import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';

/**
 * The club's tables as the database catalog describes them, so a table added by a later migration is backed up and
 * restored without anyone remembering to list it. Only the `public` schema holds club data (pg-boss keeps its queue
 * in `pgboss` and drizzle its migration journal in `drizzle`), and only its tables under row-level security are a
 * club's own (issue 28): the register of clubs is not.
 */
export type ClubColumn = {
  name: string;
  /** The SQL type as `format_type` spells it, e.g. `character varying(100)` or `member_status`. */
  type: string;
  is_json: boolean;
  /** The sequence behind a serial or identity column. */
  sequence: string | null;
};
export type ClubTable = { name: string; columns: ClubColumn[]; primary_key: string[]; references: string[] };

/**
 * Tables of the `public` schema that are no club data to keep: the text of e-mails waiting in the outbox holds
 * one-time sign-in, confirm and swap links, which a backup must not carry (decisions 015 and 044). A restored e-mail
 * that was still waiting is listed as failed, its text not kept.
 */
export const LEFT_OUT_OF_BACKUPS = ['notify_bodies'] as const;

export async function listClubTables(db: DbExecutor): Promise<ClubTable[]> {
  const rows = await db.execute<ClubTable>(sql`
    select c.relname::text as name,
      (select json_agg(json_build_object(
                'name', a.attname,
                'type', format_type(a.atttypid, a.atttypmod),
                'is_json', a.atttypid in ('json'::regtype, 'jsonb'::regtype),
                'sequence', pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname))
              order by a.attnum)
         from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns,
      coalesce((select json_agg(a.attname order by array_position(i.indkey::int2[], a.attnum))
                  from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
                 where i.indrelid = c.oid and i.indisprimary), '[]') as primary_key,
      -- A table's references to itself (members.partner_id) do not constrain the order of tables.
      coalesce((select json_agg(distinct r.relname)
                  from pg_constraint f join pg_class r on r.oid = f.confrelid
                 where f.conrelid = c.oid and f.contype = 'f' and f.confrelid <> c.oid), '[]') as references
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition and c.relrowsecurity
      and c.relname not in ${LEFT_OUT_OF_BACKUPS}
    order by c.relname`);
  return [...rows];
}

/** Tables ordered so that every table comes after the tables its foreign keys point at. */
export function inInsertOrder(tables: ClubTable[]): ClubTable[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const state = new Map<string, 'visiting' | 'done'>();
  const ordered: ClubTable[] = [];
  const visit = (table: ClubTable) => {
    if (state.get(table.name) === 'done') return;
    if (state.get(table.name) === 'visiting') {
      throw new Error(`The foreign keys of ${table.name} form a cycle; restore cannot order its tables.`);
    }
    state.set(table.name, 'visiting');
    for (const name of table.references) {
      const referenced = byName.get(name);
      if (referenced) visit(referenced);
    }
    state.set(table.name, 'done');
    ordered.push(table);
  };
  tables.forEach(visit);
  return ordered;
}

/** A double-quoted SQL identifier; catalog names are trusted, but quoting keeps odd ones (capitals, spaces) exact. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export const qualifiedName = (table: ClubTable) => `public.${quoteIdent(table.name)}`;
