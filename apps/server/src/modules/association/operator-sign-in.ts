import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { ASSOCIATION_MESSAGES, LOGIN_LINK_TTL_MINUTES, type OperatorSession } from '@club/shared';
import type { AppConfig } from '../../config.js';
import { operatorLinks } from '../../db/schema/index.js';
import { afterAnswer } from '../../lib/after-answer.js';
import type { DeploymentContext, RequestMeta } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { createLoginToken, hashLoginToken } from '../../lib/one-time-token.js';
import { deploymentLayout, DEPLOYMENT_LOOK, mailLinksFromDeployment } from '../notify/deployment-mail.js';
import { button, paragraph } from '../notify/layout.js';

/** An operator's session lasts a working day; a new link is a minute away. */
const OPERATOR_SESSION_HOURS = 8;
const AUDIENCE = 'association';

export function isOperator(config: Pick<AppConfig, 'associationAdminEmails'>, email: string): boolean {
  return config.associationAdminEmails.includes(email.trim().toLowerCase());
}

/**
 * The key operators' sessions are signed with: derived from the session secret, so no club's session token (signed
 * with the secret itself) can ever pass as an operator's, nor an operator's as a member's.
 */
function operatorKey(config: Pick<AppConfig, 'sessionSecret'>): Uint8Array {
  if (!config.sessionSecret) throw new Error('The session secret has not been resolved');
  return createHash('sha256').update(`${config.sessionSecret}\nassociation operators`).digest();
}

function operatorMail(url: string) {
  return deploymentLayout(ASSOCIATION_MESSAGES.mailSubject, [
    paragraph('Hello,'),
    paragraph(ASSOCIATION_MESSAGES.mailIntro),
    button(DEPLOYMENT_LOOK, ASSOCIATION_MESSAGES.signInHeading, url),
    paragraph(ASSOCIATION_MESSAGES.mailIgnore),
  ]);
}

/**
 * POST /api/association/send-login-link. The answer is the same for every address and comes before any work, as a
 * club's sign-in page does (issue 14): the same limits per requester and per address apply, and only an address that
 * ASSOCIATION_ADMIN_EMAILS names gets a link, e-mailed from the deployment's own outbox through SMTP_URL.
 */
export async function sendOperatorLink(
  ctx: DeploymentContext,
  email: string,
  meta: RequestMeta,
): Promise<Record<string, never>> {
  const { database, loginLimiter } = ctx.deployment;
  const admitted = await database.inDeployment((db) => loginLimiter.admit(db, email, meta.ip));
  if (!admitted || !isOperator(ctx.config, email)) return {};
  afterAnswer(ctx.log, 'Sending an operator’s sign-in link', issueOperatorLink(ctx, email.trim().toLowerCase()));
  return {};
}

async function issueOperatorLink(ctx: DeploymentContext, email: string): Promise<void> {
  const token = createLoginToken();
  const url = `${ctx.config.publicUrl}/association?token=${encodeURIComponent(token)}`;
  const expiresAt = new Date(Date.now() + LOGIN_LINK_TTL_MINUTES * 60_000);
  await mailLinksFromDeployment(
    ctx,
    { to: email, expiresAt, ...operatorMail(url) },
    [{ label: `Sign-in link for the operator ${email}`, url }],
    async (db) => {
      await db.insert(operatorLinks).values({ token_hash: hashLoginToken(token), email, expires_at: expiresAt });
    },
  );
}

/** POST /api/association/validate-token: uses an operator's link once and answers their bearer session. */
export async function validateOperatorToken(ctx: DeploymentContext, token: string): Promise<OperatorSession> {
  const [used] = await ctx.deployment.database.inDeployment((db) =>
    db
      .update(operatorLinks)
      .set({ used_at: sql`now()` })
      .where(
        and(
          eq(operatorLinks.token_hash, hashLoginToken(token)),
          isNull(operatorLinks.used_at),
          gt(operatorLinks.expires_at, sql`now()`),
        ),
      )
      .returning({ email: operatorLinks.email }),
  );
  if (!used || !isOperator(ctx.config, used.email))
    throw new AppError('UNAUTHORIZED', ASSOCIATION_MESSAGES.linkInvalid);
  const session = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(AUDIENCE)
    .setSubject(used.email)
    .setIssuedAt()
    .setExpirationTime(`${OPERATOR_SESSION_HOURS}h`)
    .sign(operatorKey(ctx.config));
  return { token: session };
}

/**
 * The operator a request's bearer token names, or a 401: a well-signed, unexpired operator's session whose address
 * ASSOCIATION_ADMIN_EMAILS still names, so taking an operator off the list ends their sessions at once.
 */
export async function authenticateOperator(
  config: Pick<AppConfig, 'sessionSecret' | 'associationAdminEmails'>,
  authorization: string | undefined,
): Promise<string> {
  const token = /^bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) throw new AppError('UNAUTHORIZED', ASSOCIATION_MESSAGES.operatorRequired);
  try {
    const { payload } = await jwtVerify(token, operatorKey(config), { algorithms: ['HS256'], audience: AUDIENCE });
    if (typeof payload.sub === 'string' && isOperator(config, payload.sub)) return payload.sub;
  } catch {
    // Fall through: any token that is not an operator's current session is refused alike.
  }
  throw new AppError('UNAUTHORIZED', ASSOCIATION_MESSAGES.notOperator);
}
