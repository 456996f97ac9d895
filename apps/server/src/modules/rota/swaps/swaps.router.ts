import { router } from '../../../trpc/init.js';
import { procedureFrom } from '../../../trpc/procedure-from.js';
import { swapsRoutes } from './swaps.routes.js';

/** Issue 9: members ask for and take swaps; administrators see every request and settle or cancel them. */
export const swapsRouter = router({
  mine: procedureFrom(swapsRoutes.mine),
  create: procedureFrom(swapsRoutes.create),
  accept: procedureFrom(swapsRoutes.accept),
  cancel: procedureFrom(swapsRoutes.cancel),
  decline: procedureFrom(swapsRoutes.decline),
  viewAcceptLink: procedureFrom(swapsRoutes.viewAcceptLink),
  acceptLink: procedureFrom(swapsRoutes.acceptLink),
  list: procedureFrom(swapsRoutes.list),
  candidates: procedureFrom(swapsRoutes.candidates),
  approve: procedureFrom(swapsRoutes.approve),
  offerToEveryone: procedureFrom(swapsRoutes.offerToEveryone),
  replacementCandidates: procedureFrom(swapsRoutes.replacementCandidates),
  askReplacement: procedureFrom(swapsRoutes.askReplacement),
});
