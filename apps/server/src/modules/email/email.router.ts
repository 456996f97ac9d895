import { sendTestEmailInputSchema, testRemindersInputSchema, testSmtpInputSchema } from '@club/shared';
import { adminProcedure, router } from '../../trpc/init.js';
import { sendTestEmail, testSmtp } from './email.service.js';
import { listReminderFailures, previewReminders, sendDueReminders } from './reminders.service.js';

const admin = (action: string) => adminProcedure.meta({ adminAction: action });

export const emailRouter = router({
  testReminders: admin('test reminders')
    .input(testRemindersInputSchema)
    .query(({ ctx, input }) => previewReminders(ctx.services.db, input.test_date)),
  sendReminders: admin('send reminders').mutation(({ ctx }) => sendDueReminders(ctx.services)),
  reminderFailures: admin('see reminder failures').query(({ ctx }) => listReminderFailures(ctx.services.db)),
  testSmtp: admin('test the mail server').input(testSmtpInputSchema).mutation(({ ctx, input }) => testSmtp(ctx.services, input)),
  sendTest: admin('send test e-mails').input(sendTestEmailInputSchema).mutation(({ ctx, input }) => sendTestEmail(ctx.services, input)),
});
