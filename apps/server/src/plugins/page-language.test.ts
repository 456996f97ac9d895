import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, useTestApp } from '../../test/harness.js';
import { createMember } from '../../test/factories.js';

// Issue 29: every page names its visitor's language in <html lang>, and caches keep the languages apart.
let dist: string;
beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'club-test-web-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><base href="/" /><title>Square Dance Club</title></head><body></body></html>',
  );
});
afterAll(() => fs.rm(dist, { recursive: true, force: true }));
const t = useTestApp(() => ({ webDist: dist }));

const page = (url: string, acceptLanguage?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });

describe('<html lang> of a page', () => {
  it('is the best of the browser’s languages the app speaks, and varies by Accept-Language', async () => {
    const german = await page('/login', 'de-DE,de;q=0.9,en;q=0.8');
    expect(german.statusCode).toBe(200);
    expect(german.body).toContain('<html lang="de">');
    expect(german.headers.vary).toMatch(/Accept-Language/i);
    expect((await page('/login', 'fr, en;q=0.5, de;q=0.4')).body).toContain('<html lang="en">');
  });

  it("is the club's language when the browser names none the app speaks", async () => {
    expect((await page('/login', 'fr')).body).toContain('<html lang="en">');
    const admin = await createMember(t.db, { role: 'admin' });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(await t.signIn(admin)),
      payload: { club_locale: 'de' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await page('/login', 'fr')).body).toContain('<html lang="de">');
    expect((await page('/login')).body).toContain('<html lang="de">');
    expect((await page('/login', 'en-GB')).body).toContain('<html lang="en">');
  });
});
