import { router } from '../../trpc/init.js';
import { procedureFrom } from '../../trpc/procedure-from.js';
import { emailProcedures } from './email.procedures.js';
import { emailRoutes } from './email.routes.js';

export const emailRouter = router({
  testReminders: procedureFrom(emailProcedures.testReminders),
  sendReminders: procedureFrom(emailRoutes.sendReminders),
  reminderFailures: procedureFrom(emailRoutes.reminderFailures),
  testSmtp: procedureFrom(emailRoutes.testSmtp),
  sendTest: procedureFrom(emailRoutes.sendTest),
});
