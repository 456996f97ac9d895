import { MESSAGES, type SessionUser } from '@club/shared';
import { AppError } from './errors.js';

/** Who a request's credentials name, as the edge authenticated them; why not, when they name nobody. */
export type AuthResult =
  { user: SessionUser; sessionId: string | null } | { user: null; reason: 'missing' | 'invalid' };

/** API.md 401 texts: no credentials at all, or credentials that no longer work. */
export function assertSignedIn(auth: AuthResult): SessionUser {
  if (auth.user) return auth.user;
  throw new AppError('UNAUTHORIZED', auth.reason === 'invalid' ? MESSAGES.invalidToken : MESSAGES.authRequired);
}

/** The one role gate of every admin-only route, tRPC and REST alike (SPEC §6). */
export function assertAdmin(auth: AuthResult, action: string): SessionUser {
  const user = assertSignedIn(auth);
  if (!user.is_admin) throw new AppError('FORBIDDEN', MESSAGES.adminRequired(action));
  return user;
}
