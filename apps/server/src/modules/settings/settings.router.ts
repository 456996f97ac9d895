import { authedProcedure, publicProcedure, router } from '../../trpc/init.js';
import { getBranding, getPublicSettings } from './settings.service.js';

export const settingsRouter = router({
  branding: publicProcedure.query(({ ctx }) => getBranding(ctx.services.db)),
  public: authedProcedure.query(({ ctx }) => getPublicSettings(ctx.services.db)),
});
