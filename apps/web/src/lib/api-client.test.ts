import { describe, expect, it, vi } from 'vitest';
import { createApiFetch, WITHOUT_SESSION_MARK } from './api-fetch';

const ok = () => new Response('{}', { status: 200 });
const unauthorized = () => new Response('{}', { status: 401 });

describe('createApiFetch', () => {
  it('sends the stored bearer token with credentials and a timeout signal', async () => {
    const fetchImpl = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(ok()));
    const apiFetch = createApiFetch({ getToken: () => 'abc', onUnauthorized: vi.fn(), fetchImpl });
    await apiFetch('/api/trpc/status.get', { method: 'GET', headers: { 'content-type': 'application/json' } });
    const init = fetchImpl.mock.calls[0]?.[1];
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer abc');
    expect(headers.get('content-type')).toBe('application/json');
    expect(init?.credentials).toBe('include');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('sends no Authorization header when signed out', async () => {
    const fetchImpl = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(ok()));
    await createApiFetch({ getToken: () => null, onUnauthorized: vi.fn(), fetchImpl })('/api/trpc/status.get');
    expect(new Headers(fetchImpl.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
  });

  it('follows the caller abort signal', async () => {
    const controller = new AbortController();
    const fetchImpl = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(ok()));
    await createApiFetch({ getToken: () => null, onUnauthorized: vi.fn(), fetchImpl })('/x', {
      signal: controller.signal,
    });
    const signal = fetchImpl.mock.calls[0]?.[1]?.signal;
    controller.abort();
    expect(signal?.aborted).toBe(true);
  });

  it('reports a 401 to a call made with the current session', async () => {
    const onUnauthorized = vi.fn();
    await createApiFetch({ getToken: () => 'abc', onUnauthorized, fetchImpl: () => Promise.resolve(unauthorized()) })(
      '/x',
    );
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('ignores a 401 to an anonymous call or to a session replaced meanwhile', async () => {
    const onUnauthorized = vi.fn();
    await createApiFetch({ getToken: () => null, onUnauthorized, fetchImpl: () => Promise.resolve(unauthorized()) })(
      '/x',
    );
    let token = 'old';
    const fetchImpl = () => {
      token = 'new';
      return Promise.resolve(unauthorized());
    };
    await createApiFetch({ getToken: () => token, onUnauthorized, fetchImpl })('/x');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  // Issue 17: a login link is checked without the session it may replace, so its refusal cannot end that session.
  it('sends a call marked as without the session with no token and no mark, and ignores its 401', async () => {
    const onUnauthorized = vi.fn();
    const fetchImpl = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(unauthorized()));
    await createApiFetch({ getToken: () => 'abc', onUnauthorized, fetchImpl })('/x', {
      headers: { [WITHOUT_SESSION_MARK]: '1' },
    });
    const headers = new Headers(fetchImpl.mock.calls[0]?.[1]?.headers);
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has(WITHOUT_SESSION_MARK)).toBe(false);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
