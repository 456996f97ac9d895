import { useLayoutEffect, useRef } from 'react';
import { useHistory, useRouterState } from './router-context';

const STORAGE_KEY = 'club-manager.scroll';

/** Where each history entry was scrolled to, kept over a reload for the tab's lifetime. */
function readPositions(): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return new Map(Object.entries(stored as Record<string, number>).filter(([, y]) => typeof y === 'number'));
  } catch {
    return new Map();
  }
}

function savePositions(positions: Map<string, number>) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
  } catch {
    // A full or disabled storage only costs the position after a reload.
  }
}

/**
 * Issue 17: a new page opens at its top (or at its #anchor), and Back or Forward returns to where the reader was on
 * that page. The browser cannot do this itself: the page it returns to draws after its code and data arrive.
 */
export function ScrollRestoration() {
  const history = useHistory();
  const { location, type } = useRouterState();
  const shownKey = useRef(location.key);
  const positions = useRef<Map<string, number> | null>(null);

  useLayoutEffect(() => {
    positions.current ??= readPositions();
    const kept = positions.current;
    const { scrollRestoration } = window.history;
    window.history.scrollRestoration = 'manual';
    const keep = () => {
      kept.set(shownKey.current, window.scrollY);
      savePositions(kept);
    };
    // Before the next page draws, while the one being left is still on screen.
    const unsubscribe = history.subscribe(() => {
      if (history.location.key !== shownKey.current) kept.set(shownKey.current, window.scrollY);
    });
    window.addEventListener('pagehide', keep);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', keep);
      window.history.scrollRestoration = scrollRestoration;
    };
  }, [history]);

  useLayoutEffect(() => {
    shownKey.current = location.key;
    const saved = type === 'POP' ? positions.current?.get(location.key) : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const anchor = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, type]);

  return null;
}
