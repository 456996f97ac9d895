import type { SessionClaims, SessionUser, SignInResult } from '@club/shared';
import { LOCALES, ROLES } from '@club/shared/plain';

// Issue 18: hand checks of the few shapes the app reads before any page (the stored session, the token's claims, a
// sign-in answer), so the first script needs no zod. They accept exactly what sessionUserSchema, sessionClaimsSchema
// and signInResultSchema of @club/shared accept, and keep only their fields; the server stays the authority.

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const isInteger = (value: unknown): value is number => Number.isInteger(value);
const isRole = (value: unknown): value is SessionUser['role'] => (ROLES as readonly unknown[]).includes(value);
const isUserLocale = (value: unknown): value is SessionUser['locale'] =>
  value === null || (LOCALES as readonly unknown[]).includes(value);

/** Who someone is, without the id and language: what a session's user and a token's claims have in common. */
function readPerson(value: Fields): Omit<SessionUser, 'id' | 'locale'> | null {
  const { email, first_name, last_name, role, is_admin } = value;
  if (typeof email !== 'string' || typeof first_name !== 'string' || typeof last_name !== 'string') return null;
  if (!isRole(role) || typeof is_admin !== 'boolean') return null;
  return { email, first_name, last_name, role, is_admin };
}

export function readSessionUser(value: unknown): SessionUser | null {
  if (!isObject(value) || !isInteger(value.id)) return null;
  // A session stored by the release before issue 29 has no language: the club's.
  const locale = value.locale ?? null;
  if (!isUserLocale(locale)) return null;
  const person = readPerson(value);
  return person && { id: value.id, ...person, locale };
}

export function readSessionClaims(value: unknown): SessionClaims | null {
  if (!isObject(value) || !isInteger(value.user_id) || typeof value.exp !== 'number') return null;
  const { iat, sid } = value;
  if ((iat !== undefined && typeof iat !== 'number') || (sid !== undefined && typeof sid !== 'string')) return null;
  const person = readPerson(value);
  if (!person) return null;
  return {
    ...person,
    user_id: value.user_id,
    exp: value.exp,
    ...(iat === undefined ? {} : { iat }),
    ...(sid === undefined ? {} : { sid }),
  };
}

export function readSignInResult(value: unknown): SignInResult | null {
  if (!isObject(value) || typeof value.token !== 'string') return null;
  const user = readSessionUser(value.user);
  return user && { token: value.token, user };
}
