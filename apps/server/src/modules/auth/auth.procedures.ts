import { defineProcedure } from '../../trpc/procedure.js';
import { signInForDevelopment } from './auth.service.js';

/** What the web app calls over tRPC that no REST route does (decision 043). */
export const authProcedures = {
  /** Who is signed in, as the server's current record has them. */
  me: defineProcedure({ kind: 'query', access: 'signed_in', handler: (ctx) => ctx.caller.user }),
  // The service refuses unless the request may take the development shortcut (lib/dev-shortcuts.ts).
  devLogin: defineProcedure({
    kind: 'mutation',
    access: 'public',
    session: 'set',
    handler: (ctx, { meta }) => signInForDevelopment(ctx, meta),
  }),
};
