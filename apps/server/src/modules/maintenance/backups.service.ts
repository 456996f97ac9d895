import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGzip, gunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import {
  BACKUP_FILE_PATTERN,
  type BackupInfo,
  type BackupList,
  backupFileNameSchema,
  MAINTENANCE_MESSAGES,
  SECRET_SETTING_KEYS,
  type SecretSettingKey,
  type Settings,
} from '@club/shared';
import type { DbExecutor } from '../../db/client.js';
import type { Club, UnitOptions } from '../../db/club-database.js';
import { addDays, todayIn } from '../../lib/calendar.js';
import { actorId, type ServiceContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../audit/audit.service.js';
import { removeStaleTemporaries, temporaryPathFor } from './backup-temporaries.js';
import { type ClubTable, inInsertOrder, listClubTables, qualifiedName, quoteIdent } from './club-tables.js';
import { onlyRow } from '../../lib/rows.js';

/** Issue 5: the newest 30 backups are kept; older ones are deleted after each new one. */
export const BACKUP_KEEP = 30;
const BACKUP_FORMAT = 'club-manager-backup';
const BACKUP_FORMAT_VERSION = 1;

type BackupContext = Pick<ServiceContext, 'db' | 'config' | 'club'>;

/**
 * Issue 28: where a club's backups are kept. One club keeps them in BACKUP_DIR, as before; each club of many in a
 * folder of its own there, named by its slug, so a club's admin lists and downloads only its own.
 */
export function backupFolderOf(ctx: Pick<ServiceContext, 'config' | 'club'>): string {
  return ctx.config.clubs === 'single' ? ctx.config.backupDir : path.join(ctx.config.backupDir, ctx.club.slug);
}
type BackupHeader = {
  format: typeof BACKUP_FORMAT;
  format_version: typeof BACKUP_FORMAT_VERSION;
  created_at: string;
  app_version: string;
  /** The hash of the newest drizzle migration applied: a restore needs the same table layout. */
  migration: string;
  /** Secret settings that were set and are not in the file (decision 015); absent in backups made before issue 14. */
  secrets_left_out?: SecretSettingKey[];
  /** The club it was made in (issue 28); absent in backups made before. */
  club?: { slug: string; name: string };
};

/**
 * What a backup's unit of work asks for: REPEATABLE READ gives every table the same moment, so a member deleted
 * halfway through cannot leave an assignment pointing nowhere.
 */
export const BACKUP_UNIT: UnitOptions = { isolationLevel: 'repeatable read' };

/**
 * Writes a gzip JSON snapshot of every club table, run in a unit of work of BACKUP_UNIT. Postgres renders the values
 * itself (timestamps to the microsecond, floats in their shortest exact form), and the JSON text is never parsed here,
 * so nothing is rounded through JavaScript numbers. The file is written as the rows are read: the snapshot is the
 * unit of work's, and the disk is this server's own.
 */
export async function createBackup(ctx: BackupContext & Pick<ServiceContext, 'caller'>): Promise<BackupInfo> {
  const folder = backupFolderOf(ctx);
  // 0700: the snapshot holds members' e-mail addresses, phone numbers and home addresses.
  await fs.mkdir(folder, { recursive: true, mode: 0o700 });
  await removeStaleTemporaries(folder);
  const createdAt = new Date(Math.floor(Date.now() / 1000) * 1000);
  const fileName = backupFileName(createdAt);
  // Written under a name the listing ignores, then renamed, so a half-written file is never offered for download.
  // Two backups in the same second share a name; the later, newer snapshot replaces the earlier.
  const tempPath = temporaryPathFor(folder, fileName);
  try {
    await pipeline(
      Readable.from(snapshotChunks(ctx.db, { createdAt, appVersion: ctx.config.version, club: ctx.club })),
      createGzip(),
      createWriteStream(tempPath, { mode: 0o600, flags: 'wx' }),
    );
    await fs.rename(tempPath, path.join(folder, fileName));
  } catch (error) {
    await fs.rm(tempPath, { force: true });
    throw error;
  }
  await pruneBackups(folder);
  // Recorded once the file exists. A scheduled backup has no actor.
  await recordAudit(ctx.db, {
    actorId: actorId(ctx.caller),
    action: 'backup.create',
    entity: 'backup',
    entityId: null,
    details: { file_name: fileName },
  });
  const { size } = await fs.stat(path.join(folder, fileName));
  return { file_name: fileName, created_at: createdAt.toISOString(), size_bytes: size };
}

async function* snapshotChunks(
  tx: DbExecutor,
  options: { createdAt: Date; appVersion: string; club: Pick<Club, 'slug' | 'name'> },
): AsyncGenerator<string> {
  const tables = await listClubTables(tx);
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    format_version: BACKUP_FORMAT_VERSION,
    created_at: options.createdAt.toISOString(),
    app_version: options.appVersion,
    migration: await latestMigration(tx),
    secrets_left_out: await secretsSet(tx),
    club: { slug: options.club.slug, name: options.club.name },
  };
  yield `${JSON.stringify(header).slice(0, -1)},"tables":{`;
  for (const [index, table] of tables.entries()) {
    yield `${index > 0 ? ',' : ''}${JSON.stringify(table.name)}:${await tableRowsJson(tx, table)}`;
  }
  yield '}}';
}

