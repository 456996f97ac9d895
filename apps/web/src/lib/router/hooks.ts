import { useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { Location } from './location';
import { useHistory, useRouterState } from './router-context';
import type { Blocker, HeldMove } from './session-history';

/** The location the page on screen was drawn for. */
export const useLocation = (): Location => useRouterState().location;

/** Moves to a path inside the app (or by a number of history entries); stable across renders. */
export const useNavigate = () => useHistory().navigate;

/** The query of the address on screen, read only. */
export function useSearchParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** Where the reader is going while that page's code is still on its way: null once it has drawn. */
export const usePendingLocation = (): Location | null => useRouterState().pendingLocation;

/**
 * Holds a move, a link, a redirect or Back, while `shouldBlock` says so; answers the held move, to let go on
 * (proceed) or drop (reset), or null. A reload or a closed tab is the browser's own prompt (beforeunload).
 */
export function useBlocker(shouldBlock: Blocker): HeldMove | null {
  const history = useHistory();
  const latest = useRef(shouldBlock);
  useLayoutEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => history.block((move) => latest.current(move)), [history]);
  return useSyncExternalStore(history.subscribe, history.getHeld);
}
