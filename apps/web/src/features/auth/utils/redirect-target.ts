import type { Location, Path } from '../../../lib/router/location';
import { paths } from '../../../config/paths';

/** Location state that remembers where an unauthenticated visitor was going (SPEC §2). */
export type RedirectState = { from: Pick<Location, 'pathname' | 'search' | 'hash'> };

/** Where to go after signing in: the remembered origin, or the dashboard (SPEC §4). */
export function getRedirectTarget(state: unknown): Path {
  const from = readOrigin(state);
  return from && from.pathname !== paths.login ? from : { pathname: paths.dashboard, search: '', hash: '' };
}

/** `state.from` if it is a path (search and hash may be missing); checked by hand so the sign-in page needs no zod. */
function readOrigin(state: unknown): Path | null {
  const from: unknown = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  if (typeof from !== 'object' || from === null) return null;
  const { pathname, search = '', hash = '' } = from as Record<string, unknown>;
  if (typeof pathname !== 'string' || typeof search !== 'string' || typeof hash !== 'string') return null;
  return { pathname, search, hash };
}

/** The location without the given query parameters: a consumed login token must not stay in the address bar. */
export function withoutSearchParams(location: Path, names: readonly string[]): Path {
  const params = new URLSearchParams(location.search);
  for (const name of names) params.delete(name);
  const search = params.toString();
  return { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash };
}