/**
 * One table as a JSON array text, in primary-key order. json and jsonb values travel as their JSON text in a string:
 * row_to_json would render a stored JSON null and an SQL NULL alike, and the restore could not tell them apart.
 */
async function tableRowsJson(tx: DbExecutor, table: ClubTable): Promise<string> {
  const columns = table.columns
    .map(({ name, is_json }) => (is_json ? `${quoteIdent(name)}::text as ${quoteIdent(name)}` : quoteIdent(name)))
    .join(', ');
  const order =
    table.primary_key.length > 0 ? table.primary_key.map((name) => `x.${quoteIdent(name)}`).join(', ') : 'x::text';
  // Decision 015: a backup is read by whoever holds the file; the write-only secrets stay in the database.
  const filter = table.name === 'settings' ? `where key not in (${SECRET_SETTING_KEYS.map(sqlString).join(', ')})` : '';
  const row = onlyRow(
    await tx.execute<{ rows: string }>(
      sql.raw(`select coalesce(json_agg(row_to_json(x) order by ${order}), '[]')::text as rows
             from (select ${columns} from ${qualifiedName(table)} ${filter}) x`),
    ),
  );
  return row.rows;
}

/** The secret settings that hold a value, which a restore must ask to be entered again. */
async function secretsSet(tx: DbExecutor): Promise<SecretSettingKey[]> {
  const rows = await tx.execute<{ key: SecretSettingKey }>(
    sql`select key from settings where key in ${SECRET_SETTING_KEYS} and value <> '""'::jsonb and value <> 'null'::jsonb order by key`,
  );
  return rows.map((row) => row.key);
}

async function latestMigration(db: DbExecutor): Promise<string> {
  const [row] = await db.execute<{ hash: string }>(
    sql`select hash from drizzle.__drizzle_migrations order by created_at desc, id desc limit 1`,
  );
  if (!row) throw new Error('The database has no migrations applied.');
  return row.hash;
}

/** `club-backup-YYYYMMDDTHHMMSSZ.json.gz` in UTC (the shared BACKUP_FILE_PATTERN). */
function backupFileName(at: Date): string {
  return `club-backup-${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z.json.gz`;
}

function createdAtFromName(fileName: string): string {
  const stamp = fileName.slice('club-backup-'.length, 'club-backup-'.length + 15);
  return `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}.000Z`;
}

