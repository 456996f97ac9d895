import { z } from 'zod';
import {
  addDatesSchema,
  assignmentUpdateSchema,
  autoFillInputSchema,
  cancelNightSchema,
  clearScheduleInputSchema,
  confirmNightInputSchema,
  declineNightInputSchema,
  respondLinkInputSchema,
  idSchema,
  scheduleCreateSchema,
  signupInputSchema,
  signupWithdrawSchema,
  uncancelNightSchema,
  unavailableMembersInputSchema,
} from '@club/shared';
import { adminProcedure, procedureFor, router } from '../../trpc/init.js';
import { schedulesRoutes } from './schedules.routes.js';
import { listUnavailableReasons } from '../rota/night/unavailability.js';
import { cancelNight, uncancelNight } from '../rota/cancel/cancel-night.js';
import { setSessionCookie } from '../auth/session-cookie.js';
import { requestMeta } from '../../lib/request-meta.js';
import { confirmNight, declineNight } from '../rota/answers/answer-night.js';
import { publishNextSchedule } from '../rota/answers/publish.js';
import { respondByLink } from '../rota/answers/respond-link.js';
import { listWaitingAnswers } from '../rota/answers/waiting-answers.js';
import { getScheduleView } from '../rota/night/night-view.js';
import { withdrawSignup } from '../rota/signup/give-back.js';
import { signUpForNight } from '../rota/signup/sign-up.js';
import { getFairnessReport } from '../rota/plan/fairness.js';
import {
  addDatesToNextSchedule,
  clearSchedule,
  createNextSchedule,
  promoteNextSchedule,
} from '../rota/plan/schedule-lifecycle.js';
import { autoFillNextSchedule } from '../rota/plan/fill-schedule.js';
import { deleteAssignment, updateAssignment } from '../rota/plan/edit-night.js';

const admin = (action: string) => adminProcedure.meta({ adminAction: action });

export const schedulesRouter = router({
  current: procedureFor(schedulesRoutes.current).query(({ ctx }) => getScheduleView(ctx.services.db, 'current')),
  next: procedureFor(schedulesRoutes.next).query(({ ctx }) => getScheduleView(ctx.services.db, 'next')),
  create: procedureFor(schedulesRoutes.create)
    .input(scheduleCreateSchema)
    .mutation(({ ctx, input }) => createNextSchedule(ctx.services, input)),
  addDates: procedureFor(schedulesRoutes.addDates)
    .input(addDatesSchema)
    .mutation(({ ctx, input }) => addDatesToNextSchedule(ctx.services, input)),
  updateAssignment: procedureFor(schedulesRoutes.updateAssignment)
    .input(z.object({ id: idSchema, data: assignmentUpdateSchema }))
    .mutation(({ ctx, input }) => updateAssignment(ctx.services, input.id, input.data)),
  deleteAssignment: procedureFor(schedulesRoutes.deleteAssignment)
    .input(z.object({ id: idSchema }))
    .mutation(({ ctx, input }) => deleteAssignment(ctx.services, input.id)),
  cancelNight: procedureFor(schedulesRoutes.cancelNight)
    .input(z.object({ id: idSchema, data: cancelNightSchema }))
    .mutation(({ ctx, input }) => cancelNight(ctx.services, input.id, input.data)),
  uncancelNight: procedureFor(schedulesRoutes.uncancelNight)
    .input(z.object({ id: idSchema, data: uncancelNightSchema.prefault({}) }))
    .mutation(({ ctx, input }) => uncancelNight(ctx.services, input.id, input.data)),
  signup: procedureFor(schedulesRoutes.signup)
    .input(z.object({ id: idSchema, data: signupInputSchema.prefault({}) }))
    .mutation(({ ctx, input }) => signUpForNight(ctx.services, input.id, input.data)),
  withdrawSignup: procedureFor(schedulesRoutes.withdrawSignup)
    .input(z.object({ id: idSchema, data: signupWithdrawSchema.prefault({}) }))
    .mutation(({ ctx, input }) => withdrawSignup(ctx.services, input.id, input.data)),
  // Issue 19 part 3: publish, answer (in the app or from the e-mailed link) and see who has not answered.
  publish: procedureFor(schedulesRoutes.publish).mutation(({ ctx }) => publishNextSchedule(ctx.services)),
  waiting: procedureFor(schedulesRoutes.waiting).query(({ ctx }) => listWaitingAnswers(ctx.services.db)),
  confirmNight: procedureFor(schedulesRoutes.confirmNight)
    .input(confirmNightInputSchema.extend({ id: idSchema }))
    .mutation(({ ctx, input: { id, ...input } }) => confirmNight(ctx.services, id, input)),
  declineNight: procedureFor(schedulesRoutes.declineNight)
    .input(declineNightInputSchema.extend({ id: idSchema }))
    .mutation(({ ctx, input: { id, ...input } }) => declineNight(ctx.services, id, input)),
  respondLink: procedureFor(schedulesRoutes.respondLink)
    .input(respondLinkInputSchema)
    .mutation(async ({ ctx, input }) => {
      const result = await respondByLink(ctx.services, input, requestMeta(ctx.req, ctx.services.config));
      setSessionCookie(ctx.res, ctx.services.config, result.token);
      return result;
    }),
  promote: procedureFor(schedulesRoutes.promote).mutation(({ ctx }) => promoteNextSchedule(ctx.services)),
  clear: admin('clear schedules')
    .input(clearScheduleInputSchema)
    .mutation(({ ctx, input }) => clearSchedule(ctx.services, input.type)),
  autoFill: procedureFor(schedulesRoutes.autoFill)
    .input(autoFillInputSchema.prefault({}))
    .mutation(({ ctx, input }) => autoFillNextSchedule(ctx.services, input.apply)),
  fairness: procedureFor(schedulesRoutes.fairness).query(({ ctx }) => getFairnessReport(ctx.services.db)),
  // Issue 9: the assignment editor flags (never hides) who cannot serve the night; issue 19: with the reason.
  unavailableMembers: admin('see availability')
    .input(unavailableMembersInputSchema)
    .query(async ({ ctx, input }) => {
      const reasons = await listUnavailableReasons(ctx.services.db, input.dance_date);
      return { member_ids: reasons.map((item) => item.member_id), reasons };
    }),
});
