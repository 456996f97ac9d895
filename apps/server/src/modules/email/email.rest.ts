import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  EMAIL_MESSAGES,
  sendTestEmailInputSchema,
  type TestRemindersAnswer,
  testRemindersInputSchema,
  testSmtpInputSchema,
} from '@club/shared';
import { assertAdmin } from '../../lib/access.js';
import { parseOrThrow } from '../../lib/errors.js';
import { requestContext } from '../../rest/request-context.js';
import { sendSuccess } from '../../rest/envelope.js';
import { sendTestEmail, testSmtp } from './email.service.js';
import { listReminderFailures, previewReminders, sendDueReminders } from './reminders.service.js';

/** SPEC §4: reminder_days as the comma list "14,7,3,1", the form GET /settings answers it in. */
async function previewAnswer(request: FastifyRequest): Promise<TestRemindersAnswer> {
  const { test_date } = parseOrThrow(testRemindersInputSchema, request.body);
  const preview = await previewReminders(request.server.db, test_date);
  return { ...preview, reminder_days: preview.reminder_days.join(',') };
}

async function sendTestAnswer(request: FastifyRequest, reply: FastifyReply) {
  const input = parseOrThrow(sendTestEmailInputSchema, request.body);
  return sendSuccess(reply, await sendTestEmail(requestContext(request), input), { message: EMAIL_MESSAGES.testSent });
}

const hasKey = (body: unknown, key: string) => typeof body === 'object' && body !== null && key in body;

/** API.md e-mail routes over the same services as the tRPC router. */
export async function emailRest(app: FastifyInstance) {
  app.post('/email/test-reminders', async (request, reply) => {
    assertAdmin(request.auth, 'test reminders');
    return sendSuccess(reply, await previewAnswer(request));
  });

  // API.md: existing clients call the singular both for the preview ({test_date}) and to send a test e-mail ({email, …}).
  app.post('/email/test-reminder', async (request, reply) => {
    assertAdmin(request.auth, 'test reminders');
    if (!hasKey(request.body, 'test_date') && hasKey(request.body, 'email')) return sendTestAnswer(request, reply);
    return sendSuccess(reply, await previewAnswer(request));
  });

  app.post('/email/send-reminders', async (request, reply) => {
    assertAdmin(request.auth, 'send reminders');
    return sendSuccess(reply, await sendDueReminders(requestContext(request)));
  });

  app.get('/email/reminder-failures', async (request, reply) => {
    assertAdmin(request.auth, 'see reminder failures');
    return sendSuccess(reply, await listReminderFailures(request.server.db));
  });

  app.post('/email/test-smtp', async (request, reply) => {
    assertAdmin(request.auth, 'test the mail server');
    const input = parseOrThrow(testSmtpInputSchema, request.body);
    return sendSuccess(reply, await testSmtp(requestContext(request), input), { message: EMAIL_MESSAGES.smtpTestSent });
  });

  app.post('/email/send-test', async (request, reply) => {
    assertAdmin(request.auth, 'send test e-mails');
    return sendTestAnswer(request, reply);
  });
}
