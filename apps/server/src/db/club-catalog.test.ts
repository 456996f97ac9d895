import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { appRoleProblems, OWNER_ROLE } from './database-roles.js';

// Issue 28: the database itself keeps each club to its rows, read from its catalog: a table or key added by a later
// migration without its club fails here, whatever the code does.
const t = useTestApp();

/** The register of clubs: read before any club is known, so not a club's own table. */
const REGISTER = ['clubs', 'club_hosts'];
/** Keys unique in the whole deployment: a link's token names its club by itself. */
const DEPLOYMENT_WIDE = [
  'api_tokens_token_hash_unique',
  'login_tokens_token_hash_unique',
  'night_confirmations_token_hash_unique',
  'swap_offers_token_hash_unique',
];
const POLICY = "(club_id = ( SELECT (NULLIF(current_setting('app.club_id'::text, true), ''::text))::integer))";
/** PostgreSQL names the sub-select's column by version (`AS int4` on 15, `AS "nullif"` on 18): not the rule itself. */
const withoutColumnName = (expression: string) => expression.replace(/ AS (\w+|"\w+")\)/g, ')');

let owner: postgres.Sql;
let app: postgres.Sql;
beforeAll(() => {
  owner = postgres(t.config.databaseOwnerUrl!, { max: 1, onnotice: () => {} });
  app = postgres(t.config.databaseUrl!, { max: 1, onnotice: () => {} });
});
afterAll(async () => {
  await owner.end();
  await app.end();
});

const clubTables = async () =>
  (
    await owner<{ name: string }[]>`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
        and c.relname <> all(${REGISTER}) order by c.relname`
  ).map((row) => row.name);

describe("the club tables in the database's catalog", () => {
  it('are every table of the public schema but the register, each with its club filled from the transaction', async () => {
    const tables = await clubTables();
    expect(tables.length).toBeGreaterThanOrEqual(22);
    const columns = await owner<{ table: string; nullable: string; default: string | null }[]>`
      select table_name as table, is_nullable as nullable, column_default as default
      from information_schema.columns where table_schema = 'public' and column_name = 'club_id'`;
    const byTable = new Map(columns.map((column) => [column.table, column]));
    for (const table of tables) {
      expect(byTable.get(table), table).toMatchObject({
        nullable: 'NO',
        default: "(NULLIF(current_setting('app.club_id'::text, true), ''::text))::integer",
      });
    }
  });

  it('have row-level security enabled and forced, with the one policy of the club, for reading and writing', async () => {
    const rows = await owner<{ name: string; enabled: boolean; forced: boolean; policies: string[] }[]>`
      select c.relname as name, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
        coalesce((select array_agg(p.polname || ' ' || p.polcmd::text || ' ' || pg_get_expr(p.polqual, p.polrelid)
                    || ' ' || pg_get_expr(p.polwithcheck, p.polrelid))
                  from pg_policy p where p.polrelid = c.oid), '{}') as policies
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relname = any(${await clubTables()})`;
    for (const row of rows) {
      expect(row, row.name).toMatchObject({ enabled: true, forced: true });
      expect(row.policies.map(withoutColumnName), row.name).toEqual([`club_isolation * ${POLICY} ${POLICY}`]);
    }
    const register = await owner`select relname from pg_class where relname = any(${REGISTER}) and relrowsecurity`;
    expect(register).toEqual([]);
  });

  it('key every primary key and unique index with the club, but for the tokens that are unique everywhere', async () => {
    const keys = await owner<{ table: string; name: string; columns: string[] }[]>`
      select t.relname as table, i.relname as name,
        array(select a.attname from unnest(x.indkey) with ordinality k(attnum, ord)
          join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum order by k.ord)
          as columns
      from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
      join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = 'public' and x.indisunique and t.relname = any(${await clubTables()})`;
    expect(keys.length).toBeGreaterThanOrEqual(40);
    const withoutClub = keys.filter((key) => !key.columns.includes('club_id')).map((key) => key.name);
    expect(withoutClub.sort()).toEqual(DEPLOYMENT_WIDE);
    for (const key of keys.filter((each) => each.columns.includes('club_id')))
      expect(key.columns[0], key.name).toBe('club_id');
  });

  it('point every foreign key at the same club, and a key that clears its column on delete leaves the club', async () => {
    const keys = await owner<
      { name: string; from: string[]; to: string[]; target: string; setNull: string[] | null }[]
    >`
      select c.conname as name, f.relname as target,
        array(select a.attname from unnest(c.conkey) with ordinality k(attnum, ord)
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum order by k.ord)
          as from,
        array(select a.attname from unnest(c.confkey) with ordinality k(attnum, ord)
          join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.attnum order by k.ord)
          as to,
        case when c.confdeltype = 'n' then
          array(select a.attname from unnest(c.confdelsetcols) with ordinality k(attnum, ord)
                join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum order by k.ord) end as "setNull"
      from pg_constraint c join pg_class r on r.oid = c.conrelid join pg_class f on f.oid = c.confrelid
      join pg_namespace n on n.oid = r.relnamespace
      where c.contype = 'f' and n.nspname = 'public' and r.relname = any(${await clubTables()})`;
    const withinClub = keys.filter((key) => key.target !== 'clubs');
    expect(withinClub.length).toBeGreaterThanOrEqual(35);
    for (const key of withinClub) {
      expect([key.from[0], key.to[0], key.to[1], key.from.length], key.name).toEqual(['club_id', 'club_id', 'id', 2]);
      // SET NULL without its column list would clear club_id too, which may never be null.
      if (key.setNull !== null) expect(key.setNull, key.name).toEqual([key.from[1]]);
    }
    const toRegister = keys.filter((key) => key.target === 'clubs');
    expect(toRegister.map((key) => key.from)).toEqual(toRegister.map(() => ['club_id']));
  });

  it('distribute on Citus by club_id (decision 082): a primary key of each, leading with club_id', async () => {
    const tables = await clubTables();
    const primary = await owner<{ table: string; first: string }[]>`
      select t.relname as table, a.attname as first
      from pg_index x join pg_class t on t.oid = x.indrelid join pg_namespace n on n.oid = t.relnamespace
      join pg_attribute a on a.attrelid = t.oid and a.attnum = x.indkey[0]
      where n.nspname = 'public' and x.indisprimary and t.relname = any(${tables}) order by t.relname`;
    expect(primary.map((row) => row.table)).toEqual(tables);
    expect(primary.filter((row) => row.first !== 'club_id')).toEqual([]);
  });

  it('are owned by a role nobody signs in as, and the app signs in as a role the policies hold for', async () => {
    const owners = await owner<{ owner: string; login: boolean }[]>`
      select distinct pg_get_userbyid(c.relowner) as owner, r.rolcanlogin as login
      from pg_class c join pg_namespace n on n.oid = c.relnamespace join pg_roles r on r.oid = c.relowner
      where n.nspname = 'public' and c.relkind in ('r', 'p')`;
    expect(owners).toEqual([{ owner: OWNER_ROLE, login: false }]);
    expect(await appRoleProblems(app)).toEqual([]);
    // The check itself sees a superuser for what it is.
    expect(await appRoleProblems(owner)).toEqual(expect.arrayContaining([expect.stringMatching(/superuser$/)]));
  });
});
