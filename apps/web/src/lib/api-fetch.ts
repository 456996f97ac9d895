import { API_TIMEOUT_MS } from '@club/shared/plain';
import { devKeyHeaders } from './dev-key';

export type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** Set by the link on a call made without the session; the fetch removes it before anything leaves the page. */
export const WITHOUT_SESSION_MARK = 'x-club-without-session';

export type ApiFetchOptions = {
  getToken: () => string | null;
  /** Called on a 401 answer to a call made with the session that is still current. */
  onUnauthorized: () => void;
  fetchImpl?: Fetch;
};

/**
 * SPEC §7: every call carries the stored bearer token (the HttpOnly cookie rides along too), times out after
 * 60 s, and a 401 clears stored auth. The 401 is ignored when the session changed while the call was in flight,
 * so a late answer to an old session cannot sign out a new one.
 */
export function createApiFetch({ getToken, onUnauthorized, fetchImpl }: ApiFetchOptions): Fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    const isWithoutSession = headers.has(WITHOUT_SESSION_MARK);
    headers.delete(WITHOUT_SESSION_MARK);
    const token = isWithoutSession ? null : getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(devKeyHeaders())) headers.set(name, value);
    const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    const response = await (fetchImpl ?? globalThis.fetch)(input, { ...init, headers, signal, credentials: 'include' });
    if (response.status === 401 && token !== null && getToken() === token) onUnauthorized();
    return response;
  };
}
