import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_TOKEN_PREFIX, MESSAGES } from '@club/shared';
import { apiTokens, members } from '../../db/schema/index.js';
import { createMember } from '../../../test/factories.js';
import { bearer, callTrpc, useTestApp } from '../../../test/harness.js';

// Issue 7: named API tokens act as their creator, with the creator's current role, until revoked.
const t = useTestApp();

const createToken = async (sessionToken: string, name = 'Roster sync') => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/api-tokens',
    payload: { name },
    headers: bearer(sessionToken),
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; name: string; token: string; created_at: string };
};
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const signedInAdmin = async () => {
  const admin = await createMember(t.db, { role: 'admin', first_name: 'Ada', last_name: 'Admin' });
  return { admin, session: await t.signIn(admin) };
};

describe('API tokens', () => {
  it('are shown once, stored only as their SHA-256, and read /api/users as a bearer token', async () => {
    const { session } = await signedInAdmin();
    const created = await createToken(session);
    expect(created.name).toBe('Roster sync');
    expect(created.token.startsWith(API_TOKEN_PREFIX)).toBe(true);
    expect(Buffer.from(created.token.slice(API_TOKEN_PREFIX.length), 'base64url')).toHaveLength(32);

    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(row!.token_hash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.token);
    expect(row!.last_used_at).toBeNull();

    const users = await get('/api/users', created.token);
    expect(users.statusCode).toBe(200);
    expect(users.json().data.count).toBeGreaterThan(0);
    const [used] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(used!.last_used_at).toBeInstanceOf(Date);

    const list = await get('/api/auth/api-tokens', session);
    expect(list.json().data.tokens).toEqual([
      expect.objectContaining({
        id: created.id,
        name: 'Roster sync',
        revoked_at: null,
        created_by: expect.objectContaining({ name: 'Ada Admin' }),
      }),
    ]);
    expect(list.body).not.toContain(created.token);
  });

  it("carry an admin creator's admin rights, over REST and tRPC", async () => {
    const { session } = await signedInAdmin();
    const { token } = await createToken(session);
    expect((await get('/api/maintenance/import-logs', token)).statusCode).toBe(200);
    expect((await callTrpc(t.app, 'settings.admin', { token })).status).toBe(200);
  });

  it('updates last_used_at at most once a minute', async () => {
    const { session } = await signedInAdmin();
    const { id, token } = await createToken(session);
    await get('/api/users', token);
    await t.db
      .update(apiTokens)
      .set({ last_used_at: sql`now() - interval '30 seconds'` })
      .where(eq(apiTokens.id, id));
    const [before] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, id));
    await get('/api/users', token);
    const [after] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(after!.last_used_at).toEqual(before!.last_used_at);
  });

  it('stop working at once when revoked: 401 "Invalid or expired token"', async () => {
    const { session } = await signedInAdmin();
    const { id, token } = await createToken(session);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/api-tokens/${id}`,
      headers: bearer(session),
    });
    expect(revoked.json()).toEqual({ status: 'success', data: { revoked_id: id } });

    const response = await get('/api/users', token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 'error', message: MESSAGES.invalidToken });
    const list = await get('/api/auth/api-tokens', session);
    expect(list.json().data.tokens[0].revoked_at).toEqual(expect.any(String));
  });

  it('answer 401 for an unknown token and 404 for revoking one that does not exist', async () => {
    const { session } = await signedInAdmin();
    expect((await get('/api/users', `${API_TOKEN_PREFIX}not-a-real-token`)).json().message).toBe(MESSAGES.invalidToken);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/auth/api-tokens/999', headers: bearer(session) })).statusCode,
    ).toBe(404);
  });

  it('have only member rights once their creator is no longer an admin', async () => {
    const { admin, session } = await signedInAdmin();
    const { token } = await createToken(session);
    await t.db.update(members).set({ role: 'member', is_admin: false }).where(eq(members.id, admin.id));
    expect((await get('/api/users', token)).statusCode).toBe(200);
    const adminRoute = await get('/api/maintenance/import-logs', token);
    expect(adminRoute.statusCode).toBe(403);
    expect(adminRoute.json().message).toBe(MESSAGES.adminRequired('see import logs'));
  });

  it('stop working when their creator is deleted', async () => {
    const { admin, session } = await signedInAdmin();
    const { token } = await createToken(session);
    await t.db.delete(members).where(eq(members.id, admin.id));
    const response = await get('/api/users', token);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(MESSAGES.invalidToken);
  });

  it('are never accepted from the session cookie', async () => {
    const { session } = await signedInAdmin();
    const { token } = await createToken(session);
    const response = await t.app.inject({ method: 'GET', url: '/api/users', cookies: { club_session: token } });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(MESSAGES.invalidToken);
  });

  it('leave logout harmless: a token has no session, and it keeps working', async () => {
    const { session } = await signedInAdmin();
    const { token } = await createToken(session);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    expect((await get('/api/users', token)).statusCode).toBe(200);
  });

  it('cannot be created, listed or revoked by a member', async () => {
    const { session } = await signedInAdmin();
    const { id } = await createToken(session);
    const member = await t.signIn(await createMember(t.db));
    const forbidden = MESSAGES.adminRequired('manage API tokens');
    for (const request of [
      { method: 'GET' as const, url: '/api/auth/api-tokens' },
      { method: 'POST' as const, url: '/api/auth/api-tokens', payload: { name: 'Mine' } },
      { method: 'DELETE' as const, url: `/api/auth/api-tokens/${id}` },
    ]) {
      const response = await t.app.inject({ ...request, headers: bearer(member) });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(forbidden);
    }
    const trpc = await callTrpc(t.app, 'auth.createApiToken', {
      token: member,
      type: 'mutation',
      input: { name: 'Mine' },
    });
    expect(trpc.status).toBe(403);
    expect(trpc.error.message).toBe(forbidden);
  });

  it('need a name: an empty one is refused with a readable message, over REST and tRPC', async () => {
    const { session } = await signedInAdmin();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/api-tokens',
      payload: { name: '   ' },
      headers: bearer(session),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 'error',
      message: MESSAGES.validationFailed,
      errors: { name: 'Token name is required' },
    });
    const trpc = await callTrpc(t.app, 'auth.createApiToken', {
      token: session,
      type: 'mutation',
      input: { name: '' },
    });
    expect(trpc.error.data.fieldErrors).toEqual({ name: 'Token name is required' });
  });

  it('work for a script over real HTTP, until revoked', async () => {
    const { session } = await signedInAdmin();
    const { id, token } = await createToken(session);
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const read = () => fetch(`${origin}/api/users`, { headers: { authorization: `Bearer ${token}` } });
    const ok = await read();
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { data: { users: unknown[] } }).data.users.length).toBeGreaterThan(0);
    await t.app.inject({ method: 'DELETE', url: `/api/auth/api-tokens/${id}`, headers: bearer(session) });
    const refused = await read();
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ status: 'error', message: MESSAGES.invalidToken });
  });

  it('are managed over tRPC as well', async () => {
    const { session } = await signedInAdmin();
    const created = await callTrpc(t.app, 'auth.createApiToken', {
      token: session,
      type: 'mutation',
      input: { name: 'Backup script' },
    });
    expect(created.status).toBe(200);
    const listed = await callTrpc(t.app, 'auth.apiTokens', { token: session });
    expect(listed.data.tokens.map((token: { name: string }) => token.name)).toEqual(['Backup script']);
    const revoked = await callTrpc(t.app, 'auth.revokeApiToken', {
      token: session,
      type: 'mutation',
      input: { id: created.data.id },
    });
    expect(revoked.data).toEqual({ revoked_id: created.data.id });
    expect((await get('/api/users', created.data.token)).statusCode).toBe(401);
  });
});
