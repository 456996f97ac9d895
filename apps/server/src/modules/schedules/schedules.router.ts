import { z } from 'zod';
import {
  addDatesSchema,
  assignmentUpdateSchema,
  autoFillInputSchema,
  clearScheduleInputSchema,
  idSchema,
  scheduleCreateSchema,
  unavailableMembersInputSchema,
} from '@club/shared';
import { adminProcedure, authedProcedure, router } from '../../trpc/init.js';
import { listUnavailableMemberIds } from '../duties/unavailability.js';
import { getScheduleView } from './schedule-query.js';
import {
  addDatesToNextSchedule,
  autoFillNextSchedule,
  clearSchedule,
  createNextSchedule,
  deleteAssignment,
  promoteNextSchedule,
  updateAssignment,
} from './schedules.service.js';

const admin = (action: string) => adminProcedure.meta({ adminAction: action });

export const schedulesRouter = router({
  current: authedProcedure.query(({ ctx }) => getScheduleView(ctx.services.db, 'current')),
  next: authedProcedure.query(({ ctx }) => getScheduleView(ctx.services.db, 'next')),
  create: admin('create schedules').input(scheduleCreateSchema).mutation(({ ctx, input }) => createNextSchedule(ctx.services, input)),
  addDates: admin('add dates').input(addDatesSchema).mutation(({ ctx, input }) => addDatesToNextSchedule(ctx.services, input)),
  updateAssignment: admin('edit assignments')
    .input(z.object({ id: idSchema, data: assignmentUpdateSchema }))
    .mutation(({ ctx, input }) => updateAssignment(ctx.services, input.id, input.data)),
  deleteAssignment: admin('delete assignments')
    .input(z.object({ id: idSchema }))
    .mutation(({ ctx, input }) => deleteAssignment(ctx.services, input.id)),
  promote: admin('promote schedules').mutation(({ ctx }) => promoteNextSchedule(ctx.services)),
  clear: admin('clear schedules').input(clearScheduleInputSchema).mutation(({ ctx, input }) => clearSchedule(ctx.services, input.type)),
  autoFill: admin('fill schedules')
    .input(autoFillInputSchema.prefault({}))
    .mutation(({ ctx, input }) => autoFillNextSchedule(ctx.services, input.apply)),
  // Issue 9: the assignment editor flags (never hides) who marked the night unavailable.
  unavailableMembers: admin('see availability')
    .input(unavailableMembersInputSchema)
    .query(async ({ ctx, input }) => ({ member_ids: await listUnavailableMemberIds(ctx.services.db, input.dance_date) })),
});
