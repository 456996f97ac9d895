import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@club/shared';
import { createMember } from '../../test/factories.js';
import { bearer, useTestApp } from '../../test/harness.js';
import { hostnameOf } from '../lib/host-header.js';

const t = useTestApp();

const MALFORMED = ['a@b', 'a b', 'a/b', 'localhost:99999', 'localhost:80:80', '[::1', 'exa%mple', 'a?b', 'a#b', ' '];

describe('a Host header that names no host (issue 26)', () => {
  it('is 400 in the envelope on tRPC, REST and pages, signed in or not, and logs no error', async () => {
    const token = await t.signIn(await createMember(t.db, { role: 'admin' }));
    const requests: { method: 'GET' | 'POST'; url: string; headers?: Record<string, string> }[] = [
      { method: 'GET', url: '/api/trpc/settings.branding' },
      { method: 'GET', url: '/api/trpc/users.list?input=%7B%7D', headers: bearer(token) },
      { method: 'POST', url: '/api/trpc/auth.devLogin', headers: { 'content-type': 'application/json' } },
      { method: 'GET', url: '/api/health' },
      { method: 'GET', url: '/api/users', headers: bearer(token) },
      { method: 'GET', url: '/members' },
    ];
    for (const host of MALFORMED) {
      for (const request of requests) {
        const response = await t.app.inject({ ...request, headers: { ...request.headers, host } });
        expect(response.statusCode, `${host} ${request.url}`).toBe(400);
        expect(response.json()).toEqual({ status: 'error', message: MESSAGES.badHostHeader });
        expect(response.headers['x-content-type-options']).toBe('nosniff');
      }
    }
    const logged = t.logs.map((line) => JSON.parse(line) as { level: number });
    expect(logged.filter((entry) => entry.level >= 40)).toEqual([]);
    expect(t.logs.join('\n')).not.toMatch(/\bat .*\.(m?js|ts):\d+/);
  });

  it('lets every real host through, with or without a port', async () => {
    for (const host of [
      'club.test',
      'localhost:8000',
      '127.0.0.1',
      '[::1]:5181',
      'xn--bcher-kva.example',
      'CLUB.TEST',
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/trpc/settings.branding', headers: { host } });
      expect(response.statusCode, host).toBe(200);
    }
  });
});

describe('hostnameOf', () => {
  it('names the host of a good header and nothing for a bad one', () => {
    expect(hostnameOf('LocalHost:8000')).toBe('localhost');
    expect(hostnameOf('[::1]:80')).toBe('[::1]');
    for (const host of [...MALFORMED, '']) expect(hostnameOf(host), host).toBeNull();
  });
});
