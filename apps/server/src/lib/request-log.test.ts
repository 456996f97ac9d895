import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMember } from '../../test/factories.js';
import { bearer, useTestApp } from '../../test/harness.js';

// Issue 26: what LOG_LEVEL=debug writes of requests whose URL is a credential, and of downloads stopped half-way.
const BIG_ASSET = 'assets/roster-Bx9.js';

let dist: string;
beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'club-test-web-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><html><head><base href="/" /></head></html>');
  await fs.writeFile(path.join(dist, BIG_ASSET), `// ${'x'.repeat(8 * 1024 * 1024)}\n`);
});
afterAll(() => fs.rm(dist, { recursive: true, force: true }));

const t = useTestApp(() => ({ webDist: dist, env: { LOG_LEVEL: 'debug' } }));
type Entry = { level: number; msg?: string };
const entries = () => t.logs.map((line) => JSON.parse(line) as Entry);

describe('request lines at LOG_LEVEL=debug', () => {
  it('never show a calendar feed URL, whether the feed answers or not', async () => {
    const token = await t.signIn(await createMember(t.db, { role: 'admin' }));
    const feeds = await t.app.inject({ method: 'PUT', url: '/api/calendar/feeds/member', headers: bearer(token) });
    const feedPath = new URL(feeds.json().data.url as string).pathname;
    const secret = feedPath.slice('/api/ical/'.length, -'.ics'.length);
    expect(secret).toMatch(/^\d+-[\w-]{43}$/);

    expect((await t.app.inject({ method: 'GET', url: feedPath })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${feedPath}?refresh=1` })).statusCode).toBe(200);
    // The one-time download is the same credential: redacted the same way.
    expect((await t.app.inject({ method: 'GET', url: `${feedPath}?download=1` })).statusCode).toBe(200);
    const wrong = `/api/ical/${secret.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'))}.ics`;
    expect((await t.app.inject({ method: 'GET', url: wrong })).statusCode).toBe(404);

    const feedLines = entries().filter((entry) => JSON.stringify(entry).includes('/api/ical/'));
    expect(feedLines.length).toBeGreaterThanOrEqual(4);
    const log = t.logs.join('');
    expect(log).toContain('"url":"/api/ical/[redacted].ics"');
    expect(log).toContain('"url":"/api/ical/[redacted].ics?download=1"');
    expect(log).not.toContain(secret.slice(secret.indexOf('-') + 1, secret.indexOf('-') + 20));
    expect(log).not.toContain(wrong.slice(-30));
  });

  it('say in one debug line which download stopped half-way and why, and nothing at info', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    t.logs.length = 0;
    await new Promise<void>((resolve, reject) => {
      const request = http.get(`${address}/${BIG_ASSET}?v=1&token=not-for-the-log`, (response) => {
        response.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
    });
    const line = `GET /${BIG_ASSET}?v=1&token=%5Bredacted%5D stopped before the end: the client closed the connection`;
    await vi.waitFor(() => expect(entries().map((entry) => entry.msg)).toContain(line));
    expect(entries().filter((entry) => entry.msg === line)).toEqual([expect.objectContaining({ level: 20 })]);
    expect(entries().filter((entry) => entry.level >= 30)).toEqual([]);
    expect(t.logs.join('')).not.toContain('not-for-the-log');
    expect(t.logs.join('')).not.toContain('closed prematurely');
  });
});
