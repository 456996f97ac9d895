import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  API_TOKEN_PREFIX,
  type ApiTokenCreated,
  type ApiTokenCreateInput,
  type ApiTokenList,
  type ApiTokenRevoked,
  type SessionUser,
} from '@club/shared';
import { apiTokens, members } from '../../db/schema/index.js';
import { actorId, type ServiceContext, userOf } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../audit/audit.service.js';
import { toSessionUser } from '../users/users.service.js';
import { hashLoginToken } from '../../lib/one-time-token.js';
import { createApiTokenSecret } from './tokens.js';
import { onlyRow } from '../../lib/rows.js';

// A script calling in a loop must not cost a write per request; the admin page only needs "about when".
const LAST_USED_PRECISION_MS = 60_000;

export function isApiToken(token: string): boolean {
  return token.startsWith(API_TOKEN_PREFIX);
}

function creatorOf(ctx: Pick<ServiceContext, 'caller'>): SessionUser {
  const user = userOf(ctx.caller);
  if (!user) throw new AppError('UNAUTHORIZED', 'Sign in to manage API tokens.');
  return user;
}

/** Issue 7: the plain token is returned here once and never again; only its SHA-256 is stored. Input is parsed. */
export async function createApiToken(
  ctx: Pick<ServiceContext, 'db' | 'caller'>,
  input: ApiTokenCreateInput,
): Promise<ApiTokenCreated> {
  const creator = creatorOf(ctx);
  const { name } = input;
  const token = createApiTokenSecret();
  return ctx.db.transaction(async (tx) => {
    const row = onlyRow(
      await tx
        .insert(apiTokens)
        .values({ name, token_hash: hashLoginToken(token), member_id: creator.id })
        .returning({ id: apiTokens.id, name: apiTokens.name, created_at: apiTokens.created_at }),
    );
    await recordAudit(tx, {
      actorId: creator.id,
      action: 'api_token.create',
      entity: 'api_token',
      entityId: row.id,
      details: { name },
    });
    return { id: row.id, name: row.name, token, created_at: row.created_at.toISOString() };
  });
}

/** Every token of the club, newest first, revoked ones included so the page can show when each was last used. */
export async function listApiTokens(ctx: Pick<ServiceContext, 'db'>): Promise<ApiTokenList> {
  const rows = await ctx.db
    .select({
      token: apiTokens,
      creator: { id: members.id, first_name: members.first_name, last_name: members.last_name },
    })
    .from(apiTokens)
    .innerJoin(members, eq(members.id, apiTokens.member_id))
    .orderBy(desc(apiTokens.created_at), desc(apiTokens.id));
  return {
    tokens: rows.map(({ token, creator }) => ({
      id: token.id,
      name: token.name,
      created_at: token.created_at.toISOString(),
      last_used_at: token.last_used_at?.toISOString() ?? null,
      revoked_at: token.revoked_at?.toISOString() ?? null,
      created_by: { id: creator.id, name: `${creator.first_name} ${creator.last_name}` },
    })),
  };
}

/** Revoking twice is harmless: the first revocation time is kept. */
export async function revokeApiToken(ctx: Pick<ServiceContext, 'db' | 'caller'>, id: number): Promise<ApiTokenRevoked> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiTokens)
      .set({ revoked_at: sql`coalesce(${apiTokens.revoked_at}, now())` })
      .where(eq(apiTokens.id, id))
      .returning({ id: apiTokens.id, name: apiTokens.name });
    if (!row) throw new AppError('NOT_FOUND', 'There is no API token with that id.');
    await recordAudit(tx, {
      actorId: actorId(ctx.caller),
      action: 'api_token.revoke',
      entity: 'api_token',
      entityId: id,
      details: { name: row.name },
    });
    return { revoked_id: row.id };
  });
}

/**
 * Who an API token acts for: its creator with the creator's current role, so a demoted admin's token keeps only
 * member rights. A revoked token, or one whose creator was deleted (the row cascades away), is no credential.
 */
export async function authenticateApiToken(
  ctx: Pick<ServiceContext, 'db'>,
  token: string,
): Promise<SessionUser | null> {
  const [row] = await ctx.db
    .select({ id: apiTokens.id, last_used_at: apiTokens.last_used_at, member: members })
    .from(apiTokens)
    .innerJoin(members, eq(members.id, apiTokens.member_id))
    .where(and(eq(apiTokens.token_hash, hashLoginToken(token)), isNull(apiTokens.revoked_at)));
  if (!row) return null;
  if (!row.last_used_at || Date.now() - row.last_used_at.getTime() >= LAST_USED_PRECISION_MS) {
    await ctx.db
      .update(apiTokens)
      .set({ last_used_at: sql`now()` })
      .where(eq(apiTokens.id, row.id));
  }
  return toSessionUser(row.member);
}
