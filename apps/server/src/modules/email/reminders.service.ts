import { and, desc, eq, sql } from 'drizzle-orm';
import type { Reminder, ReminderFailure, SendRemindersResult, TestRemindersResult } from '@club/shared';
import type { DbExecutor } from '../../db/client.js';
import { members, reminderFailures, reminderSends } from '../../db/schema/index.js';
import type { ServiceContext } from '../../lib/context.js';
import { groupByInbox, namesInWords } from '../../lib/inbox.js';
import { getAllSettings } from '../settings/settings.service.js';
import { addDays, todayIn } from '../../lib/calendar.js';
import { parseReminderDays } from './reminder-calendar.js';
import { reminderNightValues } from './reminder-night.js';
import { selectReminders } from './reminder-selection.js';
import { buildTemplatedEmail } from './templated-email.js';

export const REMINDER_RETRY_QUEUE = 'reminder-retry';

/** Which reminder a retry is about; it is selected afresh, so a squarehead taken off the night gets nothing. */
export type ReminderTarget = { member_id: number; dance_date: string; days_before: number };
export type ReminderContext = Pick<ServiceContext, 'db' | 'log' | 'mailer' | 'jobs'>;

const targetOf = (reminder: Reminder): ReminderTarget => ({
  member_id: reminder.member_id,
  dance_date: reminder.dance_date,
  days_before: reminder.days_until,
});
const sameTarget = (table: typeof reminderSends | typeof reminderFailures, target: ReminderTarget) =>
  and(
    eq(table.member_id, target.member_id),
    eq(table.dance_date, target.dance_date),
    eq(table.days_before, target.days_before),
  );

/** API.md POST /email/test-reminders: what a run on `testDate` would send, from the same selection as the real run. */
export async function previewReminders(db: DbExecutor, testDate: string): Promise<TestRemindersResult> {
  const { reminder_days } = await getAllSettings(db, ['reminder_days']);
  const days = parseReminderDays(reminder_days);
  const reminders = await selectReminders(db, testDate, days);
  return { reminders, reminder_days: days, test_date: testDate, total_reminders: reminders.length };
}

/**
 * Sends the reminders of one inbox for one night exactly once, as one e-mail naming each member it is for (issue 17:
 * partners who share an address got two). Each member's ledger row is written first, in a transaction held open
 * while the mail goes out: a second run (or a second server) waits on those rows and then skips them, and a failed
 * send rolls them back so a retry can try again. Only a crash between the mail server's acceptance and the commit can
 * send twice.
 */
