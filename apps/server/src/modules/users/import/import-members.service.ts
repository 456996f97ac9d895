import { sql } from 'drizzle-orm';
import { IMPORT_MESSAGES, type ImportResult } from '@club/shared';
import type { Transaction } from '../../../db/client.js';
import { importLogs, members } from '../../../db/schema/index.js';
import { actorId, type ServiceContext } from '../../../lib/context.js';
import { AppError } from '../../../lib/errors.js';
import { recordAudit } from '../../audit/audit.service.js';
import { CLEARED_COORDINATES, startGeocodeAll } from '../../geocoding/geocoding.service.js';
import { getMainAdminId } from '../users.service.js';
import { linkPartners } from '../partner-links.js';
import { parseRoster, RosterFileError, type RosterRow } from './parse-roster.js';
import { fullNameKey, nameKeyOf } from './roster-names.js';

type MemberRow = typeof members.$inferSelect;
const identity = (first: string, last: string, email: string) => `${first}\u0000${last}\u0000${email}`.toLowerCase();

const CONTACT_FIELDS = ['phone', 'address', 'birthday', 'status', 'notes'] as const;
// Postgres takes at most 65,535 parameters per statement; 1,000 rows of 10 columns stays well inside that.
const INSERT_BATCH = 1000;

/**
 * Issue 3 CSV import. Good rows are written in one transaction with the import log; rows that cannot be written (no
 * usable name or e-mail) are reported as "Row N: reason"; what a written row left out is a warning (issue 15); a file
 * that cannot be read writes nothing. A row equal to a member on first name, last name and e-mail updates only what
 * the file says; the main administrator's record is never changed, and no one's admin right is.
 */
export async function importMembers(
  ctx: Pick<ServiceContext, 'db' | 'caller' | 'config' | 'jobs'>,
  file: { name: string; content: string },
): Promise<ImportResult> {
  let parsed;
  try {
    parsed = parseRoster(file.content);
  } catch (error) {
    if (error instanceof RosterFileError) throw new AppError('VALIDATION', error.message, { fieldErrors: { file: error.message } });
    throw error;
  }
  const result: ImportResult = {
    imported: 0,
    updated: 0,
    skipped: 0,
    unchanged: 0,
    duplicates_handled: 0,
    shared_emails: 0,
    auto_partnerships: 0,
    errors: [...parsed.errors],
    warnings: [...parsed.warnings],
  };

  await ctx.db.transaction(async (tx) => {
    const mainAdminId = await getMainAdminId(tx);
    const existing = await tx.select().from(members);
    const byIdentity = new Map(existing.map((member) => [identity(member.first_name, member.last_name, member.email), member]));
    const seen = new Map<string, RosterRow>();
    const written: { row: RosterRow; member: MemberRow }[] = [];
    const toCreate: RosterRow[] = [];

    for (const row of parsed.rows) {
      const key = identity(row.first_name, row.last_name, row.email);
      if (seen.has(key)) {
        result.duplicates_handled += 1;
        continue;
      }
      seen.set(key, row);
      const current = byIdentity.get(key);
      warnOfIgnoredRole(row, current?.role ?? 'member', result);
      if (current?.id === mainAdminId) {
        result.skipped += 1;
        continue;
      }
      if (current) {
        const changes = changedFields(current, row);
        if (Object.keys(changes).length === 0) {
          result.skipped += 1;
          written.push({ row, member: current });
          continue;
        }
        const [updated] = await tx
          .update(members)
          .set({ ...changes, ...('address' in changes ? CLEARED_COORDINATES : {}), updated_at: sql`now()` })
          .where(sql`${members.id} = ${current.id}`)
          .returning();
        result.updated += 1;
        written.push({ row, member: updated! });
        continue;
      }
      toCreate.push(row);
    }

    // New members go in a few multi-row inserts rather than one statement per row.
    for (let start = 0; start < toCreate.length; start += INSERT_BATCH) {
      const batch = toCreate.slice(start, start + INSERT_BATCH);
      const created = await tx.insert(members).values(batch.map(newMemberValues)).returning();
      const createdByIdentity = new Map(created.map((member) => [identity(member.first_name, member.last_name, member.email), member]));
      for (const row of batch) written.push({ row, member: createdByIdentity.get(identity(row.first_name, row.last_name, row.email))! });
    }
    result.imported = toCreate.length;
    result.unchanged = result.skipped;

    await applyLinks(tx, written, mainAdminId, result);
    result.warnings.sort((a, b) => a.row - b.row);
    await tx.insert(importLogs).values({ file_name: file.name.slice(0, 255), result, by_user_id: actorId(ctx.caller) });
    await recordAudit(tx, {
      actorId: actorId(ctx.caller),
      action: 'member.import',
      entity: 'member',
      entityId: null,
      details: {
        file_name: file.name.slice(0, 255),
        imported: result.imported,
        updated: result.updated,
        skipped: result.skipped,
        auto_partnerships: result.auto_partnerships,
        error_count: result.errors.length,
      },
    });
  });
  // Issue 6: new and moved members are placed on the map in the background, with progress on the map page.
  if (ctx.jobs && result.imported + result.updated > 0) await startGeocodeAll(ctx);
  return result;
}

