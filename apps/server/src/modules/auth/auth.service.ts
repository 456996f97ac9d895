import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import {
  LOGIN_LINK_TTL_MINUTES,
  MESSAGES,
  type SendLoginLinkInput,
  type SendLoginLinkResult,
  SESSION_TTL_DAYS,
  type SessionUser,
  type SignInResult,
} from '@club/shared';
import type { DbExecutor } from '../../db/client.js';
import { statementBuiltOnce } from '../../db/prepared.js';
import { loginTokens, members, sessions } from '../../db/schema/index.js';
import type { AuthResult } from '../../lib/access.js';
import type { ServiceContext, RequestMeta } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { findMembersByEmail, getMainAdminId, toSessionUser } from '../users/users.service.js';
import { authenticateApiToken, isApiToken } from './api-tokens.service.js';
import { createLoginToken, hashLoginToken } from '../../lib/one-time-token.js';
import { signSessionToken, verifySessionToken } from './tokens.js';
import { onlyRow } from '../../lib/rows.js';
import { SESSION_USER_COLUMNS } from '../../lib/session-user-columns.js';

type LoginLink = { member: SessionUser; token: string; url: string };

export function loginUrl(clubUrl: string, token: string): string {
  return `${clubUrl}/login?token=${encodeURIComponent(token)}`;
}

/** Stores the hash of a fresh one-time token for a member and returns the link that carries it, at the club's address. */
export async function issueLoginLink(
  ctx: { db: DbExecutor; clubUrl: string },
  member: SessionUser,
  requestedIp?: string,
): Promise<LoginLink> {
  const token = createLoginToken();
  await ctx.db.insert(loginTokens).values({
    token_hash: hashLoginToken(token),
    member_id: member.id,
    expires_at: new Date(Date.now() + LOGIN_LINK_TTL_MINUTES * 60_000),
    requested_ip: requestedIp ?? null,
  });
  return { member, token, url: loginUrl(ctx.clubUrl, token) };
}

/**
 * SPEC §2 login page, §4. The answer is the same whether or not the address is on the roster, and it comes before any
 * roster work (issue 14): looking the address up, storing the links and mailing them happen after the answer, so
 * neither its content nor its timing tells who belongs to the club. Only a browser on the developer's own computer,
 * with no mail server set up, waits for the link and gets it back (SPEC §7 development_only).
 */
export async function sendLoginLink(
  ctx: ServiceContext,
  input: SendLoginLinkInput,
  meta: RequestMeta,
): Promise<SendLoginLinkResult> {
  if (!(await ctx.loginLimiter.admit(ctx.db, input.email, meta.ip))) {
    ctx.log.info('No login link sent: this address had as many as allowed in the last 15 minutes');
    return {};
  }
  if (meta.allowsDevShortcuts && !(await ctx.mailer.isConfigured())) {
    const [first] = await issueAndPrintLinks(ctx, input.email, meta.ip);
    return first ? { development_only: { token: first.token, login_url: first.url } } : {};
  }
  ctx.afterwards('Sending a login link', (later) => issueAndDeliverLinks(later, input.email, meta.ip));
  return {};
}

async function issueLoginLinks(
  ctx: Pick<ServiceContext, 'clubUrl' | 'log'> & { db: DbExecutor },
  email: string,
  requestedIp: string,
): Promise<LoginLink[]> {
  const found = await findMembersByEmail(ctx.db, email);
  if (found.length === 0) ctx.log.info('Login link requested for an address that is not on the roster');
  return Promise.all(found.map((member) => issueLoginLink(ctx, toSessionUser(member), requestedIp)));
}

/** Development without a mail server: the links go to the log. */
async function issueAndPrintLinks(ctx: ServiceContext, email: string, requestedIp: string): Promise<LoginLink[]> {
  const links = await issueLoginLinks(ctx, email, requestedIp);
  for (const link of links) {
    // The link has a field of its own, so a terminal can show it in a box (decision 033).
    ctx.log.warn(
      { signInLink: link.url },
      `No mail server configured. Login link for ${link.member.first_name} ${link.member.last_name}:`,
    );
  }
  return links;
}

/**
 * The links are stored and their e-mail queued in one unit of work (decision 044): one e-mail to the address asked
 * for, naming each member's link. Without a mail server notify logs the links in development and says in production
 * that none could be sent.
 */
async function issueAndDeliverLinks(ctx: ServiceContext, to: string, requestedIp: string): Promise<void> {
  const links = await issueLoginLinks(ctx, to, requestedIp);
  if (links.length === 0) return;
  await ctx.afterCommit([
    { kind: 'signInLinks', email: to, links: links.map((link) => ({ member_id: link.member.id, url: link.url })) },
  ]);
}

/**
 * Uses a sign-in token once. The single UPDATE both checks and consumes it, so two requests racing with the same link
 * cannot both sign in. Only POST reaches this: a mail scanner that fetches the link does not use it up.
 */
export async function validateLoginToken(ctx: ServiceContext, token: string, meta: RequestMeta): Promise<SignInResult> {
  const [used] = await ctx.db
    .update(loginTokens)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(loginTokens.token_hash, hashLoginToken(token)),
        isNull(loginTokens.used_at),
        gt(loginTokens.expires_at, sql`now()`),
      ),
    )
    .returning({ member_id: loginTokens.member_id });
  if (!used) throw new AppError('UNAUTHORIZED', MESSAGES.loginLinkInvalid);
  const [member] = await ctx.db.select().from(members).where(eq(members.id, used.member_id));
  if (!member) throw new AppError('UNAUTHORIZED', MESSAGES.loginLinkInvalid);
  return startSession(ctx, toSessionUser(member), meta, 'login_link');
}

