import { initTRPC, TRPCError } from '@trpc/server';
import type {} from '../types/fastify-augmentation.js';
import { ZodError } from 'zod';
import { BASE_LOCALE, fieldErrorsInLocale, inLocale, MESSAGES } from '@club/shared';
import type { AccessRule } from '../lib/access.js';
import { isDatabaseUnavailable } from '../lib/database-unavailable.js';
import { AppError, ERROR_CODES, fieldErrorsFromZod, type FieldErrors } from '../lib/errors.js';
import { refuseUnstorableText } from '../lib/unstorable-text.js';
import { raceConflict } from '../lib/write-races.js';
import type { Context } from './context.js';

/**
 * What trpc/procedure-from.ts records of the declaration each procedure is built from: the access rule it is gated
 * by and, for a route's procedure, that route ("PUT /schedules/assignments/{id}"). The permission matrix reads it.
 */
export type Meta = { declaration: AccessRule & { route?: string } };

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    errorFormatter({ shape, error, ctx }) {
      const cause = error.cause;
      let fieldErrors: FieldErrors | undefined;
      let conflict: Record<string, unknown> | undefined;
      // Issue 29: in the caller's language; a request whose context was never made is answered in English.
      const locale = ctx?.req.locale ?? BASE_LOCALE;
      let message = shape.message;
      if (cause instanceof ZodError) {
        fieldErrors = fieldErrorsFromZod(cause);
        message = MESSAGES.validationFailed;
      } else if (cause instanceof AppError) {
        fieldErrors = cause.details.fieldErrors;
        // As the REST envelope's `data` (issue 25): what a conflict asks the client to decide on.
        if (cause.code !== 'INTERNAL') conflict = cause.details.data;
        if (cause.details.inLocale) message = cause.details.inLocale(locale);
      }
      // 5xx details never reach the client (ARCHITECTURE.md).
      if (error.code === 'INTERNAL_SERVER_ERROR') message = MESSAGES.serverError;
      const { stack: _stack, ...data } = shape.data;
      return {
        ...shape,
        message: inLocale(message, locale),
        data: {
          ...data,
          fieldErrors: fieldErrors && fieldErrorsInLocale(fieldErrors, locale),
          ...(conflict ? { conflict } : {}),
        },
      };
    },
  });

/**
 * Services throw AppError; here it becomes the tRPC code of the one shared map, as does a write that lost a race to
 * another (lib/write-races.ts). A database out of reach is a passing
 * outage (503), as on the REST side (rest/error-handler.ts), not a fault of ours.
 */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  const cause = result.ok
    ? undefined
    : result.error.cause instanceof AppError
      ? result.error.cause
      : raceConflict(result.error.cause);
  if (cause) throw new TRPCError({ code: ERROR_CODES[cause.code].trpc, message: cause.message, cause });
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

/** The base of every procedure; trpc/procedure-from.ts adds the gate of its declaration. */
export const baseProcedure = t.procedure.use(appErrors).use(refuseUnstorable);
