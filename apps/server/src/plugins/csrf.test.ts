import { beforeEach, describe, expect, it } from 'vitest';
import { members } from '../db/schema/index.js';
import { createMember } from '../../test/factories.js';
import { bearer, TEST_PUBLIC_URL, useTestApp } from '../../test/harness.js';
import { multipart } from '../../test/multipart.js';
import { CROSS_SITE_REFUSED } from './csrf.js';
import { SESSION_COOKIE } from '../modules/auth/session-cookie.js';

const t = useTestApp();
let token: string;
beforeEach(async () => {
  token = await t.signIn(await createMember(t.db, { role: 'admin' }));
});

const addMember = (headers: Record<string, string>, payload: string) =>
  t.app.inject({ method: 'POST', url: '/api/users', headers, cookies: { [SESSION_COOKIE]: token }, payload });
const json = JSON.stringify({ first_name: 'Eve', last_name: 'Forger', email: 'eve@example.org' });
const memberCount = async () => (await t.db.select().from(members)).length;

describe('cross-site requests with the session cookie', () => {
  it('refuses a form POST from another site and changes nothing', async () => {
    const before = await memberCount();
    const response = await addMember(
      {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      'first_name=Eve&last_name=Forger&email=eve%40example.org',
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 'error', message: CROSS_SITE_REFUSED });
    expect(await memberCount()).toBe(before);
  });

  it('refuses JSON from another site, and a form without any origin information', async () => {
    expect(
      (await addMember({ 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' }, json)).statusCode,
    ).toBe(403);
    expect(
      (await addMember({ 'content-type': 'application/json', origin: 'https://evil.example' }, json)).statusCode,
    ).toBe(403);
    expect((await addMember({ 'content-type': 'text/plain' }, json)).statusCode).toBe(403);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { [SESSION_COOKIE]: token },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(logout.statusCode).toBe(403);
  });

  it('lets the app itself through: same-origin fetches, its own Origin, and JSON from older browsers', async () => {
    expect(
      (await addMember({ 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }, json)).statusCode,
    ).toBe(201);
    const second = JSON.stringify({ first_name: 'Ann', last_name: 'Other', email: 'ann@example.org' });
    expect(
      (await addMember({ 'content-type': 'application/json', origin: new URL(TEST_PUBLIC_URL).origin }, second))
        .statusCode,
    ).toBe(201);
    const third = JSON.stringify({ first_name: 'Bo', last_name: 'Third', email: 'bo@example.org' });
    expect((await addMember({ 'content-type': 'application/json' }, third)).statusCode).toBe(201);
  });

  it('does not concern bearer-token scripts, which carry no ambient credential', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: {
        ...bearer(token),
        'content-type': 'application/json',
        origin: 'https://scripts.example',
        'sec-fetch-site': 'cross-site',
      },
      payload: json,
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('same-site requests with the session cookie (issue 14)', () => {
  // A page on another port of the same host: same-site for the browser, which sends the SameSite=Lax cookie along.
  const SIBLING = { origin: 'http://localhost:8209', 'sec-fetch-site': 'same-site' };
  const roster = 'First Name,Last Name,Email,Role\nEve,Forger,eve@example.org,admin\n';
  const importRoster = (headers: Record<string, string>, cookie = true) => {
    const body = multipart('file', 'roster.csv', roster, 'text/csv');
    return t.app.inject({
      method: 'POST',
      url: '/api/users/import',
      headers: { ...body.headers, ...headers },
      ...(cookie ? { cookies: { [SESSION_COOKIE]: token } } : {}),
      payload: body.payload,
    });
  };

  it('refuses a multipart import from another port of the same host, and imports nothing', async () => {
    const before = await memberCount();
    const response = await importRoster(SIBLING);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 'error', message: CROSS_SITE_REFUSED });
    expect((await importRoster({ origin: SIBLING.origin })).statusCode).toBe(403);
    expect((await addMember({ 'content-type': 'application/json', ...SIBLING }, json)).statusCode).toBe(403);
    expect(await memberCount()).toBe(before);
  });

  it('refuses a cookie that rides along with an Authorization header other than a bearer token', async () => {
    const basic = { authorization: `Basic ${Buffer.from('eve:secret').toString('base64')}` };
    const before = await memberCount();
    expect((await importRoster({ ...basic, ...SIBLING })).statusCode).toBe(403);
    expect(
      (await addMember({ ...basic, 'content-type': 'text/plain', origin: 'https://evil.example' }, json)).statusCode,
    ).toBe(403);
    expect(await memberCount()).toBe(before);
  });

  it('lets a bearer-token import through from anywhere, with or without a stray cookie', async () => {
    expect((await importRoster({ ...bearer(token), ...SIBLING }, false)).statusCode).toBe(200);
    expect((await importRoster({ ...bearer(token), ...SIBLING })).statusCode).toBe(200);
  });

  it('accepts the origin the request was sent to when it differs from PUBLIC_URL', async () => {
    const response = await addMember(
      { 'content-type': 'application/json', host: 'localhost:8000', origin: 'http://localhost:8000' },
      json,
    );
    expect(response.statusCode).toBe(201);
    expect(
      (
        await addMember(
          { 'content-type': 'application/json', host: 'localhost:8000', origin: 'http://localhost:8209' },
          json,
        )
      ).statusCode,
    ).toBe(403);
  });
});
