import { describe, expect, it, vi } from 'vitest';
import { DEV_TOKEN_WINDOW_MS, type Environment } from '@club/shared';
import { adminUser, makeSessionToken, makeSignIn, memberUser } from '../test/session-fixtures';
import { AUTH_STORAGE_KEY, authStorageKey, createAuthStore } from './auth-store';

const NOW = Date.UTC(2025, 4, 1, 12);
const HOUR = 60 * 60 * 1000;

function storeWith(stored?: unknown, storage: Storage = window.localStorage) {
  if (stored !== undefined) storage.setItem(AUTH_STORAGE_KEY, JSON.stringify(stored));
  return createAuthStore({ storage, now: () => NOW });
}

const persisted = (token: string, user = memberUser) => ({ isAuthenticated: true, user, token });
const environment = (value: Environment) => vi.fn(() => Promise.resolve(value));

describe('auth store hydration (SPEC §4)', () => {
  it('is not hydrated before stored auth has been read', () => {
    expect(storeWith().getState()).toEqual({ isAuthenticated: false, user: null, token: null, isHydrated: false });
  });

  it('is signed out with nothing stored', async () => {
    const store = storeWith();
    await store.hydrate({ resolveEnvironment: environment('production') });
    expect(store.getState()).toEqual({ isAuthenticated: false, user: null, token: null, isHydrated: true });
  });

  it('restores a stored session whose token has not expired, without asking the environment', async () => {
    const token = makeSessionToken(memberUser, { iat: NOW - HOUR, exp: NOW + HOUR });
    const store = storeWith(persisted(token));
    const resolveEnvironment = environment('production');
    await store.hydrate({ resolveEnvironment });
    expect(store.getState()).toEqual({ isAuthenticated: true, user: memberUser, token, isHydrated: true });
    expect(resolveEnvironment).not.toHaveBeenCalled();
  });

  it('logs out on start when the stored token has expired', async () => {
    const token = makeSessionToken(memberUser, { iat: NOW - DEV_TOKEN_WINDOW_MS - HOUR, exp: NOW - HOUR });
    const store = storeWith(persisted(token));
    await store.hydrate({ resolveEnvironment: environment('development') });
    expect(store.getState()).toMatchObject({ isAuthenticated: false, token: null, isHydrated: true });
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it.each(['development', 'preview'] as const)(
    'accepts an expired token issued less than 24 hours ago in %s',
    async (env) => {
      const token = makeSessionToken(memberUser, { iat: NOW - 2 * HOUR, exp: NOW - HOUR });
      const store = storeWith(persisted(token));
      await store.hydrate({ resolveEnvironment: environment(env) });
      expect(store.getState()).toMatchObject({ isAuthenticated: true, token, isHydrated: true });
    },
  );

  it('rejects an expired token issued less than 24 hours ago in production', async () => {
    const token = makeSessionToken(memberUser, { iat: NOW - 2 * HOUR, exp: NOW - HOUR });
    const store = storeWith(persisted(token));
    await store.hydrate({ resolveEnvironment: environment('production') });
    expect(store.getState()).toMatchObject({ isAuthenticated: false, isHydrated: true });
  });

  it('treats an unknown environment as production', async () => {
    const token = makeSessionToken(memberUser, { iat: NOW - 2 * HOUR, exp: NOW - HOUR });
    const store = storeWith(persisted(token));
    await store.hydrate({ resolveEnvironment: () => Promise.reject(new Error('offline')) });
    expect(store.getState()).toMatchObject({ isAuthenticated: false, isHydrated: true });
  });

  it('keeps a sign-in that happens while the environment is being asked', async () => {
    const expired = makeSessionToken(memberUser, { iat: NOW - 2 * HOUR, exp: NOW - HOUR });
    const store = storeWith(persisted(expired));
    let answer: (value: Environment) => void = () => undefined;
    const hydration = store.hydrate({ resolveEnvironment: () => new Promise((resolve) => (answer = resolve)) });
    const fresh = makeSignIn(adminUser, NOW);
    store.signIn(fresh);
    answer('production');
    await hydration;
    expect(store.getState()).toMatchObject({ isAuthenticated: true, token: fresh.token, user: adminUser });
  });

  it('drops stored auth that is malformed or carries an unreadable token', async () => {
    for (const stored of ['{not json', { isAuthenticated: true }, persisted('opaque-token')]) {
      window.localStorage.setItem(AUTH_STORAGE_KEY, typeof stored === 'string' ? stored : JSON.stringify(stored));
      const store = createAuthStore({ storage: window.localStorage, now: () => NOW });
      await store.hydrate({ resolveEnvironment: environment('development') });
      expect(store.getState()).toMatchObject({ isAuthenticated: false, isHydrated: true });
    }
  });
});

describe('auth store sign-in and clearing', () => {
  it('stores a session as SPEC §3 auth state and notifies subscribers', () => {
    const store = storeWith();
    const listener = vi.fn();
    store.subscribe(listener);
    const session = makeSignIn(memberUser, NOW);
    store.signIn(session);
    expect(store.getState()).toEqual({
      isAuthenticated: true,
      user: memberUser,
      token: session.token,
      isHydrated: true,
    });
    expect(JSON.parse(window.localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null')).toEqual(persisted(session.token));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('clears memory and storage', () => {
    const store = storeWith();
    store.signIn(makeSignIn(memberUser, NOW));
    store.clear();
    expect(store.getState()).toEqual({ isAuthenticated: false, user: null, token: null, isHydrated: true });
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('stops notifying after unsubscribe', () => {
    const store = storeWith();
    const listener = vi.fn();
    store.subscribe(listener)();
    store.clear();
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps the session in memory when storage refuses to write', () => {
    const storage = window.localStorage;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const store = createAuthStore({ storage, now: () => NOW });
    const session = makeSignIn(memberUser, NOW);
    store.signIn(session);
    expect(store.getState()).toMatchObject({ isAuthenticated: true, token: session.token });
  });

  it('works without any storage', async () => {
    const store = createAuthStore({ storage: null, now: () => NOW });
    await store.hydrate({ resolveEnvironment: environment('production') });
    store.signIn(makeSignIn(memberUser, NOW));
    expect(store.getState().isAuthenticated).toBe(true);
  });

  it('follows a sign-in or sign-out made in another tab', () => {
    const store = storeWith();
    const session = makeSignIn(adminUser, NOW);
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(persisted(session.token, adminUser)));
    store.syncFromStorage();
    expect(store.getState()).toMatchObject({ isAuthenticated: true, user: adminUser, token: session.token });
    window.localStorage.removeItem(AUTH_STORAGE_KEY);
    store.syncFromStorage();
    expect(store.getState()).toMatchObject({ isAuthenticated: false, token: null });
  });
});

describe('the sessions of several clubs on one origin (issue 28)', () => {
  it('keeps a root page on the key it always had and each club on its own', () => {
    expect(authStorageKey('')).toBe(AUTH_STORAGE_KEY);
    expect(authStorageKey('/c/lindenhof')).not.toBe(authStorageKey('/c/harbor'));
  });

  it('leaves one club signed in when the other signs in or out', async () => {
    const lindenhof = createAuthStore({ storage: window.localStorage, storageKey: authStorageKey('/c/lindenhof') });
    const harbor = createAuthStore({ storage: window.localStorage, storageKey: authStorageKey('/c/harbor') });
    const member = makeSignIn(memberUser, Date.now());
    const admin = makeSignIn(adminUser, Date.now());
    lindenhof.signIn(member);
    harbor.signIn(admin);
    harbor.clear();
    const again = createAuthStore({ storage: window.localStorage, storageKey: authStorageKey('/c/lindenhof') });
    await again.hydrate({ resolveEnvironment: environment('production') });
    expect(again.getState()).toMatchObject({ isAuthenticated: true, token: member.token });
    lindenhof.clear();
  });
});
