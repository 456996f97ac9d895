import { sendTestEmailInputSchema, testRemindersInputSchema, testSmtpInputSchema } from '@club/shared';
import { procedureFor, router } from '../../trpc/init.js';
import { emailRoutes } from './email.routes.js';
import { sendTestEmail, testSmtp } from './email.service.js';
import { listReminderFailures } from '../notify/notify.service.js';
import { previewReminders, sendDueReminders } from '../rota/reminders/reminder-run.js';

export const emailRouter = router({
  testReminders: procedureFor(emailRoutes.testReminders)
    .input(testRemindersInputSchema)
    .query(({ ctx, input }) => previewReminders(ctx.services.db, input.test_date)),
  sendReminders: procedureFor(emailRoutes.sendReminders).mutation(({ ctx }) => sendDueReminders(ctx.services)),
  reminderFailures: procedureFor(emailRoutes.reminderFailures).query(({ ctx }) =>
    listReminderFailures(ctx.services.db),
  ),
  testSmtp: procedureFor(emailRoutes.testSmtp)
    .input(testSmtpInputSchema)
    .mutation(({ ctx, input }) => testSmtp(ctx.services, input)),
  sendTest: procedureFor(emailRoutes.sendTest)
    .input(sendTestEmailInputSchema)
    .mutation(({ ctx, input }) => sendTestEmail(ctx.services, input)),
});
