import { testRemindersInputSchema } from '@club/shared';
import { defineProcedure } from '../../trpc/procedure.js';
import { previewReminders } from '../rota/reminders/reminder-run.js';

/**
 * The Admin page's reminder preview is a read it repeats for each date typed (a query); POST /email/test-reminders
 * is the same preview as API.md's clients call it, a POST answering reminder_days as a comma list.
 */
export const emailProcedures = {
  testReminders: defineProcedure({
    kind: 'query',
    access: 'admin',
    action: 'test reminders',
    input: testRemindersInputSchema,
    handler: (ctx, { input }) => previewReminders(ctx.db, input.test_date),
  }),
};
