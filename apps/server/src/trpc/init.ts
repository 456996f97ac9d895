import { initTRPC, TRPCError } from '@trpc/server';
import type {} from '../types/fastify-augmentation.js';
import { ZodError } from 'zod';
import { MESSAGES } from '@club/shared';
import { assertAdmin, assertSignedIn } from '../lib/access.js';
import { signedInCaller } from '../lib/context.js';
import { isDatabaseUnavailable } from '../lib/database-unavailable.js';
import { AppError, ERROR_CODES, fieldErrorsFromZod, type FieldErrors } from '../lib/errors.js';
import { refuseUnstorableText } from '../lib/unstorable-text.js';
import type { AccessRule } from '../rest/route.js';
import type { Context } from './context.js';

type Meta = { /** Completes 'Admin access required to …' for admin procedures. */ adminAction?: string };

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    errorFormatter({ shape, error }) {
      const cause = error.cause;
      let fieldErrors: FieldErrors | undefined;
      let message = shape.message;
      if (cause instanceof ZodError) {
        fieldErrors = fieldErrorsFromZod(cause);
        message = MESSAGES.validationFailed;
      } else if (cause instanceof AppError) {
        fieldErrors = cause.details.fieldErrors;
      }
      // 5xx details never reach the client (ARCHITECTURE.md).
      if (error.code === 'INTERNAL_SERVER_ERROR') message = MESSAGES.serverError;
      const { stack: _stack, ...data } = shape.data;
      return { ...shape, message, data: { ...data, fieldErrors } };
    },
  });

/**
 * Services throw AppError; here it becomes the tRPC code of the one shared map. A database out of reach is a passing
 * outage (503), as on the REST side (rest/error-handler.ts), not a fault of ours.
 */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: ERROR_CODES[cause.code].trpc, message: cause.message, cause });
  }
  if (!result.ok && isDatabaseUnavailable(result.error.cause)) {
    throw new TRPCError({
      code: 'SERVICE_UNAVAILABLE',
      message: MESSAGES.databaseUnavailable,
      cause: result.error.cause,
    });
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** The tRPC side of rest/refuse-unstorable-text.ts: text PostgreSQL cannot store is a 4xx, not a 500. */
const refuseUnstorable = t.middleware(async ({ getRawInput, next }) => {
  // A mutation without input arrives with an empty body, which does not parse; there is then nothing to check.
  refuseUnstorableText(await getRawInput().catch(() => undefined));
  return next();
});

export const publicProcedure = t.procedure.use(appErrors).use(refuseUnstorable);

export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  const user = assertSignedIn(ctx.req.auth);
  return next({ ctx: { ...ctx, user, services: { ...ctx.services, caller: signedInCaller(user) } } });
});

export const adminProcedure = publicProcedure.use(({ ctx, meta, next }) => {
  const user = assertAdmin(ctx.req.auth, meta?.adminAction ?? 'do this');
  return next({ ctx: { ...ctx, user, services: { ...ctx.services, caller: signedInCaller(user) } } });
});

/** The procedure of a tRPC call that does what a REST route does: the gate of that route's declaration. */
export function procedureFor(rule: { access: 'admin'; action: string }): typeof adminProcedure;
export function procedureFor(rule: { access: 'signed_in' }): typeof authedProcedure;
export function procedureFor(rule: { access: 'public' }): typeof publicProcedure;
export function procedureFor(rule: AccessRule) {
  if (rule.access === 'admin') return adminProcedure.meta({ adminAction: rule.action });
  return rule.access === 'signed_in' ? authedProcedure : publicProcedure;
}
