import { authRouter } from '../modules/auth/auth.router.js';
import { calendarRouter } from '../modules/rota/feeds/calendar.router.js';
import { answersRouterEntries } from '../modules/rota/answers/answers.router.js';
import { availabilityRouter } from '../modules/rota/availability/availability.router.js';
import { cancelRouterEntries } from '../modules/rota/cancel/cancel.router.js';
import { planRouterEntries } from '../modules/rota/plan/plan.router.js';
import { signupRouterEntries } from '../modules/rota/signup/signup.router.js';
import { emailRouter } from '../modules/email/email.router.js';
import { maintenanceRouter } from '../modules/maintenance/maintenance.router.js';
import { notifyRouter } from '../modules/notify/notify.router.js';
import { settingsRouter } from '../modules/settings/settings.router.js';
import { swapsRouter } from '../modules/rota/swaps/swaps.router.js';
import { statusRouter } from '../modules/status/status.router.js';
import { usersRouter } from '../modules/users/users.router.js';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { router } from './init.js';

export const appRouter = router({
  auth: authRouter,
  status: statusRouter,
  settings: settingsRouter,
  users: usersRouter,
  // The nights' features answer under one name, as the web app has always called them.
  schedules: router({
    ...planRouterEntries,
    ...answersRouterEntries,
    ...signupRouterEntries,
    ...cancelRouterEntries,
  }),
  email: emailRouter,
  notify: notifyRouter,
  maintenance: maintenanceRouter,
  duties: availabilityRouter,
  calendar: calendarRouter,
  swaps: swapsRouter,
});

export type AppRouter = typeof appRouter;
/** What each procedure takes and answers, by router and procedure name, for clients and their test fakes. */
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
