import type { ComponentType, ReactNode } from 'react';

/**
 * One entry of the route table (SPEC §2). A page draws `element` or `Component`; a layout (a path of its own or none)
 * draws its matched child where it puts <Outlet />. Paths are whole paths inside the app, never relative ones, and
 * `*` matches what no other route does.
 */
export type RouteDef = {
  path?: string;
  /** Drawn when the address is the parent's own path ('/' for a layout without one). */
  index?: true;
  element?: ReactNode;
  Component?: ComponentType;
  children?: RouteDef[];
};

// As the browser's address bar is forgiving, so are the routes: /Members/ opens /members.
const samePath = (pattern: string, pathname: string) =>
  pattern.replace(/\/+$/, '').toLowerCase() === pathname.replace(/\/+$/, '').toLowerCase();

function matchRoute(route: RouteDef, pathname: string, parentPath: string): RouteDef[] | null {
  if (route.index) return samePath(parentPath, pathname) ? [route] : null;
  if (route.path === '*') return [route];
  if (route.children) {
    const child = matchRoutes(route.children, pathname, route.path ?? parentPath);
    if (child) return [route, ...child];
  }
  return route.path !== undefined && !route.children && samePath(route.path, pathname) ? [route] : null;
}

/** The routes from the outermost layout to the page that draw `pathname`, in table order; null if none does. */
export function matchRoutes(routes: readonly RouteDef[], pathname: string, parentPath = '/'): RouteDef[] | null {
  for (const route of routes) {
    const chain = matchRoute(route, pathname, parentPath);
    if (chain) return chain;
  }
  return null;
}
