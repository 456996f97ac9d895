import type { Reminder, SendRemindersResult, TestRemindersResult } from '@club/shared';
import type { DbExecutor } from '../../../db/client.js';
import { reminderSends } from '../../../db/schema/index.js';
import type { ServiceContext } from '../../../lib/context.js';
import type { ReminderEvent } from '../../../lib/events.js';
import { todayIn } from '../../../lib/calendar.js';
import { getAllSettings } from '../../settings/settings.service.js';
import { holderNames, namedHolders } from '../night/holders.js';
import { liveNights } from '../night/live-nights.js';
import { parseReminderDays } from './reminder-days.js';
import { selectReminders } from './reminder-selection.js';

const NO_MAIL_SERVER = 'No mail server is configured (set SMTP_URL or the SMTP settings).';

/** API.md POST /email/test-reminders: what a run on `testDate` would send, from the same selection as the real run. */
export async function previewReminders(db: DbExecutor, testDate: string): Promise<TestRemindersResult> {
  const { reminder_days } = await getAllSettings(db, ['reminder_days']);
  const days = parseReminderDays(reminder_days);
  const reminders = await selectReminders(db, testDate, days);
  return { reminders, reminder_days: days, test_date: testDate, total_reminders: reminders.length };
}

// Claimed in one order by every run, so two runs that reach the same reminders wait for each other, never deadlock.
const claimOrder = (a: Reminder, b: Reminder) =>
  a.dance_date.localeCompare(b.dance_date) || a.days_until - b.days_until || a.member_id - b.member_id;

/**
 * The claimed reminders as events: one per night and number of days, naming its members (notify groups inboxes), with
 * the night as it stands for the template.
 */
async function reminderEvents(db: DbExecutor, claimed: Reminder[]): Promise<ReminderEvent[]> {
  const nights = await liveNights(db, { ids: [...new Set(claimed.map((reminder) => reminder.assignment_id))] });
  const names = await holderNames(db, nights);
  const events = new Map<string, ReminderEvent>();
  for (const reminder of claimed) {
    const night = nights.find((candidate) => candidate.id === reminder.assignment_id);
    if (!night) continue;
    const key = `${reminder.assignment_id} ${reminder.days_until}`;
    const event = events.get(key);
    if (event) event.member_ids.push(reminder.member_id);
    else
      events.set(key, {
        kind: 'reminder',
        assignment_id: reminder.assignment_id,
        dance_date: reminder.dance_date,
        days_before: reminder.days_until,
        member_ids: [reminder.member_id],
        night: {
          start_time: night.start_time,
          end_time: night.end_time,
          caller: night.caller,
          program: night.program,
          squareheads: namedHolders(night, names),
        },
      });
  }
  return [...events.values()];
}

/**
 * Issue 5: queues every reminder due on `runDate` (the club's today by default) exactly once (decision 007). Each
 * member's ledger row in `reminder_sends` is claimed in the transaction that queues the e-mails (decision 044): a
 * second run or a second server waits on those rows and then skips them. The e-mails go out after the commit, one per
 * inbox, retried by the outbox; one that fails for good is listed with the other failed e-mails. Without a mail server
 * nothing is claimed, so a run once mail is set up still sends them.
 */
export async function sendDueReminders(ctx: ServiceContext, runDate?: string): Promise<SendRemindersResult> {
  const { reminder_days, system_timezone } = await getAllSettings(ctx.db, ['reminder_days', 'system_timezone']);
  const date = runDate ?? todayIn(system_timezone);
  const due = await selectReminders(ctx.db, date, parseReminderDays(reminder_days));
  const none = { emails: 0, members: 0, batch_id: null };
  if (due.length > 0 && !(await ctx.mailer.isConfigured())) {
    ctx.log.error(`${due.length} reminder(s) due on ${date} were not sent: no mail server is configured`);
    const failed = due.map((reminder) => ({ ...reminder, error: NO_MAIL_SERVER }));
    return { run_date: date, sent: [], skipped: [], failed, ...none };
  }
  const claimed = new Set<Reminder>();
  const queued = await ctx.transaction(async (tx) => {
    for (const reminder of [...due].sort(claimOrder)) {
      const rows = await tx.db
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
      if (rows.length > 0) claimed.add(reminder);
    }
    return tx.afterCommit(await reminderEvents(tx.db, [...claimed]));
  });
  const sent = due.filter((reminder) => claimed.has(reminder));
  const skipped = due.filter((reminder) => !claimed.has(reminder));
  ctx.log.info(
    { run_date: date, reminders: sent.length, skipped: skipped.length, emails: queued.emails },
    'Reminder run finished',
  );
  return { run_date: date, sent, skipped, failed: [], ...queued };
}
