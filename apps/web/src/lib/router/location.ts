/** A place in the app, relative to its base path: what the address bar shows after {base}. */
export type Path = { pathname: string; search: string; hash: string };

/** Where the reader is: the path, what the page that sent them left in the history entry, and the entry's key. */
export type Location = Path & { state: unknown; key: string };

/** A link's target: a path inside the app as text ('/admin/members?member=3') or in parts. */
export type To = string | Partial<Path>;

export type NavigateOptions = { replace?: boolean; state?: unknown };

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const fragment = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return pathname + query + fragment;
}

function parsePath(path: string): Partial<Path> {
  const parts: Partial<Path> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parts.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parts.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parts.pathname = rest;
  return parts;
}

/** A link's target as a whole path; a target without a pathname stays on `fromPathname`, as an href of '?a=1' does. */
export function toPath(to: To, fromPathname: string): Path {
  const { pathname = fromPathname, search = '', hash = '' } = typeof to === 'string' ? parsePath(to) : to;
  return { pathname, search, hash };
}
