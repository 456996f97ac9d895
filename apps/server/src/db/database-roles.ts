import type postgres from 'postgres';

/**
 * Issue 28 (decision 080): the club tables belong to a role nobody signs in as, and the app signs in as one that owns
 * none of them, is no superuser and cannot bypass row-level security, so the policies hold for every query it sends.
 */
export const OWNER_ROLE = 'club_owner';
/** The role the built-in PostgreSQL and the test suite give the app; with DATABASE_URL it is that URL's user. */
export const APP_ROLE = 'club_app';

type Sql = postgres.Sql;

/** Which connection migrates the tables and which the app works on, and the app role's password when it is ours. */
export type DatabaseAddresses = { ownerUrl: string; appUrl: string; appPassword?: string };

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The user a connection string signs in as. */
export function userOf(url: string): string {
  return decodeURIComponent(new URL(url).username) || 'postgres';
}

/** The same database as another user. */
export function urlAs(url: string, user: string, password: string): string {
  const next = new URL(url);
  next.username = encodeURIComponent(user);
  next.password = encodeURIComponent(password);
  return next.toString();
}

async function isSuperuser(sql: Sql): Promise<boolean> {
  const [row] = await sql<{ rolsuper: boolean }[]>`select rolsuper from pg_roles where rolname = current_user`;
  return row?.rolsuper ?? false;
}

/** Makes a role unless it exists; two servers starting together may race to it, so a duplicate is no failure. */
async function ensureRole(sql: Sql, name: string, options: string): Promise<void> {
  const [existing] = await sql`select 1 from pg_roles where rolname = ${name}`;
  if (existing) return;
  try {
    await sql.unsafe(`create role ${quoted(name)} ${options}`);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== '42710' && code !== '23505') throw error;
  }
}

/** Everything in `schema` that `owner` should own and does not: tables, sequences of their own, views and types. */
async function giveObjects(sql: Sql, schema: string, owner: string): Promise<void> {
  const relations = await sql<{ name: string; kind: string }[]>`
    select c.relname as name, c.relkind as kind
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = ${schema} and c.relkind in ('r', 'p', 'v', 'S') and pg_get_userbyid(c.relowner) <> ${owner}
      and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'a' and c.relkind = 'S')`;
  for (const relation of relations) {
    const what = relation.kind === 'S' ? 'sequence' : relation.kind === 'v' ? 'view' : 'table';
    await sql.unsafe(`alter ${what} ${quoted(schema)}.${quoted(relation.name)} owner to ${quoted(owner)}`);
  }
  const types = await sql<{ name: string }[]>`
    select t.typname as name from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where n.nspname = ${schema} and t.typtype = 'e' and pg_get_userbyid(t.typowner) <> ${owner}`;
  for (const type of types)
    await sql.unsafe(`alter type ${quoted(schema)}.${quoted(type.name)} owner to ${quoted(owner)}`);
}

/** What the app may do with the club tables: read and write rows, never change the tables or their policies. */
async function grantRows(sql: Sql, appRole: string): Promise<void> {
  const role = quoted(appRole);
  const [database] = await sql<{ name: string }[]>`select current_database() as name`;
  // pg-boss asks to create its schema at every start, which needs this even when the schema is there already.
  if (database) await sql.unsafe(`grant create on database ${quoted(database.name)} to ${role}`);
  await sql.unsafe(`grant usage on schema public to ${role}`);
  await sql.unsafe(`grant select, insert, update, delete on all tables in schema public to ${role}`);
  await sql.unsafe(`grant usage, select, update on all sequences in schema public to ${role}`);
  // The sign-in limits, operators' links and mail the whole deployment shares (decision 086): rows, never the tables.
  await sql.unsafe(`grant usage on schema deployment to ${role}`);
  await sql.unsafe(`grant select, insert, update, delete on all tables in schema deployment to ${role}`);
  await sql.unsafe(`grant usage, select, update on all sequences in schema deployment to ${role}`);
  // A backup names the layout it was made with, and a restore checks it (modules/maintenance/backups.service.ts).
  await sql.unsafe(`grant usage on schema drizzle to ${role}`);
  await sql.unsafe(`grant select on all tables in schema drizzle to ${role}`);
}

/**
 * pg-boss keeps its queue in a schema of its own and changes its tables as it upgrades and as queues are made, so the
 * app owns that schema: nothing of a club lives there, only jobs that name a club.
 */
async function giveJobSchema(sql: Sql, appRole: string): Promise<void> {
  const [schema] = await sql`select 1 from pg_namespace where nspname = 'pgboss'`;
  if (!schema) await sql.unsafe(`create schema pgboss authorization ${quoted(appRole)}`);
  else {
    await sql.unsafe(`alter schema pgboss owner to ${quoted(appRole)}`);
    await giveObjects(sql, 'pgboss', appRole);
  }
}

/**
 * Run after the migrations on the connection that made them. A superuser there (the built-in PostgreSQL, the tests, a
 * container's POSTGRES_USER) hands every club table to the owner role and makes the app role when a password for it is
 * given; a connection that may not (a hosted database's own user) only grants the app role its rows, which its tables'
 * owner may. When the app signs in as the migrating user itself there is nothing to separate.
 */
export async function separateRoles(sql: Sql, appRole: string, appPassword?: string): Promise<void> {
  const migrator = (await sql<{ user: string }[]>`select current_user as user`)[0]?.user;
  if (migrator === appRole) return;
  if (await isSuperuser(sql)) {
    await ensureRole(sql, OWNER_ROLE, 'nologin');
    if (appPassword !== undefined) {
      await ensureRole(sql, appRole, 'login');
      await sql.unsafe(
        `alter role ${quoted(appRole)} login nosuperuser nobypassrls nocreatedb nocreaterole noinherit password '${appPassword.replaceAll("'", "''")}'`,
      );
    }
    await giveObjects(sql, 'public', OWNER_ROLE);
    await giveObjects(sql, 'deployment', OWNER_ROLE);
    await giveJobSchema(sql, appRole);
  }
  await grantRows(sql, appRole);
}

/**
 * Why the app's connection could read or write another club's rows despite the policies: a superuser or a role that
 * bypasses row-level security, the owner of a club table (it could turn the policies off), or a member of the owner
 * role. Empty when the policies hold for it; a deployment of many clubs does not start otherwise.
 */
export async function appRoleProblems(sql: Sql): Promise<string[]> {
  const [role] = await sql<
    { name: string; rolsuper: boolean; rolbypassrls: boolean; owns: boolean; member: boolean }[]
  >`
    select r.rolname as name, r.rolsuper, r.rolbypassrls,
      exists (select 1 from pg_tables t where t.schemaname = 'public' and t.tableowner = current_user) as owns,
      exists (select 1 from pg_roles o where o.rolname = ${OWNER_ROLE} and pg_has_role(current_user, o.oid, 'member'))
        as member
    from pg_roles r where r.rolname = current_user`;
  if (!role) return ['the database user could not be read'];
  return [
    ...(role.rolsuper ? [`${role.name} is a superuser`] : []),
    ...(role.rolbypassrls ? [`${role.name} bypasses row-level security`] : []),
    ...(role.owns ? [`${role.name} owns club tables`] : []),
    ...(role.member ? [`${role.name} is a member of ${OWNER_ROLE}`] : []),
  ];
}
