// The web app as members get it: the gzip size of the JavaScript each route loads, Lighthouse (desktop) on the
// sign-in and members pages with 1,000 members, and the time to make the PDF roster of 1,000 members in Chromium.
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { freePort } from '../../apps/server/test/free-port.js';
import type { SignInResult } from '@club/shared';
import { buildBenchApp, makeWorkDir, seedMembers, signInAdminSession } from '../lib/database.js';
import { CHROMIUM, QUICK, ROOT, SETTINGS } from '../lib/env.js';
import { median } from '../lib/measure.js';
import { fmt, type SuiteResult, type Table } from '../lib/report.js';
import { embeddedDatabaseUrl, embeddedPasswordFile, startBuiltServer } from '../lib/server-process.js';

const WEB_DIST = path.join(ROOT, 'apps', 'web', 'dist');
const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean };

/** The chunks a manifest key pulls in through static imports, itself included. */
function staticClosure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function bundleSizes(): { table: Table; raw: unknown } {
  const manifest = JSON.parse(readFileSync(path.join(WEB_DIST, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const gz = (keys: Iterable<string>) => [...keys].reduce((sum, key) => sum + gzipBytes(path.join(WEB_DIST, manifest[key]!.file)), 0);
  const raw = (keys: Iterable<string>) => [...keys].reduce((sum, key) => sum + readFileSync(path.join(WEB_DIST, manifest[key]!.file)).length, 0);
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The Vite manifest has no entry');
  // Every page is in the entry bundle (app/routes.tsx imports them all); pdfmake is a lazy chunk loaded on export.
  const initial = staticClosure(manifest, entry);
  const pdfKey = Object.keys(manifest).find((key) => key.endsWith('roster-pdf.ts'));
  const pdfChunks = pdfKey ? [...staticClosure(manifest, pdfKey)].filter((key) => !initial.has(key)) : [];
  const css = (manifest[entry]!.css ?? []).reduce((sum, file) => sum + gzipBytes(path.join(WEB_DIST, file)), 0);

  // Baseline: React and ReactDOM's own production builds, the floor of any React single-page app.
  const require = createRequire(path.join(ROOT, 'apps', 'web', 'package.json'));
  const reactFiles = [
    'react/cjs/react.production.js',
    'react/cjs/react-jsx-runtime.production.js',
    'react-dom/cjs/react-dom.production.js',
    'react-dom/cjs/react-dom-client.production.js',
    'scheduler/cjs/scheduler.production.js',
  ].map((file) => {
    const [name, ...rest] = file.split('/');
    return path.join(path.dirname(require.resolve(`${name}/package.json`)), ...rest);
  });
  const reactGz = reactFiles.reduce((sum, file) => sum + gzipBytes(file), 0);
  const reactRaw = reactFiles.reduce((sum, file) => sum + readFileSync(file).length, 0);

  const initialGz = gz(initial);
  const pdfGz = gz(pdfChunks);
  const table: Table = {
    title: 'JavaScript each route loads (gzip -9)',
    columns: ['route', 'JS gzip', 'JS raw', 'baseline gzip', '÷ baseline'],
    rows: [
      ['sign-in page `/login`', fmt.kb(initialGz), fmt.kb(raw(initial)), fmt.kb(reactGz), fmt.ratio(initialGz, reactGz)],
      ['members page `/members`', fmt.kb(initialGz), fmt.kb(raw(initial)), fmt.kb(reactGz), fmt.ratio(initialGz, reactGz)],
      ['members page, PDF export (lazy pdfmake chunk, extra)', fmt.kb(pdfGz), fmt.kb(raw(pdfChunks)), '—', '—'],
      ['CSS, every route (gzip)', fmt.kb(css), '—', '—', '—'],
    ],
    notes: [
      'Chunks from the Vite manifest (apps/web/dist/.vite/manifest.json): the entry and its static imports. Both routes ' +
        'load the same bundle because the route table imports every page; only the PDF roster and the map are split off.',
      `Baseline: React ${require('react/package.json').version} and ReactDOM's production builds gzipped (react, ` +
        `jsx-runtime, react-dom, react-dom-client, scheduler; ${fmt.kb(reactRaw)} raw), the floor of any React app.`,
    ],
  };
  return { table, raw: { entry, initial: [...initial], initialGz, pdfChunks, pdfGz, cssGz: css, reactGz, reactRaw } };
}

type Lh = { score: number; fcp: number; lcp: number; tbt: number; cls: number; finalUrl: string };

/** What the web app keeps in localStorage once signed in (apps/web/src/lib/auth-store.ts). */
const AUTH_STORAGE_KEY = 'club-manager.auth';
const storedAuth = (session: SignInResult) => JSON.stringify({ isAuthenticated: true, user: session.user, token: session.token });

type LighthouseTarget = { label: string; url: string; session?: { origin: string; value: SignInResult } };

async function lighthouseRuns(targets: LighthouseTarget[]) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'],
  });
  // A second client on the same Chrome puts the session in localStorage and empties the HTTP cache before a signed-in run.
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const results: Record<string, Lh> = {};
  try {
    for (const target of targets) {
      console.log(`  Lighthouse ${target.label}…`);
      if (target.session) {
        const page = await cdp.contexts()[0]!.newPage();
        await page.goto(`${target.session.origin}/api/health`);
        await page.evaluate(([key, value]) => (globalThis as unknown as { localStorage: { setItem: (k: string, v: string) => void } }).localStorage.setItem(key, value), [
          AUTH_STORAGE_KEY,
          storedAuth(target.session.value),
        ] as const);
        const session = await page.context().newCDPSession(page);
        await session.send('Network.clearBrowserCache');
        await page.close();
      }
      const runner = await lighthouse(
        target.url,
        {
          port: chrome.port,
          logLevel: 'error',
          onlyCategories: ['performance'],
          // Signed in: keep the localStorage just written (the HTTP cache was emptied above instead), and send the cookie.
          ...(target.session ? { disableStorageReset: true, extraHeaders: { Cookie: `club_session=${target.session.value.token}` } } : {}),
        },
        desktopConfig,
      );
      if (!runner) throw new Error(`Lighthouse gave no result for ${target.url}`);
      const { lhr } = runner;
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${target.url}: ${lhr.runtimeError.message}`);
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      results[target.label] = {
        score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        finalUrl: lhr.finalDisplayedUrl,
      };
    }
  } finally {
    await cdp.close().catch(() => {});
    chrome.kill();
  }
  return results;
}

/** The floor for Lighthouse: an empty HTML page from a bare node:http server. */
async function startEmptyPage() {
  const page =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="description" content="Empty page"><title>Empty</title></head><body><p>Empty page</p></body></html>';
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Opens /members signed in, exports the PDF roster from the Export menu, and times each export until the download. */
async function pdfTimings(baseUrl: string, session: SignInResult) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'],
  });
  try {
    // bypassCSP only so the baseline can add pdfmake's browser build to the page; the app needs nothing of it.
    const context = await browser.newContext({ acceptDownloads: true, bypassCSP: true, viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name: 'club_session', value: session.token, url: baseUrl }]);
    await context.addInitScript(
      ([key, value]) => (globalThis as unknown as { localStorage: { setItem: (k: string, v: string) => void } }).localStorage.setItem(key, value),
      [AUTH_STORAGE_KEY, storedAuth(session)] as const,
    );
    const page = await context.newPage();
    await page.goto(`${baseUrl}/members`);
    await page.getByText(`Showing ${SETTINGS.listMembers} of ${SETTINGS.listMembers} members`).waitFor({ timeout: 60_000 });
    const exportButton = page.getByRole('button', { name: 'Export' });

    const exports: number[] = [];
    for (let i = 0; i < (QUICK ? 2 : 4); i += 1) {
      await exportButton.click();
      const item = page.getByRole('menuitem', { name: 'PDF File' });
      await item.waitFor();
      const started = performance.now();
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), item.click()]);
      exports.push(performance.now() - started);
      await download.delete();
      await page.waitForFunction(() => !(globalThis as unknown as { document: { querySelector: (s: string) => unknown } }).document.querySelector('[aria-busy="true"]'));
      // The success toast sits over the Export button: close it as a person would before the next export.
      const toast = page.getByRole('alert').filter({ hasText: 'PDF exported' });
      await toast.first().waitFor();
      while ((await toast.count()) > 0) {
        await toast.first().locator('button').click();
        await toast.first().waitFor({ state: 'detached' }).catch(() => {});
      }
    }

    // Baseline: pdfmake's own browser build with its Roboto fonts, rendering a one-line document in the same page.
    await page.addScriptTag({ path: path.join(ROOT, 'node_modules/pdfmake/build/pdfmake.min.js') });
    await page.addScriptTag({ path: path.join(ROOT, 'node_modules/pdfmake/build/vfs_fonts.js') });
    const oneLine: number[] = [];
    for (let i = 0; i < (QUICK ? 2 : 4); i += 1) {
      oneLine.push(
        await page.evaluate(async () => {
          type PdfMake = { createPdf: (definition: unknown) => { getBlob: () => Promise<unknown> } };
          const { pdfMake } = globalThis as unknown as { pdfMake: PdfMake };
          const started = performance.now();
          await pdfMake.createPdf({ content: ['Club roster'] }).getBlob();
          return performance.now() - started;
        }),
      );
    }
    return { exports, oneLine };
  } finally {
    await browser.close();
  }
}

export async function runWebBench(): Promise<SuiteResult> {
  const sizes = bundleSizes();
  const work = await makeWorkDir('web');
  const server = await startBuiltServer(work);
  const empty = await startEmptyPage();
  try {
    // Seed through the project's own code, on the server's embedded database, and sign in as the main administrator.
    const databaseUrl = embeddedDatabaseUrl(server, await fs.readFile(embeddedPasswordFile(server), 'utf8'));
    const app = await buildBenchApp(databaseUrl, work);
    let session: SignInResult;
    try {
      await seedMembers(app.db, SETTINGS.listMembers);
      session = await signInAdminSession(app);
    } finally {
      await app.close();
    }

    const lh = await lighthouseRuns([
      { label: '/login', url: `${server.baseUrl}/login` },
      { label: '/members', url: `${server.baseUrl}/members`, session: { origin: server.baseUrl, value: session } },
      { label: 'empty page', url: empty.url },
    ]);
    for (const [label, result] of Object.entries(lh)) {
      if (label === '/members' && !result.finalUrl.endsWith('/members')) throw new Error(`Lighthouse on /members ended at ${result.finalUrl}`);
    }
    const floor = lh['empty page']!;
    const lhRow = (label: string, r: Lh) => [
      label,
      String(r.score),
      fmt.ms(r.fcp),
      fmt.ms(r.lcp),
      fmt.ms(r.tbt),
      r.cls.toFixed(3),
      r === floor ? '1.00×' : fmt.ratio(r.lcp, floor.lcp),
    ];
    const lighthouseTable: Table = {
      title: `Lighthouse 12 (desktop preset, performance only), built app with ${fmt.int(SETTINGS.listMembers)} members`,
      columns: ['page', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'LCP ÷ baseline'],
      rows: [lhRow('`/login` (signed out)', lh['/login']!), lhRow('`/members` (signed in)', lh['/members']!), lhRow('baseline: empty HTML page, bare node:http', floor)],
      notes: [
        'Project: `node apps/server/dist/main.js`, NODE_ENV=production, embedded PostgreSQL, on loopback; /members signed ' +
          'in as an administrator (the stored session in localStorage and the session cookie; the HTTP cache emptied first).',
        "Lighthouse's desktop preset simulates its throttling (Lantern), so the times are estimates from the page's trace.",
        'Baseline: an empty static HTML page served by a bare node:http server, the floor of this machine and Chromium.',
      ],
    };

    console.log('  PDF roster in Chromium…');
    const pdf = await pdfTimings(server.baseUrl, session);
    const warm = median(pdf.exports.slice(1));
    const floorWarm = median(pdf.oneLine.slice(1));
    const pdfTable: Table = {
      title: `PDF roster of ${fmt.int(SETTINGS.listMembers)} members in Chromium (Export → PDF File, until the download starts)`,
      columns: ['what', 'project', 'baseline', '÷ baseline'],
      rows: [
        ['first export (loads the pdfmake chunk)', fmt.ms(pdf.exports[0]!), fmt.ms(pdf.oneLine[0]!), fmt.ratio(pdf.exports[0]!, pdf.oneLine[0]!)],
        [`next exports (median of ${pdf.exports.length - 1})`, fmt.ms(warm), fmt.ms(floorWarm), fmt.ratio(warm, floorWarm)],
      ],
      notes: [
        'Project: the time from the click on "PDF File" to the download event, measured by Playwright (playwright-core, /usr/bin/chromium).',
        "Baseline: pdfmake's browser build and its Roboto fonts, added to the same page after the exports, rendering a one-line " +
          'document to a Blob (first document, then the median of the next): the fixed cost of any pdfmake document.',
      ],
    };
    return { suite: 'web', tables: [sizes.table, lighthouseTable, pdfTable], raw: { sizes: sizes.raw, lighthouse: lh, pdf } };
  } finally {
    await empty.close();
    await server.stop();
    await fs.rm(work, { recursive: true, force: true });
  }
}
