import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, startAppServer } from './support/app-server.js';
import { e2e, openPage, screenshot } from './support/browser.js';
import { signInThroughMail } from './support/sign-in.js';

// Issue 7, SPEC §2: with BASE_PATH the whole app (pages, assets, {base}/api) lives under the prefix, and links in
// e-mails use PUBLIC_URL. This spec runs a second built server of its own, under /club, on the suite's stand-ins.
const BASE_PATH = '/club';
let server: AppServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'club-e2e-base-path-'));
  // As root the embedded PostgreSQL runs as the postgres user, which must be able to enter the folder.
  await fs.chmod(dataDir, 0o755);
  server = await startAppServer({
    dataDir,
    standIns: e2e().standIns,
    adminEmail: e2e().adminEmail,
    basePath: BASE_PATH,
  });
});
afterAll(async () => {
  await server?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const PAGES = [
  { path: '/members', nav: 'Members', heading: 'Members' },
  { path: '/map', nav: 'Map', heading: 'Member Locations Map' },
  { path: '/current-schedule', nav: 'Current Schedule', heading: 'No Current Schedule' },
  { path: '/next-schedule', nav: 'Next Schedule', heading: 'No Next Schedule' },
  // The Admin entry opens the first of the Admin page's sections (decision 061).
  { path: '/admin/club', nav: 'Admin', heading: 'Admin Settings' },
  { path: '/dashboard', nav: 'Dashboard', heading: 'Dashboard' },
];

describe('the app under BASE_PATH=/club', () => {
  it('signs in through the mailed link and shows every page without a request outside the prefix', async () => {
    const { page, context, consoleErrors } = await openPage({ baseUrl: `${server.baseUrl}/` });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const cspReports: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspReports.push(message.text());
    });

    const link = await signInThroughMail(page, e2e().adminEmail, server.baseUrl);
    expect(link.startsWith(`${server.baseUrl}/login?token=`)).toBe(true);
    expect(page.url()).toBe(`${server.baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await page.getByTestId('env-badge').textContent()).toBe('PROD');
    // The session cookie is scoped to the prefix, so another app on the same host never receives it.
    expect((await context.cookies()).find((cookie) => cookie.name === 'club_session')?.path).toBe(BASE_PATH);

    // Client-side navigation through the sidebar.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const target of PAGES) {
      await nav.getByText(target.nav, { exact: true }).click();
      await page.waitForURL(`${server.baseUrl}${target.path}`);
      await page.getByRole('heading', { name: target.heading }).waitFor();
    }

    // Full loads of deep links, and a reload on one: the server answers every route of the app under the prefix.
    for (const target of PAGES) {
      await page.goto(`${server.baseUrl}${target.path}`);
      await page.getByRole('heading', { name: target.heading }).waitFor();
    }
    await page.goto(`${server.baseUrl}/members`);
    await page.reload();
    await page.getByRole('heading', { name: 'Members' }).waitFor();
    await screenshot(page, 'base-path-members');

    // An Admin section's deep link survives a reload, and its list of sections links under the prefix.
    await page.goto(`${server.baseUrl}/admin/email`);
    await page.reload();
    await page.getByRole('region', { name: 'SMTP Email Configuration' }).waitFor();
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Rota' }).click();
    await page.waitForURL(`${server.baseUrl}/admin/rota`);
    await page.getByRole('region', { name: 'Rota report' }).waitFor();
    await page.goto(`${server.baseUrl}/admin`);
    await page.waitForURL(`${server.baseUrl}/admin/club`);

    await page.goto(`${server.baseUrl}/`);
    await page.waitForURL(`${server.baseUrl}/dashboard`);
    await page.goto(`${server.baseUrl}/no-such-page`);
    await page.getByText('Page Not Found').waitFor();
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL(`${server.baseUrl}/dashboard`);

    const ownRequests = requests.filter((url) => new URL(url).origin === server.origin);
    expect(ownRequests.filter((url) => !url.startsWith(`${server.baseUrl}/`))).toEqual([]);
    expect(ownRequests.some((url) => url.startsWith(`${server.baseUrl}/api/trpc/`))).toBe(true);
    expect(ownRequests.some((url) => url.startsWith(`${server.baseUrl}/assets/`))).toBe(true);
    expect(cspReports).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('answers nothing outside the prefix', async () => {
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    expect((await fetch(`${server.origin}/api/health`)).status).toBe(404);
    expect((await fetch(`${server.origin}/dashboard`)).status).toBe(404);
  });

  // Issue 18: the page names its scripts relative to the <base> written for the prefix; they come precompressed.
  it('serves the page revalidated and its scripts under the prefix, brotli-compressed and cached for good', async () => {
    const page = await fetch(`${server.baseUrl}/members`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    expect(html).toContain(`<base href="${BASE_PATH}/" />`);
    const script = /<script type="module" crossorigin src="\.\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${server.baseUrl}/${script}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
