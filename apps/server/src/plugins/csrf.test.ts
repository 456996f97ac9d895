import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { members } from '../db/schema/index.js';
import { createMember } from '../../test/factories.js';
import { bearer, createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/harness.js';
import { CROSS_SITE_REFUSED } from './csrf.js';
import { SESSION_COOKIE } from './auth.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  await t.reset();
  token = await t.signIn(await createMember(t.db, { role: 'admin' }));
});
afterAll(() => t.close());

const addMember = (headers: Record<string, string>, payload: string) =>
  t.app.inject({ method: 'POST', url: '/api/users', headers, cookies: { [SESSION_COOKIE]: token }, payload });
const json = JSON.stringify({ first_name: 'Eve', last_name: 'Forger', email: 'eve@example.org' });
const memberCount = async () => (await t.db.select().from(members)).length;

describe('cross-site requests with the session cookie', () => {
  it('refuses a form POST from another site and changes nothing', async () => {
    const before = await memberCount();
    const response = await addMember(
      { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      'first_name=Eve&last_name=Forger&email=eve%40example.org',
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 'error', message: CROSS_SITE_REFUSED });
    expect(await memberCount()).toBe(before);
  });

  it('refuses JSON from another site, and a form without any origin information', async () => {
    expect((await addMember({ 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' }, json)).statusCode).toBe(403);
    expect((await addMember({ 'content-type': 'application/json', origin: 'https://evil.example' }, json)).statusCode).toBe(403);
    expect((await addMember({ 'content-type': 'text/plain' }, json)).statusCode).toBe(403);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { [SESSION_COOKIE]: token }, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(logout.statusCode).toBe(403);
  });

  it('lets the app itself through: same-origin fetches, its own Origin, and JSON from older browsers', async () => {
    expect((await addMember({ 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }, json)).statusCode).toBe(201);
    const second = JSON.stringify({ first_name: 'Ann', last_name: 'Other', email: 'ann@example.org' });
    expect((await addMember({ 'content-type': 'application/json', origin: new URL(TEST_PUBLIC_URL).origin }, second)).statusCode).toBe(201);
    const third = JSON.stringify({ first_name: 'Bo', last_name: 'Third', email: 'bo@example.org' });
    expect((await addMember({ 'content-type': 'application/json' }, third)).statusCode).toBe(201);
  });

  it('does not concern bearer-token scripts, which carry no ambient credential', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...bearer(token), 'content-type': 'application/json', origin: 'https://scripts.example', 'sec-fetch-site': 'cross-site' },
      payload: json,
    });
    expect(response.statusCode).toBe(201);
  });
});
