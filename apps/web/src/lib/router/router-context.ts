import { createContext, type ReactNode, useContext } from 'react';
import type { Location } from './location';
import type { HistorySnapshot, SessionHistory } from './session-history';

export const HistoryContext = createContext<SessionHistory | null>(null);

/** What the router draws: the location on screen, and the one a move is still fetching code for, if any. */
export type RouterState = HistorySnapshot & { pendingLocation: Location | null };
export const RouterStateContext = createContext<RouterState | null>(null);

/** The element a layout's <Outlet /> draws: the matched route below it. */
export const OutletContext = createContext<ReactNode>(null);

export function useHistory(): SessionHistory {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('useHistory must be used inside <RouterProvider>');
  return history;
}

export function useRouterState(): RouterState {
  const state = useContext(RouterStateContext);
  if (!state) throw new Error('useRouterState must be used inside <RouterProvider>');
  return state;
}
