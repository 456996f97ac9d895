import { router } from '../../trpc/init.js';
import { procedureFrom } from '../../trpc/procedure-from.js';
import { authProcedures } from './auth.procedures.js';
import { authRoutes } from './auth.routes.js';

export const authRouter = router({
  sendLoginLink: procedureFrom(authRoutes.sendLoginLink),
  validateToken: procedureFrom(authRoutes.validateToken),
  devLogin: procedureFrom(authProcedures.devLogin),
  logout: procedureFrom(authRoutes.logout),
  me: procedureFrom(authProcedures.me),
  // Issue 7: named API tokens for scripts, managed by admins.
  apiTokens: procedureFrom(authRoutes.apiTokens),
  createApiToken: procedureFrom(authRoutes.createApiToken),
  revokeApiToken: procedureFrom(authRoutes.revokeApiToken),
});
