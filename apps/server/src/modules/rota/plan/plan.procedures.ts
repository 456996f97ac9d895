import { clearScheduleInputSchema, unavailableMembersInputSchema } from '@club/shared';
import { defineProcedure } from '../../../trpc/procedure.js';
import { listUnavailableReasons } from '../night/unavailability.js';
import { clearSchedule } from './schedule-lifecycle.js';

/** What the web app calls over tRPC that no REST route does (decision 043). */
export const planProcedures = {
  // REST clears each schedule at its own path, each with its own action in the refusal (maintenance.routes.ts).
  clear: defineProcedure({
    kind: 'mutation',
    access: 'admin',
    action: 'clear schedules',
    input: clearScheduleInputSchema,
    handler: (ctx, { input }) => clearSchedule(ctx, input.type),
  }),
  // Issue 9: the assignment editor flags (never hides) who cannot serve the night; issue 19: with the reason.
  unavailableMembers: defineProcedure({
    kind: 'query',
    access: 'admin',
    action: 'see availability',
    input: unavailableMembersInputSchema,
    handler: async (ctx, { input }) => {
      const reasons = await listUnavailableReasons(ctx.db, input.dance_date, ctx.locale);
      return { member_ids: reasons.map((item) => item.member_id), reasons };
    },
  }),
};
