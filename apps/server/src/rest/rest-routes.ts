import { associationRoutes } from '../modules/association/association.routes.js';
import { authRoutes } from '../modules/auth/auth.routes.js';
import { calendarRoutes } from '../modules/rota/feeds/calendar.routes.js';
import { answersRoutes } from '../modules/rota/answers/answers.routes.js';
import { availabilityRoutes } from '../modules/rota/availability/availability.routes.js';
import { cancelRoutes } from '../modules/rota/cancel/cancel.routes.js';
import { planRoutes } from '../modules/rota/plan/plan.routes.js';
import { signupRoutes } from '../modules/rota/signup/signup.routes.js';
import { emailRoutes } from '../modules/email/email.routes.js';
import { maintenanceRoutes } from '../modules/maintenance/maintenance.routes.js';
import { notifyRoutes } from '../modules/notify/notify.routes.js';
import { settingsRoutes } from '../modules/settings/settings.routes.js';
import { statusRoutes } from '../modules/status/status.routes.js';
import { swapsRoutes } from '../modules/rota/swaps/swaps.routes.js';
import { usersRoutes } from '../modules/users/users.routes.js';
import type { RestRoute } from './route.js';

/** Every REST route of the server: the registrar, the OpenAPI document and the permission matrix read this list. */
export const REST_ROUTES: readonly RestRoute[] = [
  ...Object.values(statusRoutes),
  ...Object.values(authRoutes),
  ...Object.values(usersRoutes),
  ...Object.values(planRoutes),
  ...Object.values(cancelRoutes),
  ...Object.values(signupRoutes),
  ...Object.values(answersRoutes),
  ...Object.values(availabilityRoutes),
  ...Object.values(calendarRoutes),
  ...Object.values(swapsRoutes),
  ...Object.values(settingsRoutes),
  ...Object.values(emailRoutes),
  ...Object.values(notifyRoutes),
  ...Object.values(maintenanceRoutes),
];

/** Issue 28: the association's routes, served only at the root of a deployment of many clubs (CLUBS=multi). */
export const ASSOCIATION_ROUTES: readonly RestRoute[] = Object.values(associationRoutes);