/** SPEC §2 development shortcuts: only a development server, and only for a browser on this computer. */
export async function signInForDevelopment(ctx: ServiceContext, meta: RequestMeta): Promise<SignInResult> {
  if (!meta.allowsDevShortcuts) throw new AppError('FORBIDDEN', MESSAGES.devLoginRefused);
  const mainAdminId = await getMainAdminId(ctx.db);
  const [admin] =
    mainAdminId === undefined ? [] : await ctx.db.select().from(members).where(eq(members.id, mainAdminId));
  if (!admin) throw new AppError('NOT_FOUND', 'The main administrator account does not exist.');
  return startSession(ctx, toSessionUser(admin), meta, 'development');
}

/**
 * Issue 25: an e-mailed link that acts for one member (a night's answer, a swap offer) signs in at most as that
 * member, never with admin rights, and only for this long (decision 049): enough to finish what the link was for and
 * look around My duties, not a key to the account for whoever the mail was forwarded to.
 */
export const LINK_SESSION_MINUTES = 60;

/** The member as a link session sees them: their own rights as a member, whatever their role. */
const withMemberRights = (user: SessionUser): SessionUser => ({ ...user, role: 'member', is_admin: false });

export type SessionKind = 'login_link' | 'development' | 'member_link';

/** A short session with member rights only, for a link that acts for one member (decision 049). */
export function startMemberLinkSession(
  ctx: Pick<ServiceContext, 'db' | 'config'>,
  user: SessionUser,
  meta: RequestMeta,
): Promise<SignInResult> {
  return startSession(ctx, withMemberRights(user), meta, 'member_link');
}

export async function startSession(
  ctx: Pick<ServiceContext, 'db' | 'config'>,
  user: SessionUser,
  meta: RequestMeta,
  kind: SessionKind,
): Promise<SignInResult> {
  const lifetimeMs = kind === 'member_link' ? LINK_SESSION_MINUTES * 60 * 1000 : SESSION_TTL_DAYS * 24 * 60 * 60 * 1000;
  const expiresAt = new Date(Date.now() + lifetimeMs);
  const session = onlyRow(
    await ctx.db
      .insert(sessions)
      .values({
        member_id: user.id,
        expires_at: expiresAt,
        user_agent: meta.userAgent?.slice(0, 300) ?? null,
        ip: meta.ip,
        kind,
      })
      .returning({ id: sessions.id }),
  );
  const token = await signSessionToken(user, { id: session.id, expiresAt }, sessionSecret(ctx.config));
  return { token, user };
}

function sessionSecret(config: ServiceContext['config']): string {
  if (!config.sessionSecret) throw new Error('The session secret has not been resolved');
  return config.sessionSecret;
}

/** Where a credential came from: API tokens are for scripts, so only the Authorization header carries them. */
export type Credential = { token: string | undefined; from: 'bearer' | 'cookie' };

/**
 * Who a bearer or cookie token belongs to. The signature and expiry are not enough: the session must still be open,
 * and the member's current role is read afresh so a demoted admin loses admin rights at once. A bearer value with
 * the API-token prefix is an API token (issue 7); it has no session (sessionId null).
 */
export async function authenticateSessionToken(
  ctx: Pick<ServiceContext, 'db' | 'config'>,
  { token, from }: Credential,
): Promise<AuthResult> {
  if (!token) return { user: null, reason: 'missing' };
  if (isApiToken(token)) {
    const user = from === 'bearer' ? await authenticateApiToken(ctx, token) : null;
    return user ? { user, sessionId: null } : { user: null, reason: 'invalid' };
  }
  const claims = await verifySessionToken(token, sessionSecret(ctx.config));
  if (!claims?.sid) return { user: null, reason: 'invalid' };
  const [row] = await openSession(ctx.db, { sid: claims.sid });
  if (!row) return { user: null, reason: 'invalid' };
  const [id, email, first_name, last_name, role, is_admin, locale, kind] = row as OpenSessionRow;
  const user = toSessionUser({ id, email, first_name, last_name, role, is_admin, locale });
  // Read from the session, not the token's claims: the rights of a link session stay a member's (decision 049).
  return { user: kind === 'member_link' ? withMemberRights(user) : user, sessionId: claims.sid };
}

/** The open session a token names, with its member as they are now: read on every signed-in request. */
const openSession = statementBuiltOnce((db) =>
  db
    .select({ ...SESSION_USER_COLUMNS, kind: sessions.kind })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.member_id))
    .where(
      and(eq(sessions.id, sql.placeholder('sid')), isNull(sessions.revoked_at), gt(sessions.expires_at, sql`now()`)),
    ),
);

type SessionMember = typeof members.$inferSelect;
/** openSession's columns in the order it selects them; none of them needs drizzle's mapping from the driver. */
type OpenSessionRow = [
  SessionMember['id'],
  SessionMember['email'],
  SessionMember['first_name'],
  SessionMember['last_name'],
  SessionMember['role'],
  SessionMember['is_admin'],
  SessionMember['locale'],
  (typeof sessions.$inferSelect)['kind'],
];

/** Housekeeping job: used or expired sign-in tokens and ended sessions are of no further use. */
export async function purgeExpiredAuth(db: DbExecutor): Promise<{ tokens: number; sessions: number }> {
  const tokens = await db
    .delete(loginTokens)
    .where(
      or(
        lt(loginTokens.expires_at, sql`now() - interval '1 day'`),
        lt(loginTokens.used_at, sql`now() - interval '1 day'`),
      ),
    )
    .returning({ id: loginTokens.id });
  const ended = await db
    .delete(sessions)
    .where(or(lt(sessions.expires_at, sql`now()`), lt(sessions.revoked_at, sql`now() - interval '30 days'`)))
    .returning({ id: sessions.id });
  return { tokens: tokens.length, sessions: ended.length };
}
