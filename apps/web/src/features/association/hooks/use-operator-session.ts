import { useCallback, useSyncExternalStore } from 'react';

/**
 * Issue 28: an operator's session lives in this tab only (sessionStorage): it is a bearer token no club's page reads,
 * it ends with the tab, and the server ends it after 8 hours or once the operator is no longer listed.
 */
const KEY = 'club_association_session';
const listeners = new Set<() => void>();

export const operatorSession = {
  get: (): string | null => window.sessionStorage.getItem(KEY),
  set(token: string | null) {
    if (token === null) window.sessionStorage.removeItem(KEY);
    else window.sessionStorage.setItem(KEY, token);
    for (const listener of listeners) listener();
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOperatorSession(): [string | null, (token: string | null) => void] {
  const token = useSyncExternalStore(subscribe, operatorSession.get);
  return [token, useCallback((next: string | null) => operatorSession.set(next), [])];
}
