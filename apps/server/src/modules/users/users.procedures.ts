import { memberImportInputSchema } from '@club/shared';
import { defineProcedure } from '../../trpc/procedure.js';
import { importMembers } from './import/import-members.service.js';
import { getMemberSummary, getProtectedIds } from './users.service.js';

/** What the web app calls over tRPC that no REST route does (decision 043). */
export const usersProcedures = {
  summary: defineProcedure({ kind: 'query', access: 'signed_in', handler: (ctx) => getMemberSummary(ctx.db) }),
  protectedIds: defineProcedure({ kind: 'query', access: 'signed_in', handler: (ctx) => getProtectedIds(ctx) }),
  // POST /users/import takes the file as multipart (SPEC §7); this is the same import with the file's text as JSON.
  import: defineProcedure({
    kind: 'mutation',
    access: 'admin',
    action: 'import members',
    input: memberImportInputSchema,
    handler: (ctx, { input }) => importMembers(ctx, { name: input.file_name, content: input.content }),
  }),
};
