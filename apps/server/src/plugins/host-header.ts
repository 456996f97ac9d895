import fp from 'fastify-plugin';
import { BASE_LOCALE, commonMessages } from '@club/shared';
import { acceptedLocale } from '../lib/accept-language.js';
import { hostnameOf } from '../lib/host-header.js';
import { errorBody } from '../rest/envelope.js';

const HOSTS_KEPT = 1_000;

/**
 * Issue 26: a Host header that names no host (`Host: a@b`) is the client's mistake, answered 400 in the API.md
 * envelope before anything reads it. The tRPC adapter builds a URL from it and threw, which became a 500 with a
 * stack in the log for every call. A request without Host at all (HTTP/1.0) is left to Node, which refuses it for
 * HTTP/1.1 itself.
 */
export const hostHeaderPlugin = fp(
  (app, _options, done) => {
    // A server hears a handful of Host headers; each cost a regular expression and a URL parse on every request.
    const hosts = new Set<string>();
    app.addHook('onRequest', (request, reply, next) => {
      const host = request.headers.host;
      if (host === undefined || hosts.has(host)) return next();
      if (hostnameOf(host) !== null) {
        // Any header may be sent: past this many, the set starts again rather than grow with nonsense hosts.
        if (hosts.size >= HOSTS_KEPT) hosts.clear();
        hosts.add(host);
        return next();
      }
      request.log.debug({ host }, 'Refused a request whose Host header is not a host name');
      // Before the caller is known: the browser's language (plugins/reader-locale.ts has not run).
      const locale = acceptedLocale(request.headers['accept-language']) ?? BASE_LOCALE;
      void reply.code(400).send(errorBody(commonMessages(locale).badHostHeader));
    });
    done();
  },
  { name: 'host-header', dependencies: ['security'] },
);
