import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@club/shared';
import { loginTokens } from '../../db/schema/index.js';
import { extractLoginLinks } from '../../../test/mail-catcher.js';
import { createMember } from '../../../test/factories.js';
import { bearer, callTrpc, TEST_PUBLIC_URL, useTestApp } from '../../../test/harness.js';
import { revokeMemberSessions } from '../users/member-sessions.js';

const t = useTestApp();

// Each request comes from its own address unless a test says otherwise, so the per-IP limit only bites where meant.
let nextAddress = 0;
const sendLink = (email: string, remoteAddress = `198.51.100.${(nextAddress++ % 250) + 1}`) =>
  t.app.inject({ method: 'POST', url: '/api/auth/send-login-link', payload: { email }, remoteAddress });
const validate = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/validate-token', payload: { token } });

describe('POST /api/auth/send-login-link', () => {
  it('e-mails a one-time link to {public_url}/login?token=… and stores only its SHA-256', async () => {
    const member = await createMember(t.db, { first_name: 'Jane', last_name: 'Smith', email: 'jane@example.org' });
    const response = await sendLink('JANE@example.org');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', data: {}, message: MESSAGES.loginLinkSentAnswer });

    const mail = await t.mail.waitFor('jane@example.org');
    const [link] = extractLoginLinks(mail);
    expect(link).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/login\\?token=[A-Za-z0-9_-]{43}$`));
    const token = new URL(link!).searchParams.get('token')!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const rows = await t.db.select().from(loginTokens).where(eq(loginTokens.member_id, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    const minutes = (rows[0]!.expires_at.getTime() - rows[0]!.created_at.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(15, 0);
  });

  it('answers an address that is not on the roster exactly as one that is, and sends nothing', async () => {
    await createMember(t.db, { email: 'member@example.org' });
    const known = await sendLink('member@example.org');
    const unknown = await sendLink('stranger@example.org');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await t.mail.waitFor('member@example.org');
    expect(t.mail.messages.filter((mail) => mail.to.includes('stranger@example.org'))).toHaveLength(0);
  });

  it('sends one message with a link per member when several share the address', async () => {
    const jane = await createMember(t.db, { first_name: 'Jane', last_name: 'Smith', email: 'smiths@example.org' });
    const john = await createMember(t.db, { first_name: 'John', last_name: 'Smith', email: 'Smiths@example.org' });
    await sendLink('smiths@example.org');
    const mail = await t.mail.waitFor('smiths@example.org');
    expect(t.mail.messages).toHaveLength(1);
    expect(mail.text).toContain('Sign in as Jane Smith');
    expect(mail.text).toContain('Sign in as John Smith');
    expect(mail.html).toContain('Sign in as Jane Smith');

    const links = extractLoginLinks(mail);
    expect(links).toHaveLength(2);
    const users = await Promise.all(
      links.map(async (link) => (await validate(new URL(link).searchParams.get('token')!)).json().data.user.id),
    );
    expect(users).toEqual([jane.id, john.id]);
  });

  it('rejects a malformed address with 422 and a readable field message', async () => {
    const response = await sendLink('not-an-address');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 'error',
      message: 'Validation failed',
      errors: { email: 'Please enter a valid email address' },
    });
  });

  it('sends five links to one address in 15 minutes and answers a sixth request the same, without sending', async () => {
    const member = await createMember(t.db, { email: 'busy@example.org' });
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await sendLink('busy@example.org', `10.0.0.${i + 1}`));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ status: 'success', data: {}, message: MESSAGES.loginLinkSentAnswer });
    }
    expect(t.logs.join('')).toContain('No login link sent: this address had as many as allowed in the last 15 minutes');
    // The sixth was held back before any work, so once five messages are in, nothing else is on its way.
    // As patient as the mail catcher's own waits: five messages on a loaded machine take more than vitest's 1 s.
    await vi.waitFor(
      () => expect(t.mail.messages.filter((mail) => mail.to.includes('busy@example.org'))).toHaveLength(5),
      { timeout: 10_000 },
    );
    expect(await t.db.select().from(loginTokens).where(eq(loginTokens.member_id, member.id))).toHaveLength(5);
  });

  it('answers before looking the address up, so known and unknown addresses cost the same', async () => {
    await createMember(t.db, { email: 'timed@example.org' });
    // While the roster is locked, anything that reads it waits; the answers must not.
    const answers = await t.db.transaction(async (tx) => {
      await tx.execute(sql`lock table members in access exclusive mode`);
      const stuck = new Promise<'waiting for the roster'>((resolve) =>
        setTimeout(() => resolve('waiting for the roster'), 10_000),
      );
      return Promise.all(
        ['timed@example.org', 'not-a-member@example.org'].map((email) => Promise.race([sendLink(email), stuck])),
      );
    });
    for (const answer of answers) {
      expect(answer).not.toBe('waiting for the roster');
      if (answer !== 'waiting for the roster')
        expect(answer.json()).toEqual({ status: 'success', data: {}, message: MESSAGES.loginLinkSentAnswer });
    }
    await t.mail.waitFor('timed@example.org');
    expect(t.mail.messages.filter((mail) => mail.to.includes('not-a-member@example.org'))).toHaveLength(0);
  });

  it('limits requests from one IP address across many addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await sendLink(`probe${i}@example.org`, '192.0.2.7')).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await sendLink('other@example.org', '192.0.2.8')).statusCode).toBe(200);
  });
});

describe('POST /api/auth/validate-token', () => {
  async function requestToken(email: string) {
    await sendLink(email);
    const mail = await t.mail.waitFor(email);
    return new URL(extractLoginLinks(mail)[0]!).searchParams.get('token')!;
  }

  it('signs in once: the session token comes back in the body and as an HttpOnly SameSite=Lax cookie', async () => {
    const member = await createMember(t.db, { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.org' });
    const token = await requestToken('ann@example.org');
    const response = await validate(token);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.user).toEqual({
      id: member.id,
      email: 'ann@example.org',
      first_name: 'Ann',
      last_name: 'Lee',
      role: 'member',
      is_admin: false,
      locale: null,
    });
    const claims = decodeJwt(data.token);
    expect(claims).toMatchObject({
      user_id: member.id,
      email: 'ann@example.org',
      first_name: 'Ann',
      last_name: 'Lee',
      role: 'member',
      is_admin: false,
    });
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain(`club_session=${data.token}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');

    const again = await validate(token);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ status: 'error', message: MESSAGES.loginLinkInvalid });
  });

  it('refuses an unknown token and an expired one with 401', async () => {
    expect((await validate('x'.repeat(43))).statusCode).toBe(401);
    await createMember(t.db, { email: 'late@example.org' });
    const token = await requestToken('late@example.org');
    await t.db.update(loginTokens).set({ expires_at: sql`now() - interval '1 second'` });
    const response = await validate(token);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(MESSAGES.loginLinkInvalid);
  });

  it('is not used up by a GET of the link, as a mail scanner would do', async () => {
    await createMember(t.db, { email: 'scan@example.org' });
    const token = await requestToken('scan@example.org');
    await t.app.inject({ method: 'GET', url: `/login?token=${token}` });
    await t.app.inject({ method: 'GET', url: `/api/auth/validate-token?token=${token}` });
    expect((await validate(token)).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous uses of a link succeed', async () => {
    await createMember(t.db, { email: 'race@example.org' });
    const token = await requestToken('race@example.org');
    const results = await Promise.all([validate(token), validate(token), validate(token)]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 401, 401]);
  });
});