/** The backup file names in the folder, newest first (the UTC stamp sorts as text). */
async function backupFileNames(folder: string): Promise<string[]> {
  let names: string[];
  try {
    names = await fs.readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names
    .filter((name) => BACKUP_FILE_PATTERN.test(name))
    .sort()
    .reverse();
}

async function pruneBackups(folder: string): Promise<void> {
  const stale = (await backupFileNames(folder)).slice(BACKUP_KEEP);
  await Promise.all(stale.map((name) => fs.rm(path.join(folder, name), { force: true })));
}

/** The admin page's list: names, times and sizes only; the folder's path never leaves the server. */
export async function listBackups(ctx: Pick<BackupContext, 'config' | 'club'>): Promise<BackupList> {
  const folder = backupFolderOf(ctx);
  const backups: BackupInfo[] = [];
  for (const name of await backupFileNames(folder)) {
    const stat = await fs.stat(path.join(folder, name)).catch(() => null);
    // Pruned by another instance between readdir and stat.
    if (stat) backups.push({ file_name: name, created_at: createdAtFromName(name), size_bytes: stat.size });
  }
  return { backups };
}

/** A backup for download. The name must be one the server writes, so no path can reach outside the folder. */
export async function openBackup(
  ctx: Pick<BackupContext, 'config' | 'club'>,
  fileName: string,
): Promise<{ file_name: string; size_bytes: number; stream: ReadStream }> {
  const notFound = new AppError('NOT_FOUND', MAINTENANCE_MESSAGES.backupNotFound);
  if (!backupFileNameSchema.safeParse(fileName).success) throw notFound;
  const filePath = path.join(backupFolderOf(ctx), fileName);
  const stat = await fs.stat(filePath).catch(() => null);
  if (!stat?.isFile()) throw notFound;
  return { file_name: fileName, size_bytes: stat.size, stream: createReadStream(filePath) };
}

export type RestoredTable = { table: string; rows: number };
export type Restored = {
  tables: RestoredTable[];
  secretsToEnterAgain: SecretSettingKey[];
  /** Links and tokens that the backup's own club still holds, so they do not work in this one. */
  tokensReplaced: number;
};

/**
 * Loads a backup into a club that has no rows yet, in the unit of work `tx` of that club: all of it or nothing. Every
 * row becomes the club's, whichever club the backup was made in; row-level security keeps it from any other club's
 * rows (issue 28). So that no credential works in two clubs, a club of another slug than the backup's starts
 * without its sessions, and a link or token that another club still holds gets a hash no token has
 * (insertTableRows). Tables are filled in foreign-key order (a table's references to itself are checked at the end
 * of its one INSERT), then every serial and identity sequence continues after the largest id, so the next member
 * added gets a new id.
 */
export async function restoreBackup(tx: DbExecutor, file: string, into: Pick<Club, 'slug'>): Promise<Restored> {
  const text = await readBackupText(file);
  const header = parseHeader(text);
  // Sessions are sign-ins to the club the backup was made in: a copy under another slug starts without any.
  const anotherClub = header.club !== undefined && header.club.slug !== into.slug;
  const tables = inInsertOrder(await listClubTables(tx));
  const migration = await latestMigration(tx);
  if (header.migration !== migration) {
    throw new AppError(
      'CONFLICT',
      `This backup was made by version ${header.app_version} with a different database layout than this version has. ` +
        'Restore it with the version that made it, then upgrade.',
    );
  }
  for (const table of tables) {
    const row = onlyRow(
      await tx.execute<{ has_rows: boolean }>(
        sql.raw(`select exists (select 1 from ${qualifiedName(table)}) as has_rows`),
      ),
    );
    if (row.has_rows) {
      throw new AppError(
        'CONFLICT',
        `The database is not empty (the ${table.name} table has rows). Restore only into a new, empty database, and do not start the server on it first.`,
      );
    }
  }
  // The document is sent once and read by Postgres, so integers and floats are never rounded through JavaScript.
  await tx.execute(sql`create temporary table backup_document on commit drop as select ${text}::json as doc`);
  const restored: RestoredTable[] = [];
  let tokensReplaced = 0;
  for (const table of tables) {
    const { rows, tokensReplaced: replaced } =
      anotherClub && table.name === 'sessions'
        ? { rows: 0, tokensReplaced: await rowsInBackup(tx, table) }
        : await insertTableRows(tx, table);
    restored.push({ table: table.name, rows });
    tokensReplaced += replaced;
    await resetSequences(tx, table);
  }
  return { tables: restored, secretsToEnterAgain: header.secrets_left_out ?? [], tokensReplaced };
}

async function readBackupText(file: string): Promise<string> {
  let compressed: Buffer;
  try {
    compressed = await fs.readFile(file);
  } catch {
    throw new AppError('NOT_FOUND', `Cannot read the backup file ${file}.`);
  }
  try {
    return (await promisify(gunzip)(compressed)).toString('utf8');
  } catch {
    throw new AppError('BAD_REQUEST', `${path.basename(file)} is not a gzip-compressed club backup.`);
  }
}

function parseHeader(text: string): BackupHeader {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST', 'The backup file is damaged: its contents are not valid JSON.');
  }
  // A file holding `null` or a bare number is valid JSON too, and no backup.
  if (typeof parsed !== 'object' || parsed === null)
    throw new AppError('BAD_REQUEST', 'This file is not a club manager backup.');
  const document = parsed as Partial<BackupHeader> & { tables?: unknown };
  if (
    document.format !== BACKUP_FORMAT ||
    typeof document.tables !== 'object' ||
    typeof document.migration !== 'string'
  ) {
    throw new AppError('BAD_REQUEST', 'This file is not a club manager backup.');
  }
  if (document.format_version !== BACKUP_FORMAT_VERSION) {
    throw new AppError(
      'BAD_REQUEST',
      `This backup has format version ${document.format_version}; this version reads only version ${BACKUP_FORMAT_VERSION}.`,
    );
  }
  return document as BackupHeader;
}

async function rowsInBackup(tx: DbExecutor, table: ClubTable): Promise<number> {
  const row = onlyRow(
    await tx.execute<{ rows: number }>(
      sql.raw(
        `select json_array_length(coalesce(doc->'tables'->${sqlString(table.name)}, '[]')) as rows from backup_document`,
      ),
    ),
  );
  return row.rows;
}

