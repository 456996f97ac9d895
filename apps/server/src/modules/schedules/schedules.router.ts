import { router } from '../../trpc/init.js';
import { procedureFrom } from '../../trpc/procedure-from.js';
import { schedulesProcedures } from './schedules.procedures.js';
import { schedulesRoutes } from './schedules.routes.js';

export const schedulesRouter = router({
  current: procedureFrom(schedulesRoutes.current),
  next: procedureFrom(schedulesRoutes.next),
  create: procedureFrom(schedulesRoutes.create),
  addDates: procedureFrom(schedulesRoutes.addDates),
  updateAssignment: procedureFrom(schedulesRoutes.updateAssignment),
  deleteAssignment: procedureFrom(schedulesRoutes.deleteAssignment),
  cancelNight: procedureFrom(schedulesRoutes.cancelNight),
  uncancelNight: procedureFrom(schedulesRoutes.uncancelNight),
  signup: procedureFrom(schedulesRoutes.signup),
  withdrawSignup: procedureFrom(schedulesRoutes.withdrawSignup),
  // Issue 19 part 3: publish, answer (in the app or from the e-mailed link) and see who has not answered.
  publish: procedureFrom(schedulesRoutes.publish),
  waiting: procedureFrom(schedulesRoutes.waiting),
  confirmNight: procedureFrom(schedulesRoutes.confirmNight),
  declineNight: procedureFrom(schedulesRoutes.declineNight),
  respondLink: procedureFrom(schedulesRoutes.respondLink),
  promote: procedureFrom(schedulesRoutes.promote),
  clear: procedureFrom(schedulesProcedures.clear),
  autoFill: procedureFrom(schedulesRoutes.autoFill),
  fairness: procedureFrom(schedulesRoutes.fairness),
  unavailableMembers: procedureFrom(schedulesProcedures.unavailableMembers),
});
