import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiFetch } from './api-fetch';
import { devKeyHeaders, keepDevKeyFromUrl } from './dev-key';

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the development key (decision 046)', () => {
  it('is kept from a printed link and taken out of the address bar, the rest of the address kept', () => {
    window.history.replaceState({ usr: 1 }, '', '/members?dev_key=k3y-from-terminal&status=loa#top');
    keepDevKeyFromUrl();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/members?status=loa#top',
    );
    expect(window.history.state).toEqual({ usr: 1 });
    expect(devKeyHeaders()).toEqual({ 'X-Dev-Key': 'k3y-from-terminal' });
  });

  it('is sent with every call once kept, and nothing is sent before', async () => {
    const fetchImpl = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(new Response('{}')));
    const apiFetch = createApiFetch({ getToken: () => null, onUnauthorized: () => undefined, fetchImpl });
    await apiFetch('/api/trpc/auth.devLogin', { method: 'POST' });
    window.history.replaceState(null, '', '/?dev_key=k3y');
    keepDevKeyFromUrl();
    await apiFetch('/api/trpc/auth.devLogin', { method: 'POST' });
    const sent = fetchImpl.mock.calls.map(([, init]) => new Headers(init?.headers).get('X-Dev-Key'));
    expect(sent).toEqual([null, 'k3y']);
  });

  it('leaves an address without one as it is', () => {
    window.history.replaceState(null, '', '/dashboard?token=abc');
    keepDevKeyFromUrl();
    expect(window.location.search).toBe('?token=abc');
    expect(devKeyHeaders()).toEqual({});
  });
});
