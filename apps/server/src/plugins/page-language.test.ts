import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, useTestApp } from '../../test/harness.js';
import { createMember } from '../../test/factories.js';
import { SESSION_COOKIE } from '../modules/auth/session-cookie.js';

// Issue 29: every page names its visitor's language in <html lang>, and caches keep the languages apart.
let dist: string;
beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'club-test-web-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><base href="/" /><title>Square Dance Club</title></head><body></body></html>',
  );
  // Issue 29 point 8: the German build's page and preloads beside the English ones, as apps/web/build/locale-build.ts
  // names them.
  await fs.writeFile(
    path.join(dist, 'index.de.html'),
    '<!doctype html><html lang="en"><head><base href="/" /><script src="./assets/app-de.js"></script></head><body></body></html>',
  );
  await fs.mkdir(path.join(dist, '.vite'));
  const preloads = (file: string) => ({ '/dashboard': { js: [`assets/${file}`], css: [], needsSession: true } });
  await fs.writeFile(path.join(dist, '.vite', 'route-preloads.json'), JSON.stringify(preloads('dashboard-en.js')));
  await fs.writeFile(path.join(dist, '.vite', 'route-preloads.de.json'), JSON.stringify(preloads('dashboard-de.js')));
});
afterAll(() => fs.rm(dist, { recursive: true, force: true }));
const t = useTestApp(() => ({ webDist: dist }));

const page = (url: string, acceptLanguage?: string, session?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: {
      ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
      ...(session ? { cookie: `${SESSION_COOKIE}=${session}` } : {}),
    },
  });

const GERMAN_BUILD = 'assets/app-de.js';

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

describe('the build a page comes from (issue 29 point 8)', () => {
  it("is the visitor's language's: a German browser's page loads the German build's scripts", async () => {
    const german = await page('/login', 'de');
    expect(german.body).toContain(GERMAN_BUILD);
    expect(german.body).toContain('<html lang="de">');
    const english = await page('/login', 'en');
    expect(english.body).not.toContain(GERMAN_BUILD);
    expect(english.body).toContain('<html lang="en">');
  });

  it("is a signed-in member's own language's, whatever their browser says, with that build's preloads", async () => {
    const heidi = await createMember(t.db, { locale: 'de' });
    const session = await t.signIn(heidi);
    const dashboard = await page('/dashboard', 'en-US', session);
    expect(dashboard.body).toContain('<html lang="de">');
    expect(dashboard.body).toContain(GERMAN_BUILD);
    expect(dashboard.body).toContain('href="./assets/dashboard-de.js"');
    expect(dashboard.headers.vary).toMatch(/Cookie/i);

    const george = await createMember(t.db, { locale: 'en' });
    const english = await page('/dashboard', 'de', await t.signIn(george));
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('href="./assets/dashboard-en.js"');
    expect(english.body).not.toContain(GERMAN_BUILD);
  });

  it('is the visitor’s when the session is not one (a forged or ended cookie reads nothing)', async () => {
    const forged = await page('/dashboard', 'de', 'not-a-session');
    expect(forged.statusCode).toBe(200);
    expect(forged.body).toContain('<html lang="de">');
    expect(forged.body).toContain(GERMAN_BUILD);
  });
});
