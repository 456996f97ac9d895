import { settingsUpdateSchema } from '@club/shared';
import { adminProcedure, authedProcedure, procedureFor, publicProcedure, router } from '../../trpc/init.js';
import { settingsRoutes } from './settings.routes.js';
import {
  getAdminSettings,
  getMapConfig,
  getBranding,
  getPublicSettings,
  getSettingsFor,
  updateSettings,
} from './settings.service.js';

export const settingsRouter = router({
  branding: publicProcedure.query(({ ctx }) => getBranding(ctx.services.db)),
  public: authedProcedure.query(({ ctx }) => getPublicSettings(ctx.services.db)),
  get: procedureFor(settingsRoutes.get).query(({ ctx }) => getSettingsFor(ctx.services)),
  // Issue 6: where the map's tiles come from (server configuration, not a club setting).
  mapConfig: authedProcedure.query(({ ctx }) => getMapConfig(ctx.services.config)),
  admin: adminProcedure.meta({ adminAction: 'see all settings' }).query(({ ctx }) => getAdminSettings(ctx.services)),
  update: procedureFor(settingsRoutes.update)
    .input(settingsUpdateSchema)
    .mutation(({ ctx, input }) => updateSettings(ctx.services, input)),
});
