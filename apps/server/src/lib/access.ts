import { type AdminAction, adminRequiredIn, BASE_LOCALE, MESSAGES, type SessionUser } from '@club/shared';
import { type Caller, callerOf, signedInCaller } from './context.js';
import { AppError } from './errors.js';

/** Who may call an operation (SPEC §6); an admin one names its action for "Admin access required to …". */
export type AccessRule =
  | { access: 'public' }
  | { access: 'signed_in' }
  | { access: 'admin'; action: AdminAction }
  /** Issue 28: an operator of the association, signed in at /association; no club's session counts. */
  | { access: 'operator' };
export type Access = AccessRule['access'];

/** Who a request's credentials name, as the edge authenticated them; why not, when they name nobody. */
export type AuthResult =
  { user: SessionUser; sessionId: string | null } | { user: null; reason: 'missing' | 'invalid' };

/** API.md 401 texts: no credentials at all, or credentials that no longer work. */
export function assertSignedIn(auth: AuthResult): SessionUser {
  if (auth.user) return auth.user;
  throw new AppError('UNAUTHORIZED', auth.reason === 'invalid' ? MESSAGES.invalidToken : MESSAGES.authRequired);
}

/** The one role gate of every admin-only route, tRPC and REST alike (SPEC §6). */
export function assertAdmin(auth: AuthResult, action: AdminAction): SessionUser {
  const user = assertSignedIn(auth);
  if (!user.is_admin) {
    throw new AppError('FORBIDDEN', adminRequiredIn(action, BASE_LOCALE), {
      inLocale: (locale) => adminRequiredIn(action, locale),
    });
  }
  return user;
}

/** The caller a declaration's access rule lets in, or the 401/403 of one it does not: REST and tRPC share this gate. */
export function callerAllowedBy(rule: AccessRule, auth: AuthResult): Caller {
  if (rule.access === 'admin') return signedInCaller(assertAdmin(auth, rule.action));
  if (rule.access === 'signed_in') return signedInCaller(assertSignedIn(auth));
  // An operator is no member of the club: the registrar checks their own session, and they act as nobody of it.
  if (rule.access === 'operator') return callerOf(null);
  return callerOf(auth.user);
}
