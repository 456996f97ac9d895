import { procedureFrom } from '../../../trpc/procedure-from.js';
import { signupRoutes } from './signup.routes.js';

export const signupRouterEntries = {
  signup: procedureFrom(signupRoutes.signup),
  withdrawSignup: procedureFrom(signupRoutes.withdrawSignup),
};
