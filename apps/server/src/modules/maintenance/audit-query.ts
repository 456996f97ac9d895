import { type SQL, and, count, desc, eq, gte, like, lt, sql } from 'drizzle-orm';
import type { AuditEntry, AuditList, auditQuerySchema } from '@club/shared';
import type { z } from 'zod';
import { auditEntries, members } from '../../db/schema/index.js';
import type { ServiceContext } from '../../lib/context.js';
import { addDays } from '../../lib/calendar.js';
import { getAllSettings } from '../settings/settings.service.js';
import { onlyRow } from '../../lib/rows.js';

// The admin page's view of the audit log lives here beside the other admin routes, not in audit: it reads the club's
// time zone from settings, and settings writes to the audit log, so audit would import the module that imports it.

type AuditQuery = z.output<typeof auditQuerySchema>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Midnight starting `day` in the club's time zone: admins pick days as the club lives them, not UTC days. */
const startOfDay = (day: string, timeZone: string) => sql`(${day}::date)::timestamp at time zone ${timeZone}`;

function auditFilters(query: AuditQuery, timeZone: string): SQL | undefined {
  return and(
    query.actor_id === undefined ? undefined : eq(auditEntries.actor_id, query.actor_id),
    query.entity === undefined ? undefined : eq(auditEntries.entity, query.entity),
    query.action === undefined ? undefined : like(auditEntries.action, `${escapeLike(query.action)}%`),
    query.from === undefined ? undefined : gte(auditEntries.at, startOfDay(query.from, timeZone)),
    query.to === undefined ? undefined : lt(auditEntries.at, startOfDay(addDays(query.to, 1), timeZone)),
    query.search === undefined
      ? undefined
      : sql`${auditEntries.details}::text ilike ${`%${escapeLike(query.search)}%`}`,
  );
}

/** Who did it, as the log shows it: the member's current name, the name kept at the time, or the system. */
function actorName(
  row: { actor_id: number | null; first_name: string | null; last_name: string | null },
  kept: unknown,
): string {
  if (row.first_name !== null) return `${row.first_name} ${row.last_name}`;
  if (row.actor_id === null && typeof kept !== 'string') return 'System';
  return typeof kept === 'string' ? `Deleted member (${kept})` : 'Deleted member';
}

/** Issue 9: the admin page's audit log, newest first, a page at a time (offset pagination; `cursor` is the offset). */
export async function listAuditEntries(ctx: Pick<ServiceContext, 'db'>, query: AuditQuery): Promise<AuditList> {
  const { system_timezone } = await getAllSettings(ctx.db, ['system_timezone']);
  const where = auditFilters(query, system_timezone);
  const [rows, total] = await Promise.all([
    ctx.db
      .select({ entry: auditEntries, first_name: members.first_name, last_name: members.last_name })
      .from(auditEntries)
      .leftJoin(members, eq(members.id, auditEntries.actor_id))
      .where(where)
      .orderBy(desc(auditEntries.at), desc(auditEntries.id))
      .limit(query.limit)
      .offset(query.cursor),
    ctx.db.select({ value: count() }).from(auditEntries).where(where),
  ]);
  const entries = rows.map(({ entry, first_name, last_name }): AuditEntry => {
    const {
      actor_name: kept,
      on_behalf_of_id: forId,
      on_behalf_of_name: forName,
      ...details
    } = (entry.details ?? {}) as Record<string, unknown>;
    return {
      id: entry.id,
      at: entry.at.toISOString(),
      actor_id: entry.actor_id,
      actor_name: actorName({ actor_id: entry.actor_id, first_name, last_name }, kept),
      on_behalf_of:
        typeof forName === 'string' ? { id: typeof forId === 'number' ? forId : null, name: forName } : null,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entity_id,
      details: entry.details === null ? null : details,
    };
  });
  const next = query.cursor + entries.length;
  const totalCount = onlyRow(total).value;
  return { entries, total: totalCount, next_cursor: next < totalCount ? next : null };
}
