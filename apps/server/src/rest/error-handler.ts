import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { fieldErrorsInLocale, inLocale, MESSAGES } from '@club/shared';
import { isDatabaseUnavailable } from '../lib/database-unavailable.js';
import { AppError, validationError } from '../lib/errors.js';
import { raceConflict } from '../lib/write-races.js';
import { errorBody as envelope } from './envelope.js';

/**
 * Every failure under /api leaves as the API.md error envelope with the status of the one shared map, in the
 * caller's language (issue 29: request.locale; a text the catalog does not have goes as it was raised).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    const errorBody = (message: string, fieldErrors?: Record<string, string>, data?: Record<string, unknown>) =>
      envelope(
        inLocale(message, request.locale),
        fieldErrors && fieldErrorsInLocale(fieldErrors, request.locale),
        data,
      );
    const appError =
      error instanceof ZodError ? validationError(error) : error instanceof AppError ? error : raceConflict(error);
    if (appError) {
      if (appError.details.retryAfterSeconds) reply.header('Retry-After', String(appError.details.retryAfterSeconds));
      if (appError.status >= 500) request.log.error({ err: appError }, appError.message);
      // Our own faults stay private; another server's refusal (BAD_GATEWAY) is what the admin must read.
      const message =
        appError.code === 'INTERNAL'
          ? MESSAGES.serverError
          : (appError.details.inLocale?.(request.locale) ?? appError.message);
      return reply
        .code(appError.status)
        .send(
          errorBody(
            message,
            appError.details.fieldErrors,
            appError.code === 'INTERNAL' ? undefined : appError.details.data,
          ),
        );
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500 && isDatabaseUnavailable(error)) {
      // Issue 8: the database stopped or restarting is a passing outage, said as such; the pool reconnects by itself.
      request.log.warn({ err: error }, 'Database unavailable');
      return reply.code(503).header('Retry-After', '5').send(errorBody(MESSAGES.databaseUnavailable));
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'Request failed');
      return reply.code(500).send(errorBody(MESSAGES.serverError));
    }
    // Fastify's own 4xx (malformed JSON, body too large, wrong content type) have readable messages.
    return reply.code(status).send(errorBody(error.message));
  });
}
