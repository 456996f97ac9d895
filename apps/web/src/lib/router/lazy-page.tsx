import { type ComponentType, createElement, lazy } from 'react';

/** A page whose code is a chunk of its own (issue 18): fetched when its route is first drawn, or ahead by preload(). */
export type LazyPage = ComponentType & { preload: () => Promise<ComponentType> };

/**
 * Until the chunk arrives the page suspends: on a first visit the router's loading screen shows, and on a move the
 * page the reader is on stays until the next one can draw (the router moves in a transition). A chunk that failed
 * is asked for again the next time, as after the error screen's "Try again".
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const arrival = () => lazy(() => preload().then((component) => ({ default: component })));
  // `lazy` keeps a failure for good, so a failed chunk gets a new one for the next try.
  let arriving = arrival();
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        arriving = arrival();
        throw error;
      },
    ));
  // Once arrived, the page draws at once, without suspending for a moment as `lazy` would on its first render.
  function Page() {
    return createElement(loaded ?? arriving);
  }
  return Object.assign(Page, { preload });
}
