import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { commonMessages, MESSAGES } from '@club/shared';
import { createMember } from '../../test/factories.js';
import { bearer, useTestApp } from '../../test/harness.js';
import { MAX_PATH_PART_LENGTH, rawRequestLocale } from './framework-errors.js';

// Issue 26: every error, Fastify's own included, leaves in the API.md envelope with the security headers of every
// other answer. An OpenAPI fuzzer found a 414 in Fastify's own shape, without those headers.
const t = useTestApp({ reset: false });

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
];

type Answer = { statusCode: number; headers: Record<string, unknown>; json: () => unknown };

function expectEnvelope(response: Answer, status: number, message?: string) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json() as { status: string; message: string };
  expect(body).toEqual({ status: 'error', message: message ?? expect.any(String) });
  expect(body.message.length).toBeGreaterThan(0);
  for (const name of SECURITY_HEADERS) expect(response.headers[name], name).toBeDefined();
}

describe("Fastify's own errors", () => {
  it('answer a path part over the limit with 414 in the envelope, for anyone', async () => {
    const long = 'k'.repeat(MAX_PATH_PART_LENGTH + 1);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/settings/${long}` });
    expectEnvelope(anonymous, 414, MESSAGES.pathPartTooLong(MAX_PATH_PART_LENGTH));
    const token = await t.signIn(await createMember(t.db, { role: 'admin' }));
    const digits = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${'9'.repeat(MAX_PATH_PART_LENGTH + 1)}`,
      headers: bearer(token),
      payload: {},
    });
    expectEnvelope(digits, 414, MESSAGES.pathPartTooLong(MAX_PATH_PART_LENGTH));
  });

  it('let a path part of exactly the limit reach the route', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/settings/${'k'.repeat(MAX_PATH_PART_LENGTH)}` });
    expectEnvelope(response, 401, MESSAGES.authRequired);
  });

  it('answer a URL that does not decode with 400 in the envelope', async () => {
    expectEnvelope(await t.app.inject({ method: 'GET', url: '/api/settings/%zz' }), 400, MESSAGES.badUrl);
  });

  it('answer a body over the limit with 413 in the envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-login-link',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a'.repeat(2 * 1024 * 1024) }),
    });
    expectEnvelope(response, 413);
  });

  it('answer JSON that does not parse with 400 in the envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-login-link',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expectEnvelope(response, 400);
  });

  it('answer a body type no route reads with 415 in the envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-login-link',
      headers: { 'content-type': 'application/xml' },
      payload: '<email>a@example.org</email>',
    });
    expectEnvelope(response, 415);
  });

  it('answer an unknown path, or a method a path does not take, with 404 in the envelope', async () => {
    expectEnvelope(await t.app.inject({ method: 'GET', url: '/api/no-such-route' }), 404);
    expectEnvelope(await t.app.inject({ method: 'DELETE', url: '/api/health' }), 404);
    expectEnvelope(await t.app.inject({ method: 'PATCH', url: '/api/settings' }), 404);
  });
});

describe("Node's own refusals, before Fastify has a request", () => {
  /** Writes raw bytes to the server on loopback and reads its whole answer. */
  async function raw(request: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
    if (!t.app.server.listening) await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const text = await new Promise<string>((resolve, reject) => {
      let received = '';
      const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
      socket.on('data', (chunk) => (received += String(chunk)));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    const [head = '', body = ''] = text.split('\r\n\r\n');
    const [statusLine = '', ...lines] = head.split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    return { status: Number(statusLine.split(' ')[1]), headers, body };
  }

  it('answer headers over the limit with 431 in the envelope', async () => {
    const answer = await raw(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expectEnvelope({ statusCode: answer.status, headers: answer.headers, json: () => JSON.parse(answer.body) }, 431);
    expect(JSON.parse(answer.body).message).toBe(MESSAGES.headersTooLarge);
  });

  it('answer them in German when the bytes Node read ask for it (issue 29)', async () => {
    const german = commonMessages('de');
    const big = `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: de-DE,de;q=0.9\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`;
    expect(JSON.parse((await raw(big)).body).message).toBe(german.headersTooLarge);
    const notHttp = await raw('NOT HTTP AT ALL\r\nAccept-Language: de\r\n\r\n');
    expect(notHttp.status).toBe(400);
    expect(JSON.parse(notHttp.body).message).toBe(german.malformedRequest);
  });

  it('answer a refusal with no bytes (a request that timed out) in English', () => {
    expect(rawRequestLocale(undefined)).toBe('en');
    expect(rawRequestLocale(Buffer.from('GET / HTTP/1.1\r\nHost: x\r\n'))).toBe('en');
    expect(rawRequestLocale(Buffer.from('GET / HTTP/1.1\r\naccept-language:de-AT\r\nX: y'))).toBe('de');
    expect(commonMessages('de').requestTimeout).toBe(
      'Die Anfrage hat zu lange gedauert. Bitte versuchen Sie es erneut.',
    );
  });

  it('answer bytes that are not HTTP with 400 in the envelope', async () => {
    const answer = await raw('NOT HTTP AT ALL\r\n\r\n');
    expectEnvelope({ statusCode: answer.status, headers: answer.headers, json: () => JSON.parse(answer.body) }, 400);
    expect(JSON.parse(answer.body).message).toBe(MESSAGES.malformedRequest);
  });
});
