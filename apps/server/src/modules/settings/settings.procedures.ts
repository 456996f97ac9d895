import { defineProcedure } from '../../trpc/procedure.js';
import { getAdminSettings, getBranding, getMapConfig, getPublicSettings } from './settings.service.js';

/** The settings the web app reads by purpose, where GET /settings answers by the caller's role (decision 043). */
export const settingsProcedures = {
  // The sign-in page shows the club's name, colour and logo before anyone has signed in.
  branding: defineProcedure({ kind: 'query', access: 'public', handler: (ctx) => getBranding(ctx.db) }),
  public: defineProcedure({ kind: 'query', access: 'signed_in', handler: (ctx) => getPublicSettings(ctx.db) }),
  // Issue 6: where the map's tiles come from (server configuration, not a club setting).
  mapConfig: defineProcedure({ kind: 'query', access: 'signed_in', handler: (ctx) => getMapConfig(ctx.config) }),
  admin: defineProcedure({
    kind: 'query',
    access: 'admin',
    action: 'see all settings',
    handler: (ctx) => getAdminSettings(ctx),
  }),
};
