import { z } from 'zod';
import {
  idSchema,
  memberCreateSchema,
  memberImportInputSchema,
  memberListQuerySchema,
  memberUpdateSchema,
} from '@club/shared';
import { getGeocodeProgress, restartGeocodeRun, startGeocodeAll } from '../geocoding/geocoding.service.js';
import { importMembers } from './import/import-members.service.js';
import { authedProcedure, procedureFor, router } from '../../trpc/init.js';
import { usersRoutes } from './users.routes.js';
import {
  createMember,
  deleteMember,
  getMember,
  getMemberSummary,
  getProtectedIds,
  listAssignableMembers,
  listMemberPage,
  listMembers,
  updateMember,
  wantsPage,
} from './users.service.js';

const byId = z.object({ id: idSchema });

export const usersRouter = router({
  summary: authedProcedure.query(({ ctx }) => getMemberSummary(ctx.services.db)),
  list: procedureFor(usersRoutes.list)
    .input(memberListQuerySchema.prefault({}))
    // A page for the Members page; the whole roster for the pickers, the map and the PDF (tRPC answers are held whole).
    .query(({ ctx, input }) =>
      wantsPage(input) ? listMemberPage(ctx.services, input) : listMembers(ctx.services, input),
    ),
  assignable: procedureFor(usersRoutes.assignable).query(({ ctx }) => listAssignableMembers(ctx.services)),
  get: procedureFor(usersRoutes.get)
    .input(byId)
    .query(({ ctx, input }) => getMember(ctx.services, input.id)),
  protectedIds: authedProcedure.query(({ ctx }) => getProtectedIds(ctx.services)),
  create: procedureFor(usersRoutes.create)
    .input(memberCreateSchema)
    .mutation(({ ctx, input }) => createMember(ctx.services, input)),
  // Admins edit anyone; a member edits their own contact fields. That row-level rule lives in the service.
  update: procedureFor(usersRoutes.update)
    .input(z.object({ id: idSchema, data: memberUpdateSchema }))
    .mutation(({ ctx, input }) => updateMember(ctx.services, input.id, input.data)),
  // The web app uploads through REST multipart (SPEC §7); this is the same import for tRPC callers.
  import: procedureFor(usersRoutes.import)
    .input(memberImportInputSchema)
    .mutation(({ ctx, input }) => importMembers(ctx.services, { name: input.file_name, content: input.content })),
  // SPEC §8: a member who tries gets 'Admin access required to geocode addresses.'
  geocodeAll: procedureFor(usersRoutes.geocodeAll).mutation(({ ctx }) => startGeocodeAll(ctx.services)),
  geocodeRestart: procedureFor(usersRoutes.geocodeRestart).mutation(({ ctx }) => restartGeocodeRun(ctx.services)),
  geocodeProgress: procedureFor(usersRoutes.geocodeProgress).query(({ ctx }) => getGeocodeProgress(ctx.services)),
  delete: procedureFor(usersRoutes.delete)
    .input(byId)
    .mutation(({ ctx, input }) => deleteMember(ctx.services, input.id)),
});
