import { sql } from 'drizzle-orm';
import {
  BASE_LOCALE,
  IMPORT_TIMEOUT_MS,
  type ImportResult,
  importMessages,
  type Locale,
  rosterFileMessages,
  type RosterFileMessages,
} from '@club/shared';
import type { Transaction } from '../../../db/client.js';
import { importLogs, members } from '../../../db/schema/index.js';
import { actorId, type ServiceContext } from '../../../lib/context.js';
import { AppError } from '../../../lib/errors.js';
import { pgErrorCode } from '../../../lib/pg-errors.js';
import { recordAudit } from '../../audit/audit.service.js';
import { startGeocodeAll } from '../../geocoding/geocoding.service.js';
import { getClubCountry } from '../../settings/settings.service.js';
import { getMainAdminId } from '../users.service.js';
import { insertMembers, setLinks, updateContactFields } from './apply-import.js';
import { parseRoster, RosterFileError, type ParsedRoster } from './parse-roster.js';
import { type ImportPlan, planImport } from './plan-import.js';
import { type LinkPlan, planLinks, type WrittenRow } from './plan-links.js';

/** The transaction-scoped advisory lock only an import takes (an arbitrary number no other lock of the app uses). */
export const IMPORT_LOCK_KEY = 7_318_200_018;
const PG_QUERY_CANCELED = '57014';

/**
 * Issue 3 CSV import. Good rows are written in one transaction with the import log; rows that cannot be written (no
 * usable name or e-mail) are reported as "Row N: reason"; what a written row left out is a warning (issue 15); a file
 * that cannot be read writes nothing. Issue 18: the plan is made in memory and written in a bounded number of
 * statements; one import runs at a time, and one that takes longer than IMPORT_TIMEOUT_MS is undone. What it says
 * about the file is in the admin's language (issue 29).
 */
export async function importMembers(
  ctx: Pick<ServiceContext, 'db' | 'caller' | 'config' | 'jobs' | 'club'> & Partial<Pick<ServiceContext, 'locale'>>,
  file: { name: string; content: string },
  { timeoutMs = IMPORT_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<ImportResult> {
  // Issue 29: what the import says about the file is in the language of the admin who imports it.
  const locale = ctx.locale ?? BASE_LOCALE;
  const parsed = readRoster(file.content, await getClubCountry(ctx.db), locale);
  const say = { ...importMessages(locale), ...rosterFileMessages(locale) };
  const tooSlow = () => new AppError('PAYLOAD_TOO_LARGE', say.tooSlow(Math.round(timeoutMs / 1000)));
  const result = await ctx.db
    .transaction((tx) => writeImport(tx, ctx, file.name.slice(0, 255), parsed, { timeoutMs, tooSlow }, say))
    .catch((error: unknown) => {
      if (pgErrorCode(error) === PG_QUERY_CANCELED) throw tooSlow();
      throw error;
    });
  // Issue 6: new and moved members are placed on the map in the background, with progress on the map page.
  if (ctx.jobs && result.imported + result.updated > 0) await startGeocodeAll(ctx);
  return result;
}

function readRoster(content: string, country: string | undefined, locale: Locale): ParsedRoster {
  try {
    return parseRoster(content, country, locale);
  } catch (error) {
    if (error instanceof RosterFileError)
      throw new AppError('VALIDATION', error.message, { fieldErrors: { file: error.message } });
    throw error;
  }
}

async function writeImport(
  tx: Transaction,
  ctx: Pick<ServiceContext, 'caller' | 'config'>,
  fileName: string,
  parsed: ParsedRoster,
  limit: { timeoutMs: number; tooSlow: () => AppError },
  say: RosterFileMessages & { alreadyRunning: string },
): Promise<ImportResult> {
  // A second import is refused at once rather than queued behind this one's row locks (issue 18); each statement
  // is bounded by the timeout, and the deadline between statements bounds their sum.
  const deadline = Date.now() + limit.timeoutMs;
  const inTime = () => {
    if (Date.now() > deadline) throw limit.tooSlow();
  };
  const [lock] = await tx.execute<{ locked: boolean }>(
    sql`select set_config('statement_timeout', ${String(limit.timeoutMs)}, true), pg_try_advisory_xact_lock(${IMPORT_LOCK_KEY}) as locked`,
  );
  if (!lock?.locked) throw new AppError('CONFLICT', say.alreadyRunning);

  const mainAdminId = await getMainAdminId(tx);
  const roster = await tx.select().from(members);
  const plan = planImport(parsed.rows, roster, mainAdminId, say);
  await updateContactFields(tx, plan.matched, inTime);
  const created = await insertMembers(tx, plan.creates, inTime);

  const written: WrittenRow[] = [
    ...plan.matched.map(({ row, member, changes }) => ({ row, member: { ...member, ...changes } })),
    ...created,
  ];
  const writtenById = new Map(written.map(({ member }) => [member.id, member]));
  const after = [
    ...roster.map((member) => writtenById.get(member.id) ?? member),
    ...created.map(({ member }) => member),
  ];
  const links = planLinks(written, after, mainAdminId, say);
  await setLinks(tx, links, inTime);

  const result = summarize(parsed, plan, links);
  inTime();
  await tx.insert(importLogs).values({ file_name: fileName, result, by_user_id: actorId(ctx.caller) });
  await recordAudit(tx, {
    actorId: actorId(ctx.caller),
    action: 'member.import',
    entity: 'member',
    entityId: null,
    details: {
      file_name: fileName,
      imported: result.imported,
      updated: result.updated,
      skipped: result.skipped,
      auto_partnerships: result.auto_partnerships,
      partners_linked: result.partners_linked,
      friends_linked: result.friends_linked,
      error_count: result.errors.length,
    },
  });
  return result;
}

function summarize(parsed: ParsedRoster, plan: ImportPlan, links: LinkPlan): ImportResult {
  return {
    imported: plan.creates.length,
    updated: plan.matched.filter(({ changes }) => Object.keys(changes).length > 0).length,
    skipped: plan.skipped,
    unchanged: plan.skipped,
    duplicates_handled: plan.duplicates,
    shared_emails: links.shared_emails,
    auto_partnerships: links.auto_partnerships,
    partners_linked: links.partners.filter(({ partner_id }) => partner_id !== null).length,
    friends_linked: links.friends.length,
    errors: parsed.errors,
    // Sorted by row, keeping each row's warnings in the order they arose: parsing, then role, then links.
    warnings: [...parsed.warnings, ...plan.warnings, ...links.warnings].sort((a, b) => a.row - b.row),
  };
}
