import { inArray, sql } from 'drizzle-orm';
import {
  type CancelNotify,
  NIGHT_MESSAGES,
  type NightNoticeResult,
  type RestoreNotify,
  SWAP_MESSAGES,
} from '@club/shared';
import type { DbExecutor } from '../../../db/client.js';
import { assignments } from '../../../db/schema/index.js';
import { actorId, type ServiceContext } from '../../../lib/context.js';
import { AppError } from '../../../lib/errors.js';
import { recordAudit } from '../../audit/audit.service.js';
import { lockNightOf } from '../night/live-nights.js';
import { nightView } from '../night/night-view.js';
import { holderNames } from '../night/holders.js';
import { closeSwapRequestsOn } from '../night/night-swap-requests.js';
import { type NightRow, slotHolders } from '../night/slots.js';

const squareheadsOn = (rows: Parameters<typeof slotHolders>[0][]) => [...new Set(rows.flatMap(slotHolders))];

/** Issue 25: the audit log names the night's squareheads, not their ids. */
async function squareheadNames(db: DbExecutor, rows: NightRow[]): Promise<string[]> {
  const names = await holderNames(db, rows);
  return squareheadsOn(rows).map((id) => names.get(id) ?? `#${id}`);
}

/**
 * Issue 19: an administrator cancels a night in one step. It stays on the rota and in the feeds, marked cancelled with
 * the reason; reminders, swap offers and the served counts leave it out. The change, the notice to the members chosen
 * (its squareheads or everyone, one e-mail per shared address) and the audit entry are one transaction; the e-mails
 * leave after it (decision 044).
 */
export async function cancelNight(
  ctx: ServiceContext,
  id: number,
  input: { reason: string; notify: CancelNotify },
): Promise<NightNoticeResult> {
  const queued = await ctx.transaction(async ({ db: tx, afterCommit }) => {
    const { night, rows } = await lockNightOf(tx, id);
    if (rows.some((row) => row.cancelled_at !== null)) throw new AppError('CONFLICT', NIGHT_MESSAGES.alreadyCancelled);
    await tx
      .update(assignments)
      .set({
        cancelled_at: sql`now()`,
        cancel_reason: input.reason,
        cancelled_by: actorId(ctx.caller),
        updated_at: sql`now()`,
      })
      .where(
        inArray(
          assignments.id,
          rows.map((row) => row.id),
        ),
      );
    // Issue 25 point 2: the night's open swap requests close with it, and their askers are told.
    const closedRequests = await closeSwapRequestsOn(tx, night.dance_date, actorId(ctx.caller));
    for (const request of closedRequests)
      await recordAudit(tx, {
        actorId: actorId(ctx.caller),
        action: 'swap.close',
        entity: 'swap_request',
        entityId: request.id,
        details: { dance_date: night.dance_date, reason: SWAP_MESSAGES.nightCancelled },
      });
    const requesterIds = [...new Set(closedRequests.map((request) => request.requester_id))];
    const told = await afterCommit([
      {
        kind: 'nightCancelled',
        dance_date: night.dance_date,
        reason: input.reason,
        notify: input.notify,
        squarehead_ids: squareheadsOn(rows),
      },
      ...(requesterIds.length === 0
        ? []
        : [
            {
              kind: 'swapsClosedWithNight' as const,
              dance_date: night.dance_date,
              reason: input.reason,
              requester_ids: requesterIds,
            },
          ]),
    ]);
    await recordAudit(tx, {
      actorId: actorId(ctx.caller),
      action: 'assignment.cancel',
      entity: 'assignment',
      entityId: id,
      details: {
        dance_date: night.dance_date,
        reason: input.reason,
        notify: input.notify,
        squareheads: await squareheadNames(tx, rows),
        emails: told.emails,
        told: told.members,
      },
    });
    return told;
  });
  return { assignment: await nightView(ctx.db, id), ...queued };
}

/**
 * Issue 19: the night is on again, with its squareheads as they were; audited like the cancellation. Those told of
 * the cancellation may be told again (the admin chooses; nobody unless asked), one e-mail per shared address.
 */
export async function uncancelNight(
  ctx: ServiceContext,
  id: number,
  input: { notify: RestoreNotify },
): Promise<NightNoticeResult> {
  const queued = await ctx.transaction(async ({ db: tx, afterCommit }) => {
    const { night, rows } = await lockNightOf(tx, id);
    const cancelled = rows.filter((row) => row.cancelled_at !== null);
    const [firstCancelled] = cancelled;
    if (!firstCancelled) throw new AppError('CONFLICT', NIGHT_MESSAGES.notCancelled);
    await tx
      .update(assignments)
      .set({ cancelled_at: null, cancel_reason: null, cancelled_by: null, updated_at: sql`now()` })
      .where(
        inArray(
          assignments.id,
          cancelled.map((row) => row.id),
        ),
      );
    const told = await afterCommit(
      input.notify === 'nobody'
        ? []
        : [
            {
              kind: 'nightRestored',
              dance_date: night.dance_date,
              notify: input.notify,
              squarehead_ids: squareheadsOn(rows),
            },
          ],
    );
    await recordAudit(tx, {
      actorId: actorId(ctx.caller),
      action: 'assignment.uncancel',
      entity: 'assignment',
      entityId: id,
      details: {
        dance_date: night.dance_date,
        reason: firstCancelled.cancel_reason,
        notify: input.notify,
        squareheads: await squareheadNames(tx, rows),
        emails: told.emails,
        told: told.members,
      },
    });
    return told;
  });
  return { assignment: await nightView(ctx.db, id), ...queued };
}
