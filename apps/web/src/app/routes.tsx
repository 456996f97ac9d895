import { Navigate, Outlet, type RouteObject, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { RequireAdmin } from '../features/auth/components/require-admin';
import { RequireAuth } from '../features/auth/components/require-auth';
import { AdminPage } from '../pages/admin-page';
import { CurrentSchedulePage } from '../pages/current-schedule-page';
import { DashboardPage } from '../pages/dashboard-page';
import { LoginPage } from '../pages/login-page';
import { MapPage } from '../pages/map-page';
import { MembersPage } from '../pages/members-page';
import { MyDutiesPage } from '../pages/my-duties-page';
import { NextSchedulePage } from '../pages/next-schedule-page';
import { NotFoundPage } from '../pages/not-found-page';
import { SwapAcceptPage } from '../pages/swap-accept-page';
import { AppErrorBoundary } from './app-error-boundary';
import { AppLayout } from './shell/app-layout';

/** Catches render errors outside the shell (login, not found); moving to another page clears them. */
function RootErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <AppErrorBoundary resetKey={pathname} fullScreen>
      <Outlet />
    </AppErrorBoundary>
  );
}

/** SPEC §2 route table. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootErrorBoundary />,
    children: [
      { path: paths.login, element: <LoginPage /> },
      // Issue 9: an e-mailed accept link signs the member in itself, so it needs no session first.
      { path: paths.swapAccept, element: <SwapAcceptPage /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { index: true, element: <Navigate to={paths.dashboard} replace /> },
              { path: paths.dashboard, element: <DashboardPage /> },
              { path: paths.members, element: <MembersPage /> },
              { path: paths.map, element: <MapPage /> },
              { path: paths.currentSchedule, element: <CurrentSchedulePage /> },
              { path: paths.nextSchedule, element: <NextSchedulePage /> },
              { path: paths.myDuties, element: <MyDutiesPage /> },
              { element: <RequireAdmin />, children: [{ path: paths.admin, element: <AdminPage /> }] },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
