// One-time sign-in, swap and answer links carry their token in the query; `dev_key` is the development shortcuts'
// per-start secret (lib/dev-shortcuts.ts).
const SECRET_QUERY_KEYS = ['token', 'dev_key', 'dev_auth'];
// A calendar feed's URL is its credential (decision 014): the token is the last path segment, /ical/<token>.ics.
const FEED_PATH = /\/ical\/[^/?#]*/g;
export const REDACTED = '[redacted]';

/**
 * Removes credentials from a URL before it is logged (issue 2: no token in any log in production; issue 26: calendar
 * feed URLs too, at every level).
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = (queryStart === -1 ? url : url.slice(0, queryStart)).replace(FEED_PATH, `/ical/${REDACTED}.ics`);
  if (queryStart === -1) return path;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of SECRET_QUERY_KEYS) {
    if (params.has(key)) params.set(key, REDACTED);
  }
  return `${path}?${params.toString()}`;
}
