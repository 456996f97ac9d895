const SECRET_QUERY_KEYS = ['token', 'dev_auth'];

/** Removes one-time tokens from a URL before it is logged (issue 2: no token in any log in production). */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of SECRET_QUERY_KEYS) {
    if (params.has(key)) params.set(key, '[redacted]');
  }
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}
