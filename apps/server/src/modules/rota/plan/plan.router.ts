import { procedureFrom } from '../../../trpc/procedure-from.js';
import { planProcedures } from './plan.procedures.js';
import { planRoutes } from './plan.routes.js';

/** The schedules' procedures of the plan; trpc/app-router.ts gathers them with the other night features' as `schedules`. */
export const planRouterEntries = {
  current: procedureFrom(planRoutes.current),
  next: procedureFrom(planRoutes.next),
  create: procedureFrom(planRoutes.create),
  addDates: procedureFrom(planRoutes.addDates),
  updateAssignment: procedureFrom(planRoutes.updateAssignment),
  deleteAssignment: procedureFrom(planRoutes.deleteAssignment),
  promote: procedureFrom(planRoutes.promote),
  clear: procedureFrom(planProcedures.clear),
  autoFill: procedureFrom(planRoutes.autoFill),
  fairness: procedureFrom(planRoutes.fairness),
  unavailableMembers: procedureFrom(planProcedures.unavailableMembers),
};
