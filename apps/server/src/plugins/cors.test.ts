import { beforeEach, describe, expect, it } from 'vitest';
import { createMember } from '../../test/factories.js';
import { bearer, useTestApp } from '../../test/harness.js';

// Issue 15 point 1 (API.md "Writes from other clients"): a browser client on a listed origin may edit and delete,
// and read the export's file name; any other origin learns nothing from CORS headers.
const CLIENT = 'http://client.example';
const STRANGER = 'http://evil.example';

const t = useTestApp({ env: { CORS_ORIGINS: `${CLIENT}, http://other-client.example` } });
let adminToken: string;
beforeEach(async () => {
  adminToken = await t.signIn(await createMember(t.db, { role: 'admin' }));
});

const preflight = (origin: string, method: string, url = '/api/users/7') =>
  t.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,content-type',
    },
  });

const corsHeaders = (headers: Record<string, unknown>) =>
  Object.keys(headers).filter((name) => name.startsWith('access-control-'));

describe('CORS for the origins of CORS_ORIGINS', () => {
  for (const [method, url] of [
    ['PUT', '/api/users/7'],
    ['DELETE', '/api/users/7'],
    ['PUT', '/api/settings'],
    ['PATCH', '/api/schedules/assignments/3'],
  ] as const) {
    it(`allows a ${method} preflight to ${url} with a bearer token and a JSON body`, async () => {
      const response = await preflight(CLIENT, method, url);
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(CLIENT);
      expect(String(response.headers['access-control-allow-methods']).split(/,\s*/)).toEqual([
        'GET',
        'POST',
        'PUT',
        'PATCH',
        'DELETE',
        'OPTIONS',
      ]);
      expect(String(response.headers['access-control-allow-headers']).split(/,\s*/)).toEqual([
        'Authorization',
        'Content-Type',
      ]);
    });
  }

  it('lets the client read the file name of the CSV export', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/export/csv',
      headers: { origin: CLIENT, ...bearer(adminToken) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(CLIENT);
    expect(response.headers['access-control-expose-headers']).toBe('Content-Disposition');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="members-export-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
  });

  it('never lets a listed origin read an answer made with the session cookie', async () => {
    const preflighted = await preflight(CLIENT, 'PUT', '/api/users/7');
    expect(preflighted.headers['access-control-allow-credentials']).toBeUndefined();
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: { origin: CLIENT, ...bearer(adminToken) },
    });
    expect(read.headers['access-control-allow-origin']).toBe(CLIENT);
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('answers an origin that is not listed without a single CORS header', async () => {
    for (const method of ['PUT', 'DELETE']) {
      const response = await preflight(STRANGER, method);
      expect(corsHeaders(response.headers)).toEqual([]);
    }
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/users/export/csv',
      headers: { origin: STRANGER, ...bearer(adminToken) },
    });
    expect(corsHeaders(read.headers)).toEqual([]);
  });

  it('adds nothing to same-origin calls, which send no Origin', async () => {
    const read = await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(adminToken) });
    expect(read.statusCode).toBe(200);
    expect(corsHeaders(read.headers)).toEqual([]);
  });
});