async function sendRemindersOnce(
  ctx: ReminderContext,
  reminders: Reminder[],
): Promise<Map<Reminder, 'sent' | 'skipped'>> {
  return ctx.db.transaction(async (tx) => {
    const outcomes = new Map<Reminder, 'sent' | 'skipped'>();
    for (const reminder of reminders) {
      const claimed = await tx
        .insert(reminderSends)
        .values({
          assignment_id: reminder.assignment_id,
          member_id: reminder.member_id,
          dance_date: reminder.dance_date,
          days_before: reminder.days_until,
          email: reminder.email,
        })
        .onConflictDoNothing()
        .returning({ id: reminderSends.id });
      outcomes.set(reminder, claimed.length === 0 ? 'skipped' : 'sent');
    }
    const due = reminders.filter((reminder) => outcomes.get(reminder) === 'sent');
    const [first] = due;
    if (!first) return outcomes;
    const settings = await getAllSettings(tx);
    const memberName = namesInWords(due.map((reminder) => reminder.member_name));
    const night = await reminderNightValues(
      tx,
      first.assignment_id,
      due.map((reminder) => reminder.member_id),
      settings,
    );
    await ctx.mailer.send(
      buildTemplatedEmail(
        settings,
        { email: first.email, member_name: memberName, dance_date: first.dance_date },
        night,
      ),
    );
    for (const reminder of due)
      await tx.delete(reminderFailures).where(sameTarget(reminderFailures, targetOf(reminder)));
    return outcomes;
  });
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Issue 5: sends every reminder due on `runDate` (the club's today by default). A failed send is handed to the retry
 * queue, which tries again with backoff; the answer says what was sent, what had been sent before and what failed.
 */
export async function sendDueReminders(ctx: ReminderContext, runDate?: string): Promise<SendRemindersResult> {
  const { reminder_days, system_timezone } = await getAllSettings(ctx.db, ['reminder_days', 'system_timezone']);
  const date = runDate ?? todayIn(system_timezone);
  const result: SendRemindersResult = { run_date: date, sent: [], skipped: [], failed: [] };
  const due = await selectReminders(ctx.db, date, parseReminderDays(reminder_days));
  for (const inbox of groupByInbox(
    due,
    (reminder) => `${reminder.dance_date} ${reminder.days_until} ${reminder.email}`,
  )) {
    try {
      for (const [reminder, outcome] of await sendRemindersOnce(ctx, inbox)) result[outcome].push(reminder);
    } catch (error) {
      for (const reminder of inbox) {
        result.failed.push({ ...reminder, error: errorText(error) });
        await queueRetry(ctx, targetOf(reminder));
      }
    }
  }
  ctx.log.info(
    { run_date: date, sent: result.sent.length, skipped: result.skipped.length, failed: result.failed.length },
    'Reminder run finished',
  );
  return result;
}

async function queueRetry(ctx: ReminderContext, target: ReminderTarget): Promise<void> {
  if (!ctx.jobs) return;
  const { boss, reminderRetry } = ctx.jobs;
  await boss.send(REMINDER_RETRY_QUEUE, target, {
    retryLimit: reminderRetry.retryLimit,
    retryDelay: reminderRetry.retryDelaySeconds,
    retryBackoff: true,
    startAfter: reminderRetry.retryDelaySeconds,
    singletonKey: `${target.member_id}:${target.dance_date}:${target.days_before}`,
  });
}

/**
 * One try of a queued retry. It throws when the send fails, so the queue tries again; after the last try the failure
 * is recorded for the admin page.
 */
export async function retryReminder(
  ctx: ReminderContext,
  target: ReminderTarget,
  attempt: { number: number; isLast: boolean },
): Promise<'sent' | 'skipped'> {
  const due = await selectReminders(ctx.db, addDays(target.dance_date, -target.days_before), [target.days_before]);
  const reminder = due.find((candidate) => candidate.member_id === target.member_id);
  if (!reminder) return 'skipped';
  try {
    const outcome = (await sendRemindersOnce(ctx, [reminder])).get(reminder);
    if (outcome === undefined) throw new Error('Sending answered nothing for the reminder it was given.');
    return outcome;
  } catch (error) {
    if (attempt.isLast) await recordFailure(ctx.db, reminder, attempt.number, errorText(error));
    throw error;
  }
}

async function recordFailure(db: DbExecutor, reminder: Reminder, attempts: number, lastError: string): Promise<void> {
  const row = { ...targetOf(reminder), email: reminder.email, attempts, last_error: lastError };
  await db
    .insert(reminderFailures)
    .values(row)
    .onConflictDoUpdate({
      target: [reminderFailures.member_id, reminderFailures.dance_date, reminderFailures.days_before],
      set: { attempts: row.attempts, last_error: row.last_error, failed_at: sql`now()` },
    });
}

/** Reminders that failed after their last retry, newest first. */
export async function listReminderFailures(db: DbExecutor): Promise<{ failures: ReminderFailure[] }> {
  const rows = await db
    .select({
      id: reminderFailures.id,
      first_name: members.first_name,
      last_name: members.last_name,
      email: reminderFailures.email,
      dance_date: reminderFailures.dance_date,
      days_before: reminderFailures.days_before,
      attempts: reminderFailures.attempts,
      last_error: reminderFailures.last_error,
      failed_at: reminderFailures.failed_at,
    })
    .from(reminderFailures)
    .innerJoin(members, eq(members.id, reminderFailures.member_id))
    .orderBy(desc(reminderFailures.failed_at));
  return {
    failures: rows.map(({ first_name, last_name, failed_at, ...row }) => ({
      ...row,
      member_name: `${first_name} ${last_name}`,
      failed_at: failed_at.toISOString(),
    })),
  };
}
