import type { Location, Path } from 'react-router';
import { z } from 'zod';
import { paths } from '../../../config/paths';

const originSchema = z.object({
  from: z.object({ pathname: z.string(), search: z.string().default(''), hash: z.string().default('') }),
});

/** Location state that remembers where an unauthenticated visitor was going (SPEC §2). */
export type RedirectState = { from: Pick<Location, 'pathname' | 'search' | 'hash'> };

/** Where to go after signing in: the remembered origin, or the dashboard (SPEC §4). */
export function getRedirectTarget(state: unknown): Path {
  const parsed = originSchema.safeParse(state);
  if (!parsed.success || parsed.data.from.pathname === paths.login) {
    return { pathname: paths.dashboard, search: '', hash: '' };
  }
  return parsed.data.from;
}

/** The location without the given query parameters: a consumed login token must not stay in the address bar. */
export function withoutSearchParams(location: Path, names: readonly string[]): Path {
  const params = new URLSearchParams(location.search);
  for (const name of names) params.delete(name);
  const search = params.toString();
  return { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash };
}
