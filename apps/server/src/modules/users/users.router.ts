import { router } from '../../trpc/init.js';
import { procedureFrom } from '../../trpc/procedure-from.js';
import { usersProcedures } from './users.procedures.js';
import { usersRoutes } from './users.routes.js';

export const usersRouter = router({
  summary: procedureFrom(usersProcedures.summary),
  // A page for the Members page; the whole roster for the pickers, the map and the PDF.
  list: procedureFrom(usersRoutes.list),
  assignable: procedureFrom(usersRoutes.assignable),
  get: procedureFrom(usersRoutes.get),
  // Issue 26: whom My details offers a new address.
  myHousehold: procedureFrom(usersRoutes.myHousehold),
  protectedIds: procedureFrom(usersProcedures.protectedIds),
  create: procedureFrom(usersRoutes.create),
  // Admins edit anyone; a member edits their own contact fields. That row-level rule lives in the service.
  update: procedureFrom(usersRoutes.update),
  import: procedureFrom(usersProcedures.import),
  // SPEC §8: a member who tries gets 'Admin access required to geocode addresses.'
  geocodeAll: procedureFrom(usersRoutes.geocodeAll),
  geocodeRestart: procedureFrom(usersRoutes.geocodeRestart),
  geocodeProgress: procedureFrom(usersRoutes.geocodeProgress),
  delete: procedureFrom(usersRoutes.delete),
});
