import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@club/shared';
import type { Club } from '../db/club-database.js';
import { type ClubRoutedRequest, clubBasePath } from '../lib/club-address.js';
import { AppError } from '../lib/errors.js';

/** How long a club looked up by its path or host is kept: a suspension or a new host applies within it. */
const LOOKUP_MAX_AGE_MS = 5_000;
const LOOKUPS_KEPT = 5_000;

const NO_CLUB_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${MESSAGES.noClubHereTitle}</title>
<style>body{font:1.125rem/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1a1b1e}</style>
</head>
<body><h1>${MESSAGES.noClubHereTitle}</h1><p>${MESSAGES.noClubHere}</p></body>
</html>
`;

/** A browser's page request (not the API, not a script's fetch of JSON). */
function wantsPage(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.url.includes('/api/') &&
    accept.includes('text/html')
  );
}

/** Fastify route config: the route serves the deployment itself, with or without a club (the status routes). */
export type DeploymentRouteConfig = { deployment?: true };

/**
 * Issue 28: the web app's pages of the deployment itself, served at its root in a deployment of many clubs: the
 * operators' page, and the sign-in page that mails a link for each club (point 5).
 */
export const DEPLOYMENT_PAGES = ['association', 'login'] as const;
export type DeploymentPage = (typeof DEPLOYMENT_PAGES)[number];

/** The web app's own files, the same for every club, which a deployment page at the root loads from there. */
function isBuildFile(request: FastifyRequest, basePath: string): boolean {
  const pathOnly = request.url.split('?')[0] ?? '';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    (pathOnly.startsWith(`${basePath}/assets/`) || pathOnly === `${basePath}/favicon.svg`)
  );
}

/** Which of those pages a browser asks for at the deployment's root ({base}/association, {base}/login), if any. */
export function deploymentPageOf(request: FastifyRequest, basePath: string): DeploymentPage | undefined {
  if (!wantsPage(request)) return undefined;
  const pathOnly = (request.url.split('?')[0] ?? '').replace(/\/$/, '');
  return DEPLOYMENT_PAGES.find((page) => pathOnly === `${basePath}/${page}`);
}

/**
 * Issue 28: which club a request is for, before anyone is authenticated. A server of one club has one. In a
 * deployment of many it is the club of the request's path ({base}/c/<slug>/, which rewriteUrl took off the URL) or of
 * its host; a path or host that names no club that is open answers 404, as an unknown page does.
 */
export const clubsPlugin = fp(
  (app, _options, done) => {
    app.decorateRequest('club', null);
    app.decorateRequest('clubBase', '');
    const { config } = app;
    const single = app.club;
    if (single) {
      // Every request of a server of one club is that club's: no lookup, and no promise to await for it.
      app.addHook('onRequest', (request, _reply, next) => {
        request.club = single;
        request.clubBase = config.basePath;
        next();
      });
      done();
      return;
    }
    const seen = new Map<string, { club: Club | undefined; at: number }>();
    const lookUp = async (key: string, find: () => Promise<Club | undefined>) => {
      const known = seen.get(key);
      if (known && Date.now() - known.at < LOOKUP_MAX_AGE_MS) return known.club;
      const club = await find();
      // Any Host header is a key: past this many, the map starts again rather than grow with nonsense hosts.
      if (seen.size >= LOOKUPS_KEPT) seen.clear();
      seen.set(key, { club, at: Date.now() });
      return club;
    };

    // An operator's suspension or a new club applies on this server at once; on others within LOOKUP_MAX_AGE_MS.
    const stopListening = app.database.clubs.onChange(() => seen.clear());
    app.addHook('onClose', (_app, closed) => {
      stopListening();
      closed();
    });

    app.addHook('onRequest', async (request, reply) => {
      const slug = (request.raw as ClubRoutedRequest).clubSlug;
      const host = request.hostname.replace(/:\d+$/, '').toLowerCase();
      const club = slug
        ? await lookUp(`slug:${slug}`, () => app.database.clubs.bySlug(slug))
        : await lookUp(`host:${host}`, () => app.database.clubs.byHost(host));
      if (club && club.suspended_at === null) {
        request.club = club;
        request.clubBase = clubBasePath(config, club, slug === undefined);
        return;
      }
      request.club = null;
      request.clubBase = config.basePath;
      if (slug === undefined && (request.routeOptions.config as DeploymentRouteConfig).deployment) return;
      if (slug === undefined && (deploymentPageOf(request, config.basePath) || isBuildFile(request, config.basePath)))
        return;
      // Someone who followed a wrong link in a browser reads a page, not the API's JSON.
      if (wantsPage(request)) return reply.code(404).type('text/html; charset=utf-8').send(NO_CLUB_PAGE);
      throw new AppError('NOT_FOUND', MESSAGES.noClubHere);
    });
    done();
  },
  { name: 'clubs', dependencies: ['db', 'host-header'] },
);