/** A token's hash that no token has: a link that still works in the club it was made in goes nowhere here. */
const DEAD_TOKEN_HASH_SQL = `encode(sha256(convert_to(gen_random_uuid()::text, 'UTF8')), 'hex')`;

/**
 * One table's rows of the backup, now the restoring club's. A sign-in link, session, API token or e-mailed answer or
 * swap link is unique in the whole deployment (decision 080): when the club the backup was made in still holds the
 * same token, the restored row keeps everything but that token, which gets a hash no token has. One link still does
 * one thing, in one club.
 */
async function insertTableRows(tx: DbExecutor, table: ClubTable): Promise<{ rows: number; tokensReplaced: number }> {
  const hasToken = table.columns.some((column) => column.name === 'token_hash');
  const inserted = await tx.execute(
    sql.raw(insertFromBackup(table, hasToken ? 'on conflict (token_hash) do nothing' : '')),
  );
  if (!hasToken || !table.primary_key.includes('id')) return { rows: inserted.count, tokensReplaced: 0 };
  // The club was empty: the rows it has now are the ones just restored, so the others were held back by their token.
  const rekeyed = await tx.execute(
    sql.raw(
      insertFromBackup(table, '', {
        replace: { token_hash: DEAD_TOKEN_HASH_SQL },
        where: `where not exists (select 1 from ${qualifiedName(table)} t where t.id = r.id)`,
      }),
    ),
  );
  return { rows: inserted.count + rekeyed.count, tokensReplaced: rekeyed.count };
}

function insertFromBackup(
  table: ClubTable,
  onConflict: string,
  options: { replace?: Record<string, string>; where?: string } = {},
): string {
  const names = table.columns.map((column) => quoteIdent(column.name));
  // json and jsonb arrive as their JSON text (see tableRowsJson) and are parsed back into their own type. OVERRIDING
  // SYSTEM VALUE lets an identity column declared GENERATED ALWAYS take the backup's ids too.
  const values = table.columns.map(
    ({ name, type, is_json }) =>
      options.replace?.[name] ??
      (name === 'club_id' ? CURRENT_CLUB_SQL : is_json ? `r.${quoteIdent(name)}::${type}` : `r.${quoteIdent(name)}`),
  );
  const recordType = table.columns.map(({ name, type, is_json }) => `${quoteIdent(name)} ${is_json ? 'text' : type}`);
  return `insert into ${qualifiedName(table)} (${names.join(', ')}) overriding system value
          select ${values.join(', ')}
          from json_to_recordset((select coalesce(doc->'tables'->${sqlString(table.name)}, '[]') from backup_document)) as r(${recordType.join(', ')})
          ${options.where ?? ''} ${onConflict}`;
}

/** Ids are drawn from sequences every club shares: one only ever moves forward, past the ids restored here. */
async function resetSequences(tx: DbExecutor, table: ClubTable): Promise<void> {
  for (const column of table.columns) {
    if (!column.sequence) continue;
    const largest = sql.raw(`(select max(${quoteIdent(column.name)}) from ${qualifiedName(table)})`);
    const drawn = sql.raw(`(select case when is_called then last_value else 0 end from ${column.sequence})`);
    await tx.execute(
      sql`select setval(${column.sequence}::regclass, greatest(coalesce(${largest}, 0), ${drawn}) + 1, false)`,
    );
  }
}

/** The restoring unit of work's club, as the tables' `club_id` default reads it. */
const CURRENT_CLUB_SQL = `(nullif(current_setting('app.club_id', true), ''))::integer`;

const sqlString = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * Issue 5: a backup is due when backups are on and none was made since the current period began in the club's time
 * zone: local midnight today (daily), the latest Sunday (weekly) or the 1st of the month (monthly). Comparing local
 * calendar dates rather than instants keeps DST days right, even where a clock change skips midnight.
 */
export function isBackupDue(
  now: Date,
  settings: Pick<Settings, 'backup_enabled' | 'backup_frequency' | 'system_timezone'>,
  lastBackupAt: Date | null,
): boolean {
  if (!settings.backup_enabled) return false;
  if (!lastBackupAt) return true;
  const today = todayIn(settings.system_timezone, now);
  return todayIn(settings.system_timezone, lastBackupAt) < periodStart(today, settings.backup_frequency);
}

function periodStart(today: string, frequency: Settings['backup_frequency']): string {
  if (frequency === 'daily') return today;
  if (frequency === 'monthly') return `${today.slice(0, 8)}01`;
  return addDays(today, -new Date(`${today}T00:00:00Z`).getUTCDay());
}
