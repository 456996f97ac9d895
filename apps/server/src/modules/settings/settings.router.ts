import { router } from '../../trpc/init.js';
import { procedureFrom } from '../../trpc/procedure-from.js';
import { settingsProcedures } from './settings.procedures.js';
import { settingsRoutes } from './settings.routes.js';

export const settingsRouter = router({
  branding: procedureFrom(settingsProcedures.branding),
  public: procedureFrom(settingsProcedures.public),
  get: procedureFrom(settingsRoutes.get),
  mapConfig: procedureFrom(settingsProcedures.mapConfig),
  admin: procedureFrom(settingsProcedures.admin),
  update: procedureFrom(settingsRoutes.update),
});
