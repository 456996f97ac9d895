import { type ReactNode, Suspense, useContext, useLayoutEffect, useMemo, useState, useTransition } from 'react';
import { matchRoutes, type RouteDef } from './route-match';
import { HistoryContext, OutletContext, type RouterState, RouterStateContext } from './router-context';
import type { SessionHistory } from './session-history';

type RouterProviderProps = {
  history: SessionHistory;
  routes: readonly RouteDef[];
  /** Shown while the first page's code is on its way. */
  fallback: ReactNode;
};

/**
 * Draws the route table for the history's location (decision 067). Each move is a transition: the page on screen stays
 * until the next page's code has arrived and it can draw, and meanwhile the pending location says where the reader
 * is going.
 */
export function RouterProvider({ history, routes, fallback }: RouterProviderProps) {
  const [shown, setShown] = useState(history.getSnapshot);
  const [isPending, startTransition] = useTransition();
  useLayoutEffect(() => {
    const show = () => {
      const next = history.getSnapshot();
      startTransition(() => setShown(next));
    };
    // A redirect drawn in the first render may have moved before this subscribed.
    show();
    return history.subscribe(show);
  }, [history]);

  const pendingLocation = isPending && history.location !== shown.location ? history.location : null;
  const state = useMemo<RouterState>(() => ({ ...shown, pendingLocation }), [shown, pendingLocation]);
  const matches = useMemo(() => matchRoutes(routes, shown.location.pathname) ?? [], [routes, shown.location.pathname]);
  return (
    <HistoryContext value={history}>
      <RouterStateContext value={state}>
        <Suspense fallback={fallback}>{drawMatches(matches)}</Suspense>
      </RouterStateContext>
    </HistoryContext>
  );
}

/** Each layout gets the route below it as its outlet; the last match is the page. */
function drawMatches(matches: readonly RouteDef[]): ReactNode {
  return matches.reduceRight<ReactNode>(
    (outlet, { element, Component }) => (
      <OutletContext value={outlet}>{element ?? (Component ? <Component /> : outlet)}</OutletContext>
    ),
    null,
  );
}

/** Where a layout draws the matched route below it. */
export function Outlet() {
  return useContext(OutletContext);
}
