import { CLUB_SLUG_PATTERN, commonMessages, MESSAGES } from '@club/shared';
import type { AppConfig } from '../config.js';
import type { Club } from '../db/club-database.js';
import { AppError } from './errors.js';

type AddressConfig = Pick<AppConfig, 'clubs' | 'basePath' | 'publicUrl'>;

/**
 * Issue 28: where a club is served. One club sits at the root of the server ({base}/), as it always has; in a
 * deployment of many each is under {base}/c/<slug>/ (or at a host of its own, which serves it at {base}/ too).
 */
export function clubBasePath(config: AddressConfig, club: Pick<Club, 'slug'>, onOwnHost = false): string {
  return config.clubs === 'single' || onOwnHost ? config.basePath : `${config.basePath}/c/${club.slug}`;
}

/** The address a club's members open, that e-mailed links point to: PUBLIC_URL, and the club's path under it. */
export function clubUrlOf(config: AddressConfig, club: Pick<Club, 'slug'>): string {
  return config.clubs === 'single' ? config.publicUrl : `${config.publicUrl}/c/${club.slug}`;
}

/** What a raw request of a deployment of many clubs keeps of the club path the router no longer sees. */
export type ClubRoutedRequest = { clubSlug?: string };

/**
 * Fastify's rewriteUrl for a deployment of many clubs: `{base}/c/<slug>/rest` is routed as `{base}/rest`, so every
 * route and page of a club is the one-club server's, and the slug is kept on the request for the club's lookup. Other
 * URLs pass as they are.
 */
export function clubPathRewriter(config: AddressConfig): (request: { url?: string } & ClubRoutedRequest) => string {
  const prefix = `${config.basePath}/c/`;
  return (request) => {
    const url = request.url ?? '/';
    if (config.clubs === 'single' || !url.startsWith(prefix)) return url;
    const rest = url.slice(prefix.length);
    const end = rest.search(/[/?#]/);
    const slug = end === -1 ? rest : rest.slice(0, end);
    if (!CLUB_SLUG_PATTERN.test(slug)) return url;
    request.clubSlug = slug;
    const after = end === -1 ? '' : rest.slice(end);
    return `${config.basePath}${after.startsWith('/') ? after : `/${after}`}`;
  };
}

/**
 * The club a request is for. plugins/clubs.ts has answered 404 to any request without one but the deployment's own
 * routes, which never ask.
 */
export function requestClub(request: { club: Club | null }): Club {
  if (!request.club) throw new AppError('NOT_FOUND', MESSAGES.noClubHere);
  return request.club;
}

/**
 * Issue 28: the association's addresses are the deployment's root alone; under a club's path or host (and on a server
 * of one club, which has no association) they are an unknown path, as any other.
 */
export function assertDeploymentRoot(request: { club: Club | null; method: string; originalUrl: string }): void {
  if (request.club) {
    // The path as it was asked for, its club's part included (rewriteUrl took that off `url`).
    const asked = `${request.method} ${request.originalUrl.split('?')[0]}`;
    throw new AppError('NOT_FOUND', `${MESSAGES.notFound}: ${asked}`, {
      inLocale: (locale) => `${commonMessages(locale).notFound}: ${asked}`,
    });
  }
}
