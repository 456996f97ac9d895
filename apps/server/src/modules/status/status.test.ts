import { describe, expect, it, vi } from 'vitest';
import { createMember } from '../../../test/factories.js';
import { callTrpc, useTestApp } from '../../../test/harness.js';
import { HEALTHY_FOR_MS } from './status.service.js';

const t = useTestApp({ reset: false });

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('status routes (API.md: raw, public)', () => {
  it('GET /api/health', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'healthy',
      timestamp: expect.stringMatching(ISO),
      version: t.config.version,
    });
  });

  // Decision 097: anyone may call health, so its calls must not each cost the database a query.
  it('GET /api/health asks the database once for many calls at a time, and an outage shows within the window', async () => {
    const ping = vi.spyOn(t.app.database, 'ping');
    const health = () => t.app.inject({ method: 'GET', url: '/api/health' });
    try {
      await new Promise((resolve) => setTimeout(resolve, HEALTHY_FOR_MS));
      const answers = await Promise.all(Array.from({ length: 50 }, health));
      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
      expect(ping).toHaveBeenCalledTimes(1);

      ping.mockRejectedValue(new Error('connection refused'));
      const outageBegan = Date.now();
      let answer = await health();
      while (answer.statusCode === 200) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        answer = await health();
      }
      expect(Date.now() - outageBegan).toBeLessThanOrEqual(HEALTHY_FOR_MS + 1_000);
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ status: 'unhealthy', database: 'unavailable' });
      // Nothing unhealthy is kept: every call asks again, all of them sharing the one question under way.
      const asked = ping.mock.calls.length;
      const during = await Promise.all(Array.from({ length: 20 }, health));
      expect(during.map((one) => one.statusCode)).toEqual(during.map(() => 503));
      expect(ping.mock.calls.length).toBe(asked + 1);

      ping.mockRestore();
      expect((await health()).statusCode).toBe(200);
    } finally {
      ping.mockRestore();
    }
  });

  it('GET /api/db-test', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/db-test' })).json();
    expect(body).toEqual({
      status: 'connected',
      database_type: 'PostgreSQL',
      version: expect.stringMatching(/^\d+(\.\d+)?/),
      current_time: expect.stringMatching(ISO),
    });
  });

  it('GET /api/status reveals no secret, host name or path', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/status' });
    const body = response.json();
    expect(body).toMatchObject({
      status: 'operational',
      environment: 'development',
      database: { status: 'connected' },
    });
    const text = response.body;
    for (const secret of [
      t.config.sessionSecret!,
      t.config.databaseUrl!,
      t.config.dataDir,
      '127.0.0.1',
      'postgres://',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('is also served through tRPC', async () => {
    const result = await callTrpc(t.app, 'status.get');
    expect(result.data).toMatchObject({ status: 'operational', database: { database_type: 'PostgreSQL' } });
  });
});

describe('envelope for unknown and malformed requests', () => {
  it('answers an unknown API path with a 404 envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 'error', message: expect.stringContaining('Not found') });
  });

  it('answers malformed JSON with a 400 envelope, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-login-link',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().status).toBe('error');
  });
});

describe('dashboard data', () => {
  it('counts members and admins for a signed-in member, and refuses strangers', async () => {
    const member = await createMember(t.db);
    await createMember(t.db, { role: 'admin' });
    const token = await t.signIn(member);
    const summary = await callTrpc(t.app, 'users.summary', { token });
    expect(summary.data).toEqual({ member_count: 3, admin_count: 2 });
    expect((await callTrpc(t.app, 'users.summary')).status).toBe(401);
  });

  it('gives the login page its branding without sign-in, and the club info only to members', async () => {
    const branding = await callTrpc(t.app, 'settings.branding');
    expect(branding.data).toEqual({
      club_name: 'Square Dance Club',
      club_subtitle: 'Dance Management System',
      club_color: '#EA3323',
      club_logo_data: '',
      club_logo_url: '',
      // Issue 26: SPEC §9's club is in America/Los_Angeles, so its clock is the United States' 12-hour one.
      clock: '12h',
    });
    expect((await callTrpc(t.app, 'settings.public')).status).toBe(401);
    const token = await t.signIn(await createMember(t.db));
    const settings = await callTrpc(t.app, 'settings.public', { token });
    expect(settings.data).toMatchObject({ club_day_of_week: 'Wednesday', club_address: '' });
    expect(settings.data).not.toHaveProperty('smtp_password');
  });
});
