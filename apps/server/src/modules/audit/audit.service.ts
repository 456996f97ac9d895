import { inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { auditEntries, members } from '../../db/schema/index.js';

export type AuditRecord = {
  actorId: number | null;
  action: string;
  entity: string;
  entityId: number | null;
  details?: Record<string, unknown>;
  /** Issue 19 part 7: the member an admin acted for (the member called the club instead of using the app). */
  onBehalfOf?: number;
};

const fullName = sql<string>`${members.first_name} || ' ' || ${members.last_name}`;

/**
 * Who changed what, kept for the club's records; written inside the caller's transaction. The actor's name is kept
 * too (as `actor_name` in details): actor_id is set null when that member is deleted, and the log must still tell a
 * deleted member's change from one made by the system.
 */
export async function recordAudit(db: DbExecutor, entry: AuditRecord): Promise<void> {
  const names = await memberNames(db, [entry.actorId, entry.onBehalfOf]);
  const actorName = entry.actorId === null ? undefined : names.get(entry.actorId);
  const forName = entry.onBehalfOf === undefined ? undefined : names.get(entry.onBehalfOf);
  const details =
    actorName === undefined && forName === undefined
      ? entry.details
      : {
          ...entry.details,
          ...(actorName === undefined ? {} : { actor_name: actorName }),
          ...(forName === undefined ? {} : { on_behalf_of_id: entry.onBehalfOf, on_behalf_of_name: forName }),
        };
  await db.insert(auditEntries).values({
    actor_id: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId,
    details: details ?? null,
  });
}

/** "First Last" of each member, for details that must stay readable after a member is deleted. */
export async function memberNames(db: DbExecutor, ids: (number | null | undefined)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: members.id, name: fullName }).from(members).where(inArray(members.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}
