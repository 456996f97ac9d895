import type { Environment, SessionUser, SignInResult } from '@club/shared';
import { getBasePath } from './base-path';
import { readSessionUser } from './session-shapes';
import { decodeSessionClaims, isTokenUnexpired, isWithinDevelopmentWindow } from './session-token';

/** SPEC §3 Auth state, plus whether stored auth has been read yet (SPEC §2 waits for it). */
export type AuthState = {
  isAuthenticated: boolean;
  user: SessionUser | null;
  token: string | null;
  isHydrated: boolean;
};

export const AUTH_STORAGE_KEY = 'club-manager.auth';

/**
 * Issue 28: the clubs of a deployment share one origin (`/c/<slug>/`) and so one localStorage. Each keeps its session
 * under a key of its own, so a member of two clubs stays signed in to both, and a session of one club is never sent to
 * another's API (which would answer 401 and sign the tab out of both). At a host's root the key is as it always was.
 */
export function authStorageKey(basePath: string): string {
  return basePath === '' ? AUTH_STORAGE_KEY : `${AUTH_STORAGE_KEY}@${basePath}`;
}

type PersistedAuth = { isAuthenticated: boolean; user: SessionUser | null; token: string | null };
type SignedIn = { user: SessionUser; token: string };

export type AuthStoreOptions = {
  /** Null when the browser refuses storage; the session then lives in memory only. */
  storage: Storage | null;
  now?: () => number;
  storageKey?: string;
};

export type HydrateOptions = {
  /** Asked only when an expired token falls in the development window (SPEC §5) and the caller cannot tell. */
  resolveEnvironment: () => Promise<Environment>;
};

const signedOut = (isHydrated: boolean): AuthState => ({ isAuthenticated: false, user: null, token: null, isHydrated });

/** What localStorage holds, if it is a signed-in session of the shape this app writes (PersistedAuth). */
function readSignedIn(value: unknown): SignedIn | null {
  if (typeof value !== 'object' || value === null) return null;
  const { isAuthenticated, user, token } = value as Record<string, unknown>;
  if (isAuthenticated !== true || typeof token !== 'string' || token === '') return null;
  const sessionUser = readSessionUser(user);
  return sessionUser && { user: sessionUser, token };
}

/** A framework-free store: React reads it through useSyncExternalStore, tests drive it directly. */
export function createAuthStore({ storage, now = Date.now, storageKey = AUTH_STORAGE_KEY }: AuthStoreOptions) {
  let state: AuthState = signedOut(false);
  const listeners = new Set<() => void>();

  const setState = (next: AuthState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const readStored = (): SignedIn | null => {
    try {
      const raw = storage?.getItem(storageKey);
      if (!raw) return null;
      return readSignedIn(JSON.parse(raw));
    } catch {
      return null;
    }
  };

  const writeStored = (value: SignedIn | null) => {
    try {
      if (value) {
        const persisted: PersistedAuth = { isAuthenticated: true, user: value.user, token: value.token };
        storage?.setItem(storageKey, JSON.stringify(persisted));
      } else {
        storage?.removeItem(storageKey);
      }
    } catch {
      // Storage full or blocked: the in-memory session still works for this page.
    }
  };

  const signIn = ({ token, user }: SignInResult) => {
    writeStored({ token, user });
    setState({ isAuthenticated: true, user, token, isHydrated: true });
  };

  const clear = () => {
    writeStored(null);
    setState(signedOut(true));
  };

  return {
    getState: (): AuthState => state,

    // Arrow functions, so React's useSyncExternalStore can take them off the store unbound.
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /**
     * SPEC §4: on start a stored, unexpired token means authenticated; an expired one logs out, except that
     * development and preview accept a token issued less than 24 hours ago (SPEC §5).
     */
    async hydrate({ resolveEnvironment }: HydrateOptions): Promise<void> {
      const stored = readStored();
      const claims = stored ? decodeSessionClaims(stored.token) : null;
      if (!stored || !claims) {
        clear();
        return;
      }
      if (isTokenUnexpired(claims, now())) {
        setState({ isAuthenticated: true, ...stored, isHydrated: true });
        return;
      }
      if (!isWithinDevelopmentWindow(claims, now())) {
        clear();
        return;
      }
      const environment = await resolveEnvironment().catch((): Environment => 'production');
      // A sign-in or sign-out that happened while the environment was being asked wins.
      if (state.isHydrated) return;
      if (environment === 'production') clear();
      else setState({ isAuthenticated: true, ...stored, isHydrated: true });
    },

    signIn,
    clear,

    /** Another tab signed in or out: follow it (the 'storage' event fires only in the other tabs). */
    syncFromStorage(): void {
      const stored = readStored();
      if (stored?.token === state.token) return;
      setState(stored ? { isAuthenticated: true, ...stored, isHydrated: true } : signedOut(true));
    },
  };
}

function getLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The key this page's session is kept under: its club's own. */
export const authStoreKey = authStorageKey(getBasePath());
export const authStore = createAuthStore({ storage: getLocalStorage(), storageKey: authStoreKey });
