import { isoDateSchema, type Reminder } from '@club/shared';
import { AppError } from '../lib/errors.js';
import { sendDueReminders } from '../modules/email/reminders.service.js';
import { type Command, UsageError } from './command.js';

const describeReminder = (reminder: Reminder) =>
  `${reminder.member_name} <${reminder.email}> for ${reminder.dance_date} (${reminder.days_until} ${reminder.days_until === 1 ? 'day' : 'days'} before)`;

export const sendRemindersCommand: Command = {
  usage: 'send-reminders [--date YYYY-MM-DD]',
  summary: "Sends the reminder e-mails due today in the club's time zone (or on --date) now; each is sent only once.",
  example: 'send-reminders',
  positionals: 0,
  options: { date: { type: 'string' } },
  async run(ctx, args, print) {
    const date = args.values.date;
    if (date !== undefined && !isoDateSchema.safeParse(date).success)
      throw new UsageError(`--date must be a day as YYYY-MM-DD, not "${date}".`);
    const result = await sendDueReminders(ctx, date);
    for (const reminder of result.sent) print(`sent     ${describeReminder(reminder)}`);
    for (const reminder of result.skipped) print(`skipped  ${describeReminder(reminder)}: sent before`);
    for (const reminder of result.failed) print(`failed   ${describeReminder(reminder)}: ${reminder.error}`);
    print(
      `Reminders due on ${result.run_date}: ${result.sent.length} sent, ${result.skipped.length} skipped, ${result.failed.length} failed.`,
    );
    if (result.failed.length > 0) {
      // Nothing was recorded for them, so the server's hourly run tries them again.
      throw new AppError(
        'BAD_GATEWAY',
        `${result.failed.length} could not be sent; the server's hourly run will try them again.`,
      );
    }
  },
};
