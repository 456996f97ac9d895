import type { FastifyInstance } from 'fastify';
import { EMAIL_MESSAGES, sendTestEmailInputSchema, testRemindersInputSchema, testSmtpInputSchema } from '@club/shared';
import { assertAdmin } from '../../lib/access.js';
import { parseOrThrow } from '../../lib/errors.js';
import { serviceContext } from '../../plugins/auth.js';
import { sendSuccess } from '../../rest/envelope.js';
import { sendTestEmail, testSmtp } from './email.service.js';
import { listReminderFailures, previewReminders, sendDueReminders } from './reminders.service.js';

/** API.md e-mail routes over the same services as the tRPC router. */
export async function emailRest(app: FastifyInstance) {
  // SPEC §7: one reading of the client calls the path in the singular; both are served.
  for (const path of ['/email/test-reminders', '/email/test-reminder']) {
    app.post(path, async (request, reply) => {
      assertAdmin(request.auth, 'test reminders');
      const { test_date } = parseOrThrow(testRemindersInputSchema, request.body);
      return sendSuccess(reply, await previewReminders(request.server.db, test_date));
    });
  }

  app.post('/email/send-reminders', async (request, reply) => {
    assertAdmin(request.auth, 'send reminders');
    return sendSuccess(reply, await sendDueReminders(serviceContext(request)));
  });

  app.get('/email/reminder-failures', async (request, reply) => {
    assertAdmin(request.auth, 'see reminder failures');
    return sendSuccess(reply, await listReminderFailures(request.server.db));
  });

  app.post('/email/test-smtp', async (request, reply) => {
    assertAdmin(request.auth, 'test the mail server');
    const input = parseOrThrow(testSmtpInputSchema, request.body);
    return sendSuccess(reply, await testSmtp(serviceContext(request), input), { message: EMAIL_MESSAGES.smtpTestSent });
  });

  app.post('/email/send-test', async (request, reply) => {
    assertAdmin(request.auth, 'send test e-mails');
    const input = parseOrThrow(sendTestEmailInputSchema, request.body);
    return sendSuccess(reply, await sendTestEmail(serviceContext(request), input), { message: EMAIL_MESSAGES.testSent });
  });
}
