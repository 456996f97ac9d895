import { procedureFrom } from '../../../trpc/procedure-from.js';
import { answersRoutes } from './answers.routes.js';

/** Issue 19 part 3: publish, answer (in the app or from the e-mailed link) and see who has not answered. */
export const answersRouterEntries = {
  publish: procedureFrom(answersRoutes.publish),
  waiting: procedureFrom(answersRoutes.waiting),
  confirmNight: procedureFrom(answersRoutes.confirmNight),
  declineNight: procedureFrom(answersRoutes.declineNight),
  viewRespondLink: procedureFrom(answersRoutes.viewRespondLink),
  respondLink: procedureFrom(answersRoutes.respondLink),
};
