import { type ComponentPropsWithRef, type MouseEvent, useEffect } from 'react';
import { createPath, type NavigateOptions, type To, toPath } from './location';
import { useHistory, useRouterState } from './router-context';

type LinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & NavigateOptions & { to: To };

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.button === 0 &&
  !event.metaKey &&
  !event.altKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  (!target || target === '_self');

/**
 * A link inside the app: a real href (a new tab, a copied address and a screen reader all see where it goes), and a
 * move without reloading on a plain click. A link to the page on screen replaces its entry, so Back leaves the page.
 */
export function Link({ to, replace, state, onClick, target, ...anchor }: LinkProps) {
  const history = useHistory();
  const { location } = useRouterState();
  return (
    <a
      {...anchor}
      target={target}
      href={history.createHref(to)}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event, target)) return;
        event.preventDefault();
        const isShown = createPath(toPath(to, location.pathname)) === createPath(location);
        history.navigate(to, { replace: replace ?? isShown, state });
      }}
    />
  );
}

/** Moves once drawn, as a redirect: to sign in, to a section, or out of a used link. */
export function Navigate({ to, replace, state }: NavigateOptions & { to: To }) {
  const history = useHistory();
  const path = createPath(toPath(to, history.location.pathname));
  useEffect(() => {
    history.navigate(path, { replace, state });
  }, [history, path, replace, state]);
  return null;
}
