import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/factories.js';
import { bearer, useTestApp } from '../../test/harness.js';
import { MESSAGES } from '@club/shared';
import { MAX_PATH_PART_LENGTH } from '../rest/framework-errors.js';

// Issue 18: a built web app as Vite writes it, with the brotli and gzip copies the build adds beside each text file.
const SCRIPT = `export const roster = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `dancer ${i}`))};\n`;
const INDEX_HTML =
  '<!doctype html><html><head><base href="/" /><title>Square Dance Club</title>' +
  '<script type="module" src="./assets/index-Cq3xPb1z.js"></script></head>' +
  '<body><div id="root"><div class="boot"><p class="boot-name">Square Dance Club</p></div></div></body></html>';

async function writeWebDist(): Promise<string> {
  const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'club-test-web-'));
  await fs.mkdir(path.join(dist, 'assets'));
  const script = path.join(dist, 'assets', 'index-Cq3xPb1z.js');
  await fs.writeFile(script, SCRIPT);
  await fs.writeFile(`${script}.br`, brotliCompressSync(SCRIPT));
  await fs.writeFile(`${script}.gz`, gzipSync(SCRIPT));
  await fs.writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  await fs.writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await fs.mkdir(path.join(dist, '.vite'));
  await fs.writeFile(
    path.join(dist, '.vite', 'route-preloads.json'),
    JSON.stringify({
      '/members': {
        js: ['assets/members-page-B1x.js', 'assets/lib~table-C2y.js'],
        css: ['assets/members-page-D3z.css'],
        needsSession: true,
      },
      '/swaps/accept': { js: ['assets/swap-accept-page-E4w.js'], css: [], needsSession: false },
      '/dashboard': { js: ['assets/dashboard-page-F5v.js'], css: [], needsSession: true },
    }),
  );
  return dist;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe.each([
  ['at the root', ''],
  ['under BASE_PATH=/club', '/club'],
])('the built web app %s', (_case, basePath) => {
  let dist: string;
  beforeAll(async () => {
    dist = await writeWebDist();
  });
  afterAll(() => fs.rm(dist, { recursive: true, force: true }));
  const t = useTestApp(() => ({ webDist: dist, env: { BASE_PATH: basePath }, reset: false }));
  const get = (url: string, acceptEncoding?: string, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: `${basePath}${url}`,
      headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...(cookie ? { cookie } : {}) },
    });

  it('sends a hashed asset as its brotli copy, cached for good, to a browser that accepts brotli', async () => {
    const response = await get('/assets/index-Cq3xPb1z.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(SCRIPT);
  });

  it('sends the gzip copy to a browser without brotli, and the file itself to one that takes neither', async () => {
    const gzip = await get('/assets/index-Cq3xPb1z.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(SCRIPT);

    const plain = await get('/assets/index-Cq3xPb1z.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.body).toBe(SCRIPT);
  });

  it.each(['/', '/members', '/index.html'])(
    'answers %s with the page, its base rewritten, checked on every use',
    async (page) => {
      const response = await get(page, 'br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain(`<base href="${basePath}/" />`);
    },
  );

  it("names a route's own chunks and style sheets in its page, and nothing in another's", async () => {
    for (const page of ['/members', '/members/']) {
      const body = (await get(page, undefined, 'club_session=a-session')).body;
      expect(body).toContain('<link rel="modulepreload" crossorigin href="./assets/members-page-B1x.js">');
      expect(body).toContain('<link rel="modulepreload" crossorigin href="./assets/lib~table-C2y.js">');
      expect(body).toContain('<link rel="preload" as="style" crossorigin href="./assets/members-page-D3z.css">');
      expect(body.indexOf('members-page-B1x.js')).toBeLessThan(body.indexOf('</head>'));
    }
    expect((await get('/login')).body).not.toContain('modulepreload');
    expect((await get('/members-old')).body).not.toContain('modulepreload');
  });

  it("names a protected route's chunks only to a request with a session: the sign-in page needs none of them", async () => {
    expect((await get('/members')).body).not.toContain('modulepreload');
    expect((await get('/swaps/accept')).body).toContain(
      '<link rel="modulepreload" crossorigin href="./assets/swap-accept-page-E4w.js">',
    );
  });

  it("names the club in the page's title and loading screen, escaped, with its clock, and follows a new name", async () => {
    const token = await t.signIn(await createMember(t.db, { role: 'admin' }));
    const save = (club_name: string) =>
      t.app.inject({ method: 'PUT', url: `${basePath}/api/settings`, headers: bearer(token), payload: { club_name } });
    expect((await get('/')).body).toContain('<title>Square Dance Club</title>');
    expect((await save('Rock & <Roll> "Squares"')).statusCode).toBe(200);
    try {
      for (const [page, cookie] of [['/'], ['/members', 'club_session=a-session'], ['/swaps/accept']]) {
        const response = await get(page!, 'br', cookie);
        const escaped = 'Rock &amp; &lt;Roll&gt; &quot;Squares&quot;';
        expect(response.body).toContain(`<title>${escaped}</title>`);
        expect(response.body).toContain(`<p class="boot-name">${escaped}</p>`);
        expect(response.body).toContain(`<meta name="club-name" content="${escaped}" />`);
        // SPEC §9's time zone, America/Los_Angeles: the United States' 12-hour clock.
        expect(response.body).toContain('<meta name="club-clock" content="12h" />');
        expect(response.body).not.toContain('<Roll>');
        expect(response.body).toContain(`<base href="${basePath}/" />`);
        expect(response.headers['content-security-policy']).toBeTruthy();
      }
    } finally {
      expect((await save('Square Dance Club')).statusCode).toBe(200);
    }
    expect((await get('/')).body).toContain('<title>Square Dance Club</title>');
  });

  it("names the dashboard's chunks in a login link's page, where the link leads, and not in the plain sign-in page", async () => {
    const dashboardChunk = '<link rel="modulepreload" crossorigin href="./assets/dashboard-page-F5v.js">';
    expect((await get('/login?token=a-login-link')).body).toContain(dashboardChunk);
    expect((await get('/login?token=a-used-link', undefined, 'club_session=a-session')).body).toContain(dashboardChunk);
    expect((await get('/login')).body).not.toContain('modulepreload');
    expect((await get('/dashboard')).body).not.toContain('modulepreload');
  });

  it('answers a file of another build under assets/ with 404, not the page', async () => {
    const response = await get('/assets/index-OldBuild1.js', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('leaves {base}/api/ to the API: a path part over the limit is its 414, as without the web app built', async () => {
    const response = await get(`/api/settings/${'k'.repeat(MAX_PATH_PART_LENGTH + 1)}`);
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ status: 'error', message: MESSAGES.pathPartTooLong(MAX_PATH_PART_LENGTH) });
  });

  it('has files outside assets/ checked on every use, since their names carry no hash', async () => {
    const response = await get('/favicon.svg', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
