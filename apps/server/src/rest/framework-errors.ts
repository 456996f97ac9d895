import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { BASE_LOCALE, commonMessages, type Locale } from '@club/shared';
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

/** A parse error's Accept-Language, from the bytes the parser was reading when it gave up (Node's `rawPacket`). */
const RAW_ACCEPT_LANGUAGE = /(?:^|\n)accept-language:[ \t]*([^\r\n]*)/i;

/**
 * The language of a refusal written before any request exists (decision 094): the Accept-Language among the bytes
 * Node hands over with a parse error, which hold the headers read so far when they arrived in one piece. A request
 * that timed out comes with no bytes, and no Host says whose club it was: English, the catalog's base.
 */
export function rawRequestLocale(rawPacket: Buffer | undefined): Locale {
  const header = rawPacket && RAW_ACCEPT_LANGUAGE.exec(rawPacket.toString('latin1'))?.[1];
  return acceptedLocale(header || undefined) ?? BASE_LOCALE;
}

/**
 * Issue 26: what Node's HTTP parser refuses before Fastify has a request (headers over its limit, a request that does
 * not arrive in time, bytes that are not HTTP), in the envelope with the security headers, as Fastify's default
 * handler does in its own shape; issue 29: in the language the request's own bytes ask for, when Node gives them.
 */
export function clientErrors(config: HeaderConfig) {
  const headers = Object.entries(securityHeaders(config))
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error: Error & { code?: string; rawPacket?: unknown }, socket: Duplex): void => {
    // A connection reset has no one left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const text = commonMessages(rawRequestLocale(Buffer.isBuffer(error.rawPacket) ? error.rawPacket : undefined));
    const [status, message] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, text.headersTooLarge]
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, text.requestTimeout]
          : [400, text.malformedRequest];
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
