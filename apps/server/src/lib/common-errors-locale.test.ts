import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@club/shared';
import { members } from '../db/schema/index.js';
import { createMember } from '../../test/factories.js';
import { bearer, callTrpc, useTestApp } from '../../test/harness.js';
import { MAX_PATH_PART_LENGTH } from '../rest/framework-errors.js';

// Issue 29: the common errors (common-messages.ts) reach a German caller in German; English stays SPEC §8's.
const t = useTestApp();
const GERMAN = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' };

describe('the common errors in the caller’s language', () => {
  it('ask an anonymous German visitor to sign in, over tRPC and REST', async () => {
    const viaTrpc = await callTrpc(t.app, 'users.list', { input: {}, headers: GERMAN });
    expect(viaTrpc.error).toMatchObject({ message: 'Bitte melden Sie sich an' });
    const viaRest = await t.app.inject({ method: 'GET', url: '/api/users', headers: GERMAN });
    expect(viaRest.statusCode).toBe(401);
    expect(viaRest.json()).toEqual({ status: 'error', message: 'Bitte melden Sie sich an' });
    const english = await t.app.inject({ method: 'GET', url: '/api/users' });
    expect(english.json()).toEqual({ status: 'error', message: MESSAGES.authRequired });
  });

  it('refuse an admin route to a German member in German, naming the action in German', async () => {
    const greta = await createMember(t.db, { first_name: 'Greta', email: 'greta@example.org' });
    await t.db.update(members).set({ locale: 'de' }).where(eq(members.id, greta.id));
    const token = await t.signIn(greta);
    const viaRest = await t.app.inject({ method: 'GET', url: '/api/maintenance/import-logs', headers: bearer(token) });
    expect(viaRest.statusCode).toBe(403);
    expect(viaRest.json().message).toBe('Nur Administratoren dürfen Importprotokolle sehen.');
    const viaTrpc = await callTrpc(t.app, 'maintenance.importLogs', { token });
    expect(viaTrpc.error).toMatchObject({ message: 'Nur Administratoren dürfen Importprotokolle sehen.' });
    const ellen = await t.signIn(await createMember(t.db, { first_name: 'Ellen', email: 'ellen@example.org' }));
    const english = await t.app.inject({ method: 'GET', url: '/api/maintenance/import-logs', headers: bearer(ellen) });
    expect(english.json().message).toBe(MESSAGES.adminRequired('see import logs'));
  });

  it('answer what the router and the Host check refuse, before any hook, in the browser’s language', async () => {
    const long = await t.app.inject({
      method: 'GET',
      url: `/api/settings/${'k'.repeat(MAX_PATH_PART_LENGTH + 1)}`,
      headers: GERMAN,
    });
    expect(long.statusCode).toBe(414);
    expect(long.json().message).toBe(
      `Ein Teil der Adresse ist länger als ${MAX_PATH_PART_LENGTH} Zeichen und führt daher nirgendwohin.`,
    );
    const badUrl = await t.app.inject({ method: 'GET', url: '/api/settings/%zz', headers: GERMAN });
    expect(badUrl.json().message).toBe(
      'Die Adresse der Anfrage lässt sich nicht lesen (ein einzelnes % oder ein ungültiges Zeichen).',
    );
    const badHost = await t.app.inject({ method: 'GET', url: '/api/settings', headers: { ...GERMAN, host: 'a@b' } });
    expect(badHost.statusCode).toBe(400);
    expect(badHost.json().message).toBe('Die Host-Kopfzeile der Anfrage ist kein Hostname.');
  });

  it('refuse a body Fastify cannot read in German, and keep Fastify’s own English for others', async () => {
    const send = (body: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/send-login-link',
        headers: { 'content-type': 'application/json', ...headers },
        payload: body,
      });
    const broken = await send('{"email":', GERMAN);
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      status: 'error',
      message: "Der Inhalt der Anfrage ist kein gültiges JSON, obwohl der Content-Type 'application/json' lautet.",
    });
    const empty = await send('', GERMAN);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(
      "Der Inhalt der Anfrage darf nicht leer sein, wenn der Content-Type 'application/json' lautet.",
    );
    const english = await send('{"email":');
    expect(english.json().message).toBe("Body is not valid JSON but content-type is set to 'application/json'");
  });

  it('say an unknown path is not found in German, naming the path as asked', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: GERMAN });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'error', message: 'Nicht gefunden: GET /api/no-such-thing' });
  });
});
