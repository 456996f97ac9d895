import { isoDateSchema, type Reminder } from '@club/shared';
import { settleAfterAnswer } from '../lib/after-answer.js';
import { AppError } from '../lib/errors.js';
import { sendDueReminders } from '../modules/rota/reminders/reminder-run.js';
import { batchMessages } from '../modules/notify/notify.service.js';
import { type Command, UsageError } from './command.js';

const describeReminder = (reminder: Reminder) =>
  `${reminder.member_name} <${reminder.email}> for ${reminder.dance_date} (${reminder.days_until} ${reminder.days_until === 1 ? 'day' : 'days'} before)`;

export const sendRemindersCommand: Command = {
  usage: 'send-reminders [--date YYYY-MM-DD]',
  summary: "Sends the reminder e-mails due today in the club's time zone (or on --date) now; each is sent only once.",
  example: 'send-reminders',
  positionals: 0,
  options: { date: { type: 'string' } },
  async run(units, args, print) {
    const date = args.values.date;
    if (date !== undefined && !isoDateSchema.safeParse(date).success)
      throw new UsageError(`--date must be a day as YYYY-MM-DD, not "${date}".`);
    const result = await units((ctx) => sendDueReminders(ctx, date));
    // No queue runs here: the reminders queued are sent in this process once their unit of work has committed.
    await settleAfterAnswer();
    const { batch_id: batchId } = result;
    const messages = batchId === null ? [] : await units((ctx) => batchMessages(ctx.db, batchId));
    const failed = new Map<Reminder, string>(result.failed.map(({ error, ...reminder }) => [reminder, error]));
    const sent: Reminder[] = [];
    for (const reminder of result.sent) {
      const message = messages.find(
        (candidate) =>
          candidate.event_key.startsWith(`reminder:${reminder.dance_date}:${reminder.days_until}:`) &&
          candidate.member_ids.includes(reminder.member_id),
      );
      if (message?.status === 'failed') failed.set(reminder, message.last_error ?? '');
      else sent.push(reminder);
    }
    for (const reminder of sent) print(`sent     ${describeReminder(reminder)}`);
    for (const reminder of result.skipped) print(`skipped  ${describeReminder(reminder)}: sent before`);
    for (const [reminder, error] of failed) print(`failed   ${describeReminder(reminder)}: ${error}`);
    print(
      `Reminders due on ${result.run_date}: ${sent.length} sent, ${result.skipped.length} skipped, ${failed.size} failed.`,
    );
    if (failed.size > 0) {
      throw new AppError(
        'BAD_GATEWAY',
        result.failed.length > 0
          ? `${failed.size} could not be sent: no mail server is configured; a later run sends them once one is.`
          : `${failed.size} could not be sent; the Admin page lists them under "E-mails that could not be sent", where they can be tried again.`,
      );
    }
  },
};
