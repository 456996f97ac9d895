import { paths } from '../config/paths';
import { RequireAdmin } from '../features/auth/components/require-admin';
import { RequireAuth } from '../features/auth/components/require-auth';
import { useLocation } from '../lib/router/hooks';
import { lazyPage } from '../lib/router/lazy-page';
import { Navigate } from '../lib/router/link';
import type { RouteDef } from '../lib/router/route-match';
import { Outlet } from '../lib/router/router-provider';
import { AdminIndexRedirect } from '../pages/admin/admin-index-redirect';
import { ADMIN_SECTIONS } from '../pages/admin/admin-sections';
import { AppErrorBoundary } from './app-error-boundary';
import { pageModules } from './page-modules';

// Issue 18: the shell is a chunk of its own too, named here rather than beside the pages (page-modules.ts says why).
const AppLayout = lazyPage(() => import('./shell/app-layout').then((module) => module.AppLayout));
const NotFoundPage = lazyPage(() => import('../pages/not-found-page').then((module) => module.NotFoundPage));

/** Catches render errors outside the shell (login, not found); moving to another page clears them. */
function RootErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <AppErrorBoundary resetKey={pathname} fullScreen>
      <Outlet />
    </AppErrorBoundary>
  );
}

/** SPEC §2 route table; every page and the shell are lazy (issue 18). */
export const appRoutes: RouteDef[] = [
  {
    element: <RootErrorBoundary />,
    children: [
      { path: paths.login, Component: lazyPage(pageModules[paths.login]) },
      // Issue 9: an e-mailed accept link signs the member in itself, so it needs no session first.
      { path: paths.swapAccept, Component: lazyPage(pageModules[paths.swapAccept]) },
      // Issue 19 part 3: so does an e-mailed confirm or decline link.
      { path: paths.respond, Component: lazyPage(pageModules[paths.respond]) },
      {
        element: <RequireAuth />,
        children: [
          {
            Component: AppLayout,
            children: [
              { index: true, element: <Navigate to={paths.dashboard} replace /> },
              { path: paths.dashboard, Component: lazyPage(pageModules[paths.dashboard]) },
              { path: paths.members, Component: lazyPage(pageModules[paths.members]) },
              { path: paths.map, Component: lazyPage(pageModules[paths.map]) },
              { path: paths.currentSchedule, Component: lazyPage(pageModules[paths.currentSchedule]) },
              { path: paths.nextSchedule, Component: lazyPage(pageModules[paths.nextSchedule]) },
              { path: paths.myDuties, Component: lazyPage(pageModules[paths.myDuties]) },
              { path: paths.myDetails, Component: lazyPage(pageModules[paths.myDetails]) },
              {
                element: <RequireAdmin />,
                children: [
                  {
                    path: paths.admin,
                    Component: lazyPage(pageModules[paths.admin]),
                    // Decision 061: each section of the Admin page is a route and a chunk of its own.
                    children: [
                      { index: true, element: <AdminIndexRedirect /> },
                      ...ADMIN_SECTIONS.map((section) => ({ path: section.path, Component: section.page })),
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
