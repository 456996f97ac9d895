import {
  EMAIL_MESSAGES,
  reminderFailuresSchema,
  sendRemindersResultSchema,
  sendTestEmailInputSchema,
  sendTestEmailResultSchema,
  testReminderEitherAnswerSchema,
  testReminderEitherInputSchema,
  testRemindersAnswerSchema,
  testRemindersInputSchema,
  testSmtpInputSchema,
  testSmtpResultSchema,
  type TestRemindersAnswer,
} from '@club/shared';
import type { ServiceContext } from '../../lib/context.js';
import { defineRoute } from '../../rest/route.js';
import { sendTestEmail, testSmtp } from './email.service.js';
import { listReminderFailures } from '../notify/notify.service.js';
import { previewReminders, sendDueReminders } from '../rota/reminders/reminder-run.js';

/** SPEC §4: reminder_days as the comma list "14,7,3,1", the form GET /settings answers it in. */
async function previewAnswer(ctx: Pick<ServiceContext, 'db'>, testDate: string): Promise<TestRemindersAnswer> {
  const preview = await previewReminders(ctx.db, testDate);
  return { ...preview, reminder_days: preview.reminder_days.join(',') };
}

const hasKey = (body: unknown, key: string) => typeof body === 'object' && body !== null && key in body;
/** API.md: existing clients call the singular both for the preview ({test_date}) and to send a test e-mail ({email, …}). */
const isSendTest = (body: unknown) => !hasKey(body, 'test_date') && hasKey(body, 'email');

export const emailRoutes = {
  testReminders: defineRoute({
    method: 'post',
    path: '/email/test-reminders',
    tag: 'Email',
    access: 'admin',
    action: 'test reminders',
    summary: 'Which reminders would go out on a given day',
    body: testRemindersInputSchema,
    answer: { kind: 'envelope', data: testRemindersAnswerSchema },
    handler: (ctx, { body }) => previewAnswer(ctx, body.test_date),
  }),
  testReminder: defineRoute({
    method: 'post',
    path: '/email/test-reminder',
    tag: 'Email',
    access: 'admin',
    action: 'test reminders',
    summary:
      'Routed by its body, for existing clients: {test_date} is POST /email/test-reminders, {email, template, …} is POST /email/send-test',
    body: testReminderEitherInputSchema,
    bodyFor: (raw) => (isSendTest(raw) ? sendTestEmailInputSchema : testRemindersInputSchema),
    errors: [502],
    handler: async (ctx, { body }) =>
      'test_date' in body ? await previewAnswer(ctx, body.test_date) : await sendTestEmail(ctx, body),
    answer: {
      kind: 'envelope',
      data: testReminderEitherAnswerSchema,
      message: (answer) => ('email' in answer ? EMAIL_MESSAGES.testSent : ''),
    },
  }),
  sendReminders: defineRoute({
    method: 'post',
    path: '/email/send-reminders',
    tag: 'Email',
    access: 'admin',
    action: 'send reminders',
    summary: 'Send today’s due reminders now',
    answer: { kind: 'envelope', data: sendRemindersResultSchema },
    handler: (ctx) => sendDueReminders(ctx),
  }),
  reminderFailures: defineRoute({
    method: 'get',
    path: '/email/reminder-failures',
    tag: 'Email',
    access: 'admin',
    action: 'see reminder failures',
    summary: 'Reminders that failed after their last retry (one entry per e-mail; see also GET /notify/failed)',
    answer: { kind: 'envelope', data: reminderFailuresSchema },
    handler: (ctx) => listReminderFailures(ctx.db),
  }),
  testSmtp: defineRoute({
    method: 'post',
    path: '/email/test-smtp',
    tag: 'Email',
    access: 'admin',
    action: 'test the mail server',
    summary: 'Send a test e-mail to the caller with these SMTP settings',
    body: testSmtpInputSchema,
    errors: [502],
    answer: { kind: 'envelope', data: testSmtpResultSchema, message: EMAIL_MESSAGES.smtpTestSent },
    handler: (ctx, { body }) => testSmtp(ctx, body),
  }),
  sendTest: defineRoute({
    method: 'post',
    path: '/email/send-test',
    tag: 'Email',
    access: 'admin',
    action: 'send test e-mails',
    summary: 'Send a reminder template with sample values',
    body: sendTestEmailInputSchema,
    errors: [502],
    answer: { kind: 'envelope', data: sendTestEmailResultSchema, message: EMAIL_MESSAGES.testSent },
    handler: (ctx, { body }) => sendTestEmail(ctx, body),
  }),
};