/**
 * Issue 15: a file never grants or removes admin rights (anyone could edit the spreadsheet); a Role or Admin cell
 * that asks for something else than the member has is reported.
 */
function warnOfIgnoredRole(row: RosterRow, role: MemberRow['role'], result: ImportResult): void {
  if (row.requested_role === undefined || row.requested_role === role) return;
  result.warnings.push({ row: row.line, field: 'role', message: IMPORT_MESSAGES.roleNotApplied(row.requested_role) });
}

function newMemberValues(row: RosterRow): typeof members.$inferInsert {
  return {
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone ?? null,
    address: row.address ?? null,
    birthday: row.birthday ?? null,
    status: row.status ?? 'assignable',
    role: 'member',
    is_admin: false,
    notes: row.notes ?? null,
  };
}

/** Only fields the file carries, and only where they differ: a second import of the same file changes nothing. */
function changedFields(current: MemberRow, row: RosterRow): Partial<MemberRow> {
  const changes: Partial<MemberRow> = {};
  for (const field of CONTACT_FIELDS) {
    const value = row[field];
    if (value !== undefined && value !== current[field]) Object.assign(changes, { [field]: value });
  }
  if (row.birthday !== undefined && current.birthday?.replace('-', '/') === row.birthday) delete changes.birthday;
  return changes;
}

/**
 * Partner and friend columns name other members ("First Last" or "Last, First"). Members who share an e-mail and
 * have no partner become partners when exactly two of them share it (SPEC §3: couples often share an address).
 */
async function applyLinks(
  tx: Transaction,
  written: { row: RosterRow; member: MemberRow }[],
  mainAdminId: number | undefined,
  result: ImportResult,
): Promise<void> {
  const everyone = await tx.select().from(members);
  const byName = new Map<string, MemberRow[]>();
  for (const member of everyone) {
    const key = fullNameKey(member.first_name, member.last_name);
    byName.set(key, [...(byName.get(key) ?? []), member]);
  }
  const resolve = (name: string): MemberRow | 'missing' | 'ambiguous' => {
    const matches = byName.get(nameKeyOf(name)) ?? [];
    if (matches.length === 0) return 'missing';
    return matches.length === 1 ? matches[0]! : 'ambiguous';
  };
  const partnerOf = new Map(everyone.map((member) => [member.id, member.partner_id]));

  for (const { row, member } of written) {
    for (const kind of ['partner', 'friend'] as const) {
      const name = row[kind];
      if (!name) continue;
      const target = resolve(name);
      // The member is written either way; only the link is left out (issue 15: errors are rows not written).
      const leaveOut = (reason: string) => result.warnings.push({ row: row.line, field: kind, message: `${reason}; the member was imported without the link` });
      if (target === 'missing' || target === 'ambiguous') {
        leaveOut(`${kind === 'partner' ? 'Partner' : 'Friend'} "${name}" ${target === 'missing' ? 'is not on the roster' : 'matches more than one member'}`);
        continue;
      }
      if (target.id === member.id) continue;
      if (kind === 'partner' && target.id === mainAdminId) {
        leaveOut("The main administrator's record is not changed by imports");
        continue;
      }
      if (kind === 'partner' && partnerOf.get(member.id) !== target.id) {
        await linkPartners(tx, member.id, target.id);
        partnerOf.set(member.id, target.id);
        partnerOf.set(target.id, member.id);
      }
      if (kind === 'friend' && member.friend_id !== target.id) {
        await tx.update(members).set({ friend_id: target.id }).where(sql`${members.id} = ${member.id}`);
      }
    }
  }

  // Links change no e-mail, so the roster read above still groups members by address.
  const byEmail = new Map<string, MemberRow[]>();
  for (const member of everyone) {
    const key = member.email.toLowerCase();
    byEmail.set(key, [...(byEmail.get(key) ?? []), member]);
  }
  const counted = new Set<string>();
  for (const { member } of written) {
    const email = member.email.toLowerCase();
    const sharing = byEmail.get(email) ?? [];
    if (sharing.length < 2 || counted.has(email)) continue;
    counted.add(email);
    result.shared_emails += 1;
    const [first, second] = sharing;
    const isPair = sharing.length === 2 && first!.id !== mainAdminId && second!.id !== mainAdminId;
    if (isPair && partnerOf.get(first!.id) == null && partnerOf.get(second!.id) == null) {
      await linkPartners(tx, first!.id, second!.id);
      partnerOf.set(first!.id, second!.id);
      partnerOf.set(second!.id, first!.id);
      result.auto_partnerships += 1;
    }
  }
}
