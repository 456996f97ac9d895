import { Navigate, Outlet, type RouteObject, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { RequireAdmin } from '../features/auth/components/require-admin';
import { RequireAuth } from '../features/auth/components/require-auth';
import { AdminIndexRedirect } from '../pages/admin/admin-index-redirect';
import { ADMIN_SECTIONS } from '../pages/admin/admin-sections';
import { AppErrorBoundary } from './app-error-boundary';
import { BootScreen } from './boot-screen';
import { type PageLoader, pageModules } from './page-modules';

/** A React Router `lazy` for a page: the route renders once its chunk (and the chunks it imports) have arrived. */
const lazyPage = (load: PageLoader) => async () => ({ Component: await load() });
// Issue 18: the shell is a chunk of its own too, named here rather than beside the pages (page-modules.ts says why).
const loadAppLayout: PageLoader = () => import('./shell/app-layout').then((module) => module.AppLayout);
const loadNotFoundPage: PageLoader = () => import('../pages/not-found-page').then((module) => module.NotFoundPage);

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
export const appRoutes: RouteObject[] = [
  {
    element: <RootErrorBoundary />,
    // Shown while the first page's code loads, in the look of index.html's own indicator.
    HydrateFallback: BootScreen,
    children: [
      { path: paths.login, lazy: lazyPage(pageModules[paths.login]) },
      // Issue 9: an e-mailed accept link signs the member in itself, so it needs no session first.
      { path: paths.swapAccept, lazy: lazyPage(pageModules[paths.swapAccept]) },
      // Issue 19 part 3: so does an e-mailed confirm or decline link.
      { path: paths.respond, lazy: lazyPage(pageModules[paths.respond]) },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: lazyPage(loadAppLayout),
            children: [
              { index: true, element: <Navigate to={paths.dashboard} replace /> },
              { path: paths.dashboard, lazy: lazyPage(pageModules[paths.dashboard]) },
              { path: paths.members, lazy: lazyPage(pageModules[paths.members]) },
              { path: paths.map, lazy: lazyPage(pageModules[paths.map]) },
              { path: paths.currentSchedule, lazy: lazyPage(pageModules[paths.currentSchedule]) },
              { path: paths.nextSchedule, lazy: lazyPage(pageModules[paths.nextSchedule]) },
              { path: paths.myDuties, lazy: lazyPage(pageModules[paths.myDuties]) },
              { path: paths.myDetails, lazy: lazyPage(pageModules[paths.myDetails]) },
              {
                element: <RequireAdmin />,
                children: [
                  {
                    path: paths.admin,
                    lazy: lazyPage(pageModules[paths.admin]),
                    // Decision 061: each section of the Admin page is a route and a chunk of its own.
                    children: [
                      { index: true, element: <AdminIndexRedirect /> },
                      ...ADMIN_SECTIONS.map((section) => ({ path: section.path, lazy: lazyPage(section.load) })),
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', lazy: lazyPage(loadNotFoundPage) },
    ],
  },
];
