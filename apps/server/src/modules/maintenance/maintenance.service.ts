import { desc, notInArray } from 'drizzle-orm';
import type { ImportLog, ImportResult } from '@club/shared';
import { importLogs, members } from '../../db/schema/index.js';
import { actorId, type ServiceContext } from '../../lib/context.js';
import { recordAudit } from '../audit/audit.service.js';
import { getMainAdminId } from '../users/users.service.js';

type Ctx = Pick<ServiceContext, 'db' | 'config' | 'caller'>;

/**
 * API.md POST /maintenance/clear-members: every member but the main administrator, in one transaction. The admin
 * who asks stays too, as deleting oneself is refused elsewhere (SPEC §6), so the page can reload signed in. Squarehead
 * slots, partner links and sessions of the removed members clear themselves through their foreign keys.
 */
export async function clearMembers(ctx: Ctx): Promise<{ deleted_count: number }> {
  return ctx.db.transaction(async (tx) => {
    const kept = [await getMainAdminId(tx), actorId(ctx.caller) ?? undefined].filter(
      (id): id is number => id !== undefined,
    );
    const removed = await tx
      .delete(members)
      .where(kept.length > 0 ? notInArray(members.id, kept) : undefined)
      .returning({ id: members.id });
    await recordAudit(tx, {
      actorId: actorId(ctx.caller),
      action: 'members.clear',
      entity: 'member',
      entityId: null,
      details: { deleted_count: removed.length },
    });
    return { deleted_count: removed.length };
  });
}

/**
 * Results logged before issue 15 have neither `unchanged` (the alias of `skipped`) nor `warnings`; those logged before
 * issue 26 do not say how many links they set, which stays unknown (null).
 */
type LaterFields = 'unchanged' | 'warnings' | 'partners_linked' | 'friends_linked';
type StoredImportResult = Omit<ImportResult, LaterFields> & Partial<Pick<ImportResult, LaterFields>>;
const withLaterFields = (stored: StoredImportResult): ImportLog['result'] => ({
  ...stored,
  unchanged: stored.unchanged ?? stored.skipped,
  warnings: stored.warnings ?? [],
  partners_linked: stored.partners_linked ?? null,
  friends_linked: stored.friends_linked ?? null,
});

/** API.md GET /maintenance/import-logs, newest first. */
export async function listImportLogs(ctx: Pick<ServiceContext, 'db'>): Promise<{ logs: ImportLog[] }> {
  const rows = await ctx.db.select().from(importLogs).orderBy(desc(importLogs.created_at), desc(importLogs.id));
  return {
    logs: rows.map(({ club_id: _club, ...row }) => ({
      ...row,
      created_at: row.created_at.toISOString(),
      result: withLaterFields(row.result as StoredImportResult),
    })),
  };
}

export async function clearImportLogs(ctx: Ctx): Promise<{ deleted_count: number }> {
  return ctx.db.transaction(async (tx) => {
    const removed = await tx.delete(importLogs).returning({ id: importLogs.id });
    await recordAudit(tx, {
      actorId: actorId(ctx.caller),
      action: 'import_logs.clear',
      entity: 'import_log',
      entityId: null,
      details: { deleted_count: removed.length },
    });
    return { deleted_count: removed.length };
  });
}
