import { procedureFrom } from '../../../trpc/procedure-from.js';
import { cancelRoutes } from './cancel.routes.js';

export const cancelRouterEntries = {
  cancelNight: procedureFrom(cancelRoutes.cancelNight),
  uncancelNight: procedureFrom(cancelRoutes.uncancelNight),
};
