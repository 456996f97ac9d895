import type { DbExecutor } from '../../db/client.js';
import { auditEntries } from '../../db/schema/index.js';

/** Who changed what, kept for the club's records; written inside the caller's transaction. */
export async function recordAudit(
  db: DbExecutor,
  entry: { actorId: number | null; action: string; entity: string; entityId: number | null; details?: Record<string, unknown> },
): Promise<void> {
  await db.insert(auditEntries).values({
    actor_id: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId,
    details: entry.details ?? null,
  });
}
