import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { MESSAGES } from '@club/shared';
import type { AppConfig } from '../config.js';
import { helmetOptions } from '../plugins/security.js';
import { errorBody } from './envelope.js';

/** Fastify's own limit (its default), said once so the error text and the server agree. */
export const MAX_PATH_PART_LENGTH = 100;

const TEXTS: Record<string, string> = {
  FST_ERR_MAX_PARAM_LENGTH: MESSAGES.pathPartTooLong(MAX_PATH_PART_LENGTH),
  FST_ERR_BAD_URL: MESSAGES.badUrl,
};

/**
 * Issue 26: what Fastify's router refuses before any route or hook runs (a path part over MAX_PATH_PART_LENGTH is a
 * 414, a URL that does not decode a 400). Left to Fastify these left in its own JSON shape, without the security
 * headers; here they leave as every other error: the API.md envelope, with the headers of plugins/security.ts.
 */
export function frameworkErrors(config: Pick<AppConfig, 'publicUrl' | 'mapTileUrl'>) {
  const setSecurityHeaders = helmet(helmetOptions(config));
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    setSecurityHeaders(request.raw, reply.raw, () => undefined);
    const status = error.statusCode ?? 500;
    const message = status >= 500 ? MESSAGES.serverError : (TEXTS[error.code] ?? error.message);
    reply.code(status).send(errorBody(message));
  };
}
