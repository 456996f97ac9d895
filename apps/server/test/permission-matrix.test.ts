import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMemberById, getMainAdminId } from '../src/modules/users/users.service.js';
import { createMember } from './factories.js';
import { callTrpc, createTestApp, type TestApp } from './harness.js';

// ARCHITECTURE.md: every domain's routes walked as anonymous, member, admin and main administrator, over tRPC and
// REST. Later issues add their rows here.
type Caller = 'anonymous' | 'member' | 'admin' | 'main_admin';
type Row = { name: string; call: (token: string | undefined) => Promise<number>; allowed: Caller[] };

const everyone: Caller[] = ['anonymous', 'member', 'admin', 'main_admin'];
const signedIn: Caller[] = ['member', 'admin', 'main_admin'];

let t: TestApp;
const tokens: Partial<Record<Caller, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  tokens.member = await t.signIn(await createMember(t.db));
  tokens.admin = await t.signIn(await createMember(t.db, { role: 'admin' }));
  tokens.main_admin = await t.signIn((await findMemberById(t.db, (await getMainAdminId(t.db, t.config.mainAdminEmail))!))!);
});
afterAll(() => t.close());

const rest = (method: 'GET' | 'POST', url: string, payload?: object) => async (token: string | undefined) =>
  (await t.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} })).statusCode;
const trpc = (procedure: string, type: 'query' | 'mutation' = 'query') => async (token: string | undefined) =>
  (await callTrpc(t.app, procedure, { token, type })).status;

const rows: Row[] = [
  { name: 'GET /api/health', call: rest('GET', '/api/health'), allowed: everyone },
  { name: 'GET /api/db-test', call: rest('GET', '/api/db-test'), allowed: everyone },
  { name: 'GET /api/status', call: rest('GET', '/api/status'), allowed: everyone },
  { name: 'tRPC status.get', call: trpc('status.get'), allowed: everyone },
  { name: 'tRPC settings.branding', call: trpc('settings.branding'), allowed: everyone },
  { name: 'tRPC settings.public', call: trpc('settings.public'), allowed: signedIn },
  { name: 'tRPC users.summary', call: trpc('users.summary'), allowed: signedIn },
  { name: 'tRPC auth.me', call: trpc('auth.me'), allowed: signedIn },
];

describe.each(rows)('$name', ({ call, allowed }) => {
  it.each(everyone)('as %s', async (caller) => {
    const status = await call(tokens[caller]);
    if (allowed.includes(caller)) expect(status).toBe(200);
    else expect(status).toBe(caller === 'anonymous' ? 401 : 403);
  });
});

// Logout ends the session it is called with, so it runs last and once per caller.
describe('POST /api/auth/logout', () => {
  it.each(everyone)('as %s', async (caller) => {
    expect(await rest('POST', '/api/auth/logout')(tokens[caller])).toBe(caller === 'anonymous' ? 401 : 200);
  });
});
