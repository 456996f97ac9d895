import type { ComponentType } from 'react';
import { type AppPath, paths } from '../config/paths';

export type PageLoader = () => Promise<ComponentType>;

/**
 * Issue 18: each page is a chunk of its own, fetched when its route is first matched, so the sign-in page never
 * pays for the shell, the tables, the dates or the map. A link can fetch its page ahead (preloadPage). Pages only:
 * the shell's sidebar preloads from here, so the route table (routes.tsx) names the shell itself, or fetching the
 * shell would lead back to the code that fetches it.
 */
export const pageModules = {
  [paths.login]: () => import('../pages/login-page').then((module) => module.LoginPage),
  [paths.swapAccept]: () => import('../pages/swap-accept-page').then((module) => module.SwapAcceptPage),
  [paths.respond]: () => import('../pages/respond-page').then((module) => module.RespondPage),
  [paths.dashboard]: () => import('../pages/dashboard-page').then((module) => module.DashboardPage),
  [paths.members]: () => import('../pages/members-page').then((module) => module.MembersPage),
  [paths.map]: () => import('../pages/map-page').then((module) => module.MapPage),
  [paths.currentSchedule]: () => import('../pages/current-schedule-page').then((module) => module.CurrentSchedulePage),
  [paths.nextSchedule]: () => import('../pages/next-schedule-page').then((module) => module.NextSchedulePage),
  [paths.myDuties]: () => import('../pages/my-duties-page').then((module) => module.MyDutiesPage),
  [paths.myDetails]: () => import('../pages/my-details-page').then((module) => module.MyDetailsPage),
  [paths.admin]: () => import('../pages/admin-page').then((module) => module.AdminPage),
} satisfies Partial<Record<AppPath, PageLoader>>;

/** Starts fetching a page's code, e.g. when a link to it is pointed at; a failure shows when the route is opened. */
export function preloadPage(path: string) {
  const load = (pageModules as Partial<Record<string, PageLoader>>)[path];
  load?.().catch(() => undefined);
}