describe('sessions', () => {
  it('accept the bearer token and the cookie, and end at logout', async () => {
    const member = await createMember(t.db);
    const token = await t.signIn(member);
    expect((await callTrpc(t.app, 'auth.me', { token })).data).toMatchObject({ id: member.id });
    const viaCookie = await t.app.inject({ method: 'GET', url: '/api/trpc/auth.me', cookies: { club_session: token } });
    expect(viaCookie.statusCode).toBe(200);

    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    expect(String(logout.headers['set-cookie'])).toContain('club_session=;');
    const after = await callTrpc(t.app, 'auth.me', { token });
    expect(after.status).toBe(401);
    expect(after.error.message).toBe(MESSAGES.invalidToken);
  });

  // Issue 17: the web app's header and sidebar read auth.me, so a rename must show without signing in again.
  it('name the caller as their record is now, not as it was at sign-in', async () => {
    const admin = await createMember(t.db, {
      role: 'admin',
      first_name: 'Ada',
      last_name: 'Admin',
      email: 'ada@example.org',
    });
    const token = await t.signIn(admin);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${admin.id}`,
      headers: bearer(token),
      payload: { first_name: 'Adele', email: 'adele@example.org' },
    });
    expect(renamed.statusCode).toBe(200);
    const me = await callTrpc(t.app, 'auth.me', { token });
    expect(me.data).toEqual({
      id: admin.id,
      email: 'adele@example.org',
      first_name: 'Adele',
      last_name: 'Admin',
      role: 'admin',
      is_admin: true,
      locale: null,
    });
  });

  it('end at the web app’s own logout: a tRPC mutation with no input and an empty JSON body', async () => {
    const token = await t.signIn(await createMember(t.db));
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/trpc/auth.logout',
      headers: { ...bearer(token), 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    });
    expect(logout.statusCode).toBe(200);
    expect((await callTrpc(t.app, 'auth.me', { token })).status).toBe(401);
  });

  it('end when the member’s sessions are revoked (as a role change does)', async () => {
    const member = await createMember(t.db);
    const token = await t.signIn(member);
    expect(await revokeMemberSessions(t.db, member.id)).toBe(1);
    expect((await callTrpc(t.app, 'auth.me', { token })).status).toBe(401);
  });

  it('tell a missing token from a bad one', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ status: 'error', message: MESSAGES.authRequired });
    const forged = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer('abc.def.ghi') });
    expect(forged.json()).toEqual({ status: 'error', message: MESSAGES.invalidToken });
  });

  it('also work through tRPC: sendLoginLink and validateToken', async () => {
    await createMember(t.db, { email: 'trpc@example.org' });
    const sent = await callTrpc(t.app, 'auth.sendLoginLink', {
      type: 'mutation',
      input: { email: 'trpc@example.org' },
    });
    expect(sent.status).toBe(200);
    const mail = await t.mail.waitFor('trpc@example.org');
    const token = new URL(extractLoginLinks(mail)[0]!).searchParams.get('token')!;
    const signedIn = await callTrpc(t.app, 'auth.validateToken', { type: 'mutation', input: { token } });
    expect(signedIn.data.user.email).toBe('trpc@example.org');
    const reused = await callTrpc(t.app, 'auth.validateToken', { type: 'mutation', input: { token } });
    expect(reused.status).toBe(401);
    expect(reused.error.message).toBe(MESSAGES.loginLinkInvalid);
  });
});
