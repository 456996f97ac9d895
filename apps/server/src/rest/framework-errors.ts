import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { BASE_LOCALE, commonMessages, type Locale, MESSAGES } from '@club/shared';
import { acceptedLocale } from '../lib/accept-language.js';
import type { AppConfig } from '../config.js';
import { securityHeaders } from '../plugins/security.js';
import { errorBody } from './envelope.js';

/** Fastify's own limit (its default), said once so the error text and the server agree. */
export const MAX_PATH_PART_LENGTH = 100;

type HeaderConfig = Pick<AppConfig, 'publicUrl' | 'mapTileUrl'>;

const TEXTS: Record<string, (locale: Locale) => string> = {
  FST_ERR_MAX_PARAM_LENGTH: (locale) => commonMessages(locale).pathPartTooLong(MAX_PATH_PART_LENGTH),
  FST_ERR_BAD_URL: (locale) => commonMessages(locale).badUrl,
};

/**
 * Issue 26: what Fastify's router refuses before any route or hook runs (a path part over MAX_PATH_PART_LENGTH is a
 * 414, a URL that does not decode a 400). Left to Fastify these left in its own JSON shape, without the security
 * headers; here they leave as every other error: the API.md envelope, with the headers of plugins/security.ts.
 */
export function frameworkErrors(config: HeaderConfig) {
  const headers = securityHeaders(config);
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    reply.headers(headers);
    const status = error.statusCode ?? 500;
    // No hook has run, so the caller is not known yet: the browser's language.
    const locale = acceptedLocale(request.headers['accept-language']) ?? BASE_LOCALE;
    const text = commonMessages(locale);
    const message = status >= 500 ? text.serverError : (TEXTS[error.code]?.(locale) ?? error.message);
    reply.code(status).send(errorBody(message));
  };
}

/**
 * Issue 26: what Node's HTTP parser refuses before Fastify has a request (headers over its limit, a request that does
 * not arrive in time, bytes that are not HTTP), in the envelope with the security headers, as Fastify's default
 * handler does in its own shape.
 */
export function clientErrors(config: HeaderConfig) {
  const headers = Object.entries(securityHeaders(config))
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error: NodeJS.ErrnoException, socket: Duplex): void => {
    // A connection reset has no one left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    // Node refused the bytes before any header was read, so nothing says the caller's language: English.
    const [status, message] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, MESSAGES.headersTooLarge]
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, MESSAGES.requestTimeout]
          : [400, MESSAGES.malformedRequest];
    const body = JSON.stringify(errorBody(message));
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers}Content-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}
