import { and, inArray, ne, sql } from 'drizzle-orm';
import {
  type Assignment,
  type CancelNightResult,
  type CancelNotify,
  type RestoreNotify,
  escapeHtml,
  NIGHT_MESSAGES,
} from '@club/shared';
import type { DbExecutor } from '../../../db/client.js';
import { assignments, members } from '../../../db/schema/index.js';
import { actorId, type ServiceContext } from '../../../lib/context.js';
import { AppError } from '../../../lib/errors.js';
import { groupByInbox, namesInWords } from '../../../lib/inbox.js';
import { recordAudit } from '../../audit/audit.service.js';
import { formatDanceDate } from '../../../lib/calendar.js';
import { getAllSettings } from '../../settings/settings.service.js';
import { type LiveNight, lockNightOf } from '../night/live-nights.js';
import { nightView } from '../night/night-view.js';
import { slotHolders } from '../night/slots.js';

type Ctx = Pick<ServiceContext, 'db' | 'caller' | 'log' | 'mailer'>;
/** Who is told: the night's squareheads, or every member; members without an address cannot be. */
async function recipients(db: DbExecutor, notify: CancelNotify, rows: LiveNight[]) {
  const ids = [...new Set(rows.flatMap(slotHolders))];
  if (notify === 'squareheads' && ids.length === 0) return [];
  const people = await db
    .select({ first: members.first_name, last: members.last_name, email: members.email })
    .from(members)
    .where(and(notify === 'squareheads' ? inArray(members.id, ids) : undefined, ne(members.email, '')))
    .orderBy(members.last_name, members.first_name);
  return people.map((person) => ({ name: `${person.first} ${person.last}`, email: person.email }));
}

/** What happened to the night: cancelled with a reason, or on again. */
type NightNotice = { kind: 'cancelled'; reason: string } | { kind: 'restored' };

/** The notice: one per inbox, naming everyone it is for (issue 17, decision 029). */
function noticeEmail(
  club: { club_name: string; club_color: string },
  date: string,
  notice: NightNotice,
  names: string[],
  notify: CancelNotify,
) {
  const night = formatDanceDate(date);
  const onDuty = notify === 'squareheads';
  const [subject, ...news] =
    notice.kind === 'cancelled'
      ? [
          `Cancelled: ${club.club_name} on ${night}`,
          `The dance night on ${night} is cancelled: ${notice.reason}.`,
          onDuty
            ? 'You were on squarehead duty that night; you need not come. Thank you!'
            : 'There is no dance that night. We hope to see you at the next one!',
        ]
      : [
          `Back on: ${club.club_name} on ${night}`,
          `The dance night on ${night} is on again after all.`,
          onDuty ? 'You are on squarehead duty that night, as before. Thank you!' : 'We hope to see you there!',
        ];
  const paragraphs = [`Hello ${namesInWords(names)},`, ...news];
  const html =
    `<div style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#222">` +
    `<h2 style="margin:0 0 12px;color:${escapeHtml(club.club_color)}">${escapeHtml(club.club_name)}</h2>` +
    paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
    `</div>`;
  return { subject, text: paragraphs.join('\n\n'), html };
}

/** Sends each inbox its notice on its own, so one refused address does not stop the rest; answers how many went. */
async function sendNotices(
  ctx: Ctx,
  date: string,
  notice: NightNotice,
  notify: CancelNotify,
  people: { name: string; email: string }[],
): Promise<number> {
  if (people.length === 0) return 0;
  if (!(await ctx.mailer.isConfigured())) {
    ctx.log.warn(`No mail server configured: the notices that ${date} is ${notice.kind} were not sent`);
    return 0;
  }
  const club = await getAllSettings(ctx.db, ['club_name', 'club_color']);
  let sent = 0;
  for (const inbox of groupByInbox(people, (person) => person.email)) {
    const email = noticeEmail(
      club,
      date,
      notice,
      inbox.map((person) => person.name),
      notify,
    );
    try {
      await ctx.mailer.send({ to: inbox[0].email, ...email });
      sent += 1;
    } catch (error) {
      ctx.log.error({ err: error }, `Sending the notice that ${date} is ${notice.kind} to ${inbox[0].email} failed`);
    }
  }
  return sent;
}

/**
 * Issue 19: an administrator cancels a night in one step. It stays on the rota and in the feeds, marked cancelled with
 * the reason; reminders, swap offers and the served counts leave it out. The change and its audit entry are one
 * transaction; the chosen members are e-mailed after the commit, one e-mail per shared address.
 */
export async function cancelNight(
  ctx: Ctx,
  id: number,
  input: { reason: string; notify: CancelNotify },
): Promise<CancelNightResult> {
  const { date, people } = await ctx.db.transaction(async (tx) => {
    const { night, rows } = await lockNightOf(tx, id);
    if (rows.some((row) => row.cancelled_at !== null)) throw new AppError('CONFLICT', NIGHT_MESSAGES.alreadyCancelled);
    const dance_date = night.dance_date;
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
    const told = await recipients(tx, input.notify, rows);
    await recordAudit(tx, {
      actorId: actorId(ctx.caller),
      action: 'assignment.cancel',
      entity: 'assignment',
      entityId: id,
      details: { dance_date, reason: input.reason, notify: input.notify, told: told.length },
    });
    return { date: dance_date, people: told };
  });
  const emails_sent = await sendNotices(ctx, date, { kind: 'cancelled', reason: input.reason }, input.notify, people);
  return { assignment: await nightView(ctx.db, id), emails_sent };
}

/**
 * Issue 19: the night is on again, with its squareheads as they were; audited like the cancellation. Those told of
 * the cancellation may be told again (the admin chooses; nobody unless asked), one e-mail per shared address.
 */
export async function uncancelNight(ctx: Ctx, id: number, input: { notify: RestoreNotify }): Promise<Assignment> {
  const { date, people } = await ctx.db.transaction(async (tx) => {
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
    const told = input.notify === 'nobody' ? [] : await recipients(tx, input.notify, rows);
    await recordAudit(tx, {
      actorId: actorId(ctx.caller),
      action: 'assignment.uncancel',
      entity: 'assignment',
      entityId: id,
      details: {
        dance_date: night.dance_date,
        reason: firstCancelled.cancel_reason,
        notify: input.notify,
        told: told.length,
      },
    });
    return { date: night.dance_date, people: told };
  });
  if (input.notify !== 'nobody') await sendNotices(ctx, date, { kind: 'restored' }, input.notify, people);
  return nightView(ctx.db, id);
}
