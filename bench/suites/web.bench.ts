// The web app as members get it (issues 8 and 18): the JavaScript and CSS each route loads, gzip and brotli, against
// an empty React app built in the same run; Lighthouse's mobile and desktop presets on the sign-in, dashboard and
// members pages with 1,000 members; the time to My duties on slow 4G; and the PDF roster of 1,000 members.
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
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
import { keepTreemap, routeParts } from '../lib/bundle-parts.js';
import { emptyReactApp, extraChunks, routeBundles } from '../lib/route-bundles.js';
import { embeddedDatabaseUrl, embeddedPasswordFile, startBuiltServer } from '../lib/server-process.js';
import { SLOW_4G, timeToShown } from '../lib/throttled-load.js';

/** Issue 27 targets: the sign-in page within 80 kB gzip of JavaScript, no other route over 150 kB. */
const JS_TARGETS_KB: Record<string, number> = { '/login': 80 };
const JS_ROUTE_LIMIT_KB = 150;
/** Issue 27: the PDF maker and its fonts, fetched on the click, within 250 kB gzip. */
const PDF_LIMIT_KB = 250;
/** The signed-in pages Lighthouse measures: every page of the shell on the mobile preset, issue 18's on desktop. */
const LIGHTHOUSE_MOBILE_ROUTES = [
  '/dashboard',
  '/members',
  '/map',
  '/current-schedule',
  '/next-schedule',
  '/my-duties',
  '/me',
  '/admin',
];
const LIGHTHOUSE_DESKTOP_ROUTES = ['/dashboard', '/members'];
/** How many of a route's largest parts the table names. */
const PARTS_SHOWN = 8;

async function bundleSizes(): Promise<{ table: Table; raw: unknown }> {
  const routes = routeBundles();
  // Issue 29 point 8: the German build, whose pages carry German messages where the English build's carry English.
  const german = new Map(routeBundles('de').map((bundle) => [bundle.route, bundle]));
  const floor = await emptyReactApp();
  // Issue 27: the click fetches the roster's own code (with what it needs of @club/shared) and the PDF maker with its
  // fonts (jsPDF, jspdf-autotable and Roboto cut to Latin, Greek and Cyrillic: decision 064), all counted together.
  const pdfMaker = extraChunks('src/features/members/utils/roster-pdf.ts', '/members');
  const pdf = extraChunks(
    ['src/features/members/utils/roster-document.ts', 'src/features/members/utils/roster-pdf.ts'],
    '/members',
  );
  const map = extraChunks('src/features/map/components/member-map.tsx', '/map');
  // Decisions 041 and 042: phones list cards, only a wider screen fetches the tables, right after the page; My duties'
  // away form comes once its list has loaded. (The admin settings form is one of /admin's preloads: decision 061.)
  const later = [
    {
      label: '`/members` table, on a wider screen only',
      file: 'members/components/members-table.tsx',
      route: '/members',
    },
    {
      label: '`/next-schedule` table, on a wider screen only',
      file: 'rota/plan/components/assignments-table.tsx',
      route: '/next-schedule',
    },
    {
      label: '`/my-duties` away list and form, once the list has loaded',
      file: 'rota/availability/components/away-content.tsx',
      route: '/my-duties',
    },
  ].map(({ label, file, route }) => {
    const sizes = extraChunks(`src/features/${file}`, route);
    const page = routes.find((bundle) => bundle.route === route);
    return { label, route, sizes, withPage: (page?.js.gzip ?? 0) + sizes.gzip };
  });
  const target = (route: string) => `≤ ${JS_TARGETS_KB[route] ?? JS_ROUTE_LIMIT_KB} kB`;
  const table: Table = {
    title: 'JavaScript and CSS each route loads (gzip -9, brotli 11)',
    columns: [
      'route',
      'JS gzip',
      'JS gzip, German',
      'JS brotli',
      'target',
      'JS ÷ floor (gzip)',
      'CSS gzip',
      'CSS brotli',
      'files',
    ],
    rows: [
      ...routes.map((r) => [
        `\`${r.route}\``,
        fmt.kb(r.js.gzip),
        fmt.kb(german.get(r.route)?.js.gzip ?? 0),
        fmt.kb(r.js.brotli),
        target(r.route),
        fmt.ratio(r.js.gzip, floor.gzip),
        fmt.kb(r.css.gzip),
        fmt.kb(r.css.brotli),
        String(r.js.files + r.css.files),
      ]),
      [
        `floor: empty React ${floor.react} app built by Vite (minified)`,
        fmt.kb(floor.gzip),
        '—',
        fmt.kb(floor.brotli),
        '—',
        '1.00×',
        '—',
        '—',
        String(floor.files),
      ],
      ...later.map(({ label, route, sizes, withPage }) => [
        `${label}: ${fmt.kb(withPage)} gzip with the page`,
        fmt.kb(sizes.gzip),
        '—',
        fmt.kb(sizes.brotli),
        target(route),
        '—',
        '—',
        '—',
        String(sizes.files),
      ]),
      [
        `\`/members\` PDF export, fetched on the click (the PDF maker and fonts alone: ${fmt.kb(pdfMaker.gzip)} gzip)`,
        fmt.kb(pdf.gzip),
        '—',
        fmt.kb(pdf.brotli),
        `≤ ${PDF_LIMIT_KB} kB`,
        '—',
        '—',
        '—',
        String(pdf.files),
      ],
      [
        '`/map` map itself, fetched after the page (Leaflet)',
        fmt.kb(map.gzip),
        '—',
        fmt.kb(map.brotli),
        '—',
        '—',
        '—',
        '—',
        String(map.files),
      ],
    ],
    notes: [
      "Every route of the app: the entry chunk and its static imports (Vite's manifest) plus the route's own chunks and " +
        'style sheets as the build lists them for the server to preload (apps/web/dist/.vite/route-preloads.json); each ' +
        'file compressed on its own, as the server sends the .br and .gz copies the build writes. Files: JS and CSS.',
      'German: the same route in the German build (apps/web/dist/index.de.html): one build per language, each ' +
        "carrying its own language's messages only (decision 092).",
      'The rows below the floor are fetched after the page has drawn; "with the page" adds the route\'s own figure.',
      'Floor: `createRoot(…).render(<p>…</p>)` built by Vite with the same React plugin in this run: React and ReactDOM ' +
        'minified, the least any React single-page app sends.',
    ],
  };
  return { table, raw: { routes, german: [...german.values()], floor, pdf, pdfMaker, map, later } };
}

/** Issue 27: each route's script by package, from the build's module sizes, and the treemap kept beside the results. */
async function whereTheBytesGo(stamp: string): Promise<{ table: Table; raw: unknown }> {
  const routes = routeBundles();
  const parts = routeParts(routes);
  const treemap = await keepTreemap(stamp);
  const table: Table = {
    title: "Where each route's JavaScript goes (gzip, its largest parts)",
    columns: ['route', 'JS gzip', 'largest parts'],
    rows: parts
      ? parts.map(({ route, parts: routeParts }) => [
          `\`${route}\``,
          fmt.kb(routes.find((bundle) => bundle.route === route)?.js.gzip ?? 0),
          routeParts
            .slice(0, PARTS_SHOWN)
            .map((part) => `${part.name} ${fmt.kb(part.gzip)}`)
            .join(' · '),
        ])
      : [],
    notes: [
      parts
        ? "Each module gzipped alone by rollup-plugin-visualizer, scaled so that a chunk's parts add up to the chunk " +
          "compressed whole. A package's figure is all of it the route loads; app: is the web app's own code by folder."
        : 'The build wrote no module sizes: build with CLUB_BUNDLE_STATS=1 (npm run bench does, unless BENCH_SKIP_BUILD=1).',
      treemap
        ? `Treemap of the whole build: ${path.relative(ROOT, treemap)} (open it in a browser).`
        : 'No treemap: the build wrote none.',
    ],
  };
  return { table, raw: { parts, treemap: treemap && path.relative(ROOT, treemap) } };
}

type Lh = { score: number; fcp: number; lcp: number; tbt: number; cls: number; finalUrl: string };

/** What the web app keeps in localStorage once signed in (apps/web/src/lib/auth-store.ts). */
const AUTH_STORAGE_KEY = 'club-manager.auth';
const storedAuth = (session: SignInResult) =>
  JSON.stringify({ isAuthenticated: true, user: session.user, token: session.token });

type LighthouseTarget = { label: string; url: string; session?: { origin: string; value: SignInResult } };
/** Lighthouse's default configuration is its mobile preset (a mid-range phone, slow 4G, 4× CPU slowdown, simulated). */
const PRESETS = { mobile: undefined, desktop: desktopConfig } as const;
type Preset = keyof typeof PRESETS;

async function lighthouseRuns(targets: LighthouseTarget[], preset: Preset) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  // A second client on the same Chrome puts the session in localStorage and empties the HTTP cache before a signed-in run.
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const results: Record<string, Lh> = {};
  try {
    for (const target of targets) {
      console.log(`  Lighthouse ${preset} ${target.label}…`);
      if (target.session) {
        const page = await cdp.contexts()[0]!.newPage();
        await page.goto(`${target.session.origin}/api/health`);
        await page.evaluate(
          ([key, value]) =>
            (
              globalThis as unknown as { localStorage: { setItem: (k: string, v: string) => void } }
            ).localStorage.setItem(key, value),
          [AUTH_STORAGE_KEY, storedAuth(target.session.value)] as const,
        );
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
          ...(target.session
            ? { disableStorageReset: true, extraHeaders: { Cookie: `club_session=${target.session.value.token}` } }
            : {}),
        },
        PRESETS[preset],
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
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Opens /members signed in, exports the PDF roster from the Export menu, and times each export until the download. */
async function pdfTimings(baseUrl: string, session: SignInResult) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  try {
    // bypassCSP only so the baseline can add jsPDF's browser build to the page; the app needs nothing of it.
    const context = await browser.newContext({
      acceptDownloads: true,
      bypassCSP: true,
      viewport: { width: 1280, height: 800 },
    });
    await context.addCookies([{ name: 'club_session', value: session.token, url: baseUrl }]);
    await context.addInitScript(
      ([key, value]) =>
        (globalThis as unknown as { localStorage: { setItem: (k: string, v: string) => void } }).localStorage.setItem(
          key,
          value,
        ),
      [AUTH_STORAGE_KEY, storedAuth(session)] as const,
    );
    const page = await context.newPage();
    await page.goto(`${baseUrl}/members`);
    await page
      .getByText(`Showing ${SETTINGS.listMembers} of ${SETTINGS.listMembers} members`)
      .waitFor({ timeout: 60_000 });
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
      await page.waitForFunction(
        () =>
          !(globalThis as unknown as { document: { querySelector: (s: string) => unknown } }).document.querySelector(
            '[aria-busy="true"]',
          ),
      );
      // The success toast sits over the Export button: close it as a person would before the next export.
      const toast = page.getByRole('alert').filter({ hasText: 'PDF exported' });
      await toast.first().waitFor();
      while ((await toast.count()) > 0) {
        await toast.first().locator('button').click();
        await toast
          .first()
          .waitFor({ state: 'detached' })
          .catch(() => {});
      }
    }

    // Baseline: jsPDF's own browser build with its standard Helvetica, rendering a one-line document in the same page.
    await page.addScriptTag({ path: path.join(ROOT, 'node_modules/jspdf/dist/jspdf.umd.min.js') });
    const oneLine: number[] = [];
    for (let i = 0; i < (QUICK ? 2 : 4); i += 1) {
      oneLine.push(
        await page.evaluate(() => {
          type JsPdf = new () => {
            text: (text: string, x: number, y: number) => unknown;
            output: (as: 'blob') => unknown;
          };
          const { jsPDF } = (globalThis as unknown as { jspdf: { jsPDF: JsPdf } }).jspdf;
          const started = performance.now();
          const doc = new jsPDF();
          doc.text('Club roster', 10, 10);
          doc.output('blob');
          return performance.now() - started;
        }),
      );
    }
    return { exports, oneLine };
  } finally {
    await browser.close();
  }
}

export async function runWebBench(startedAt: Date): Promise<SuiteResult> {
  const sizes = await bundleSizes();
  const parts = await whereTheBytesGo(startedAt.toISOString().replace(/[:.]/g, '-'));
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

    const signedIn = { origin: server.baseUrl, value: session };
    const target = (route: string): LighthouseTarget => ({
      label: route,
      url: `${server.baseUrl}${route}`,
      session: signedIn,
    });
    const login: LighthouseTarget = { label: '/login', url: `${server.baseUrl}/login` };
    const emptyTarget: LighthouseTarget = { label: 'empty page', url: empty.url };
    // Issue 27: the mobile preset on every signed-in page of the shell; the desktop preset on the pages issue 18 named.
    const lh = {
      mobile: await lighthouseRuns([login, ...LIGHTHOUSE_MOBILE_ROUTES.map(target), emptyTarget], 'mobile'),
      desktop: await lighthouseRuns([login, ...LIGHTHOUSE_DESKTOP_ROUTES.map(target), emptyTarget], 'desktop'),
    };
    for (const [preset, results] of Object.entries(lh)) {
      const routes = preset === 'mobile' ? LIGHTHOUSE_MOBILE_ROUTES : LIGHTHOUSE_DESKTOP_ROUTES;
      // A page that sent Lighthouse to the sign-in page measured the wrong page (the Admin page opens a section).
      for (const page of routes) {
        if (!new URL(results[page]!.finalUrl).pathname.startsWith(page))
          throw new Error(`Lighthouse on ${page} ended at ${results[page]!.finalUrl}`);
      }
    }
    const lighthouseTable = (preset: Preset, target: number): Table => {
      const results = lh[preset];
      const floor = results['empty page']!;
      const row = (label: string, r: Lh) => [
        label,
        String(r.score),
        r === floor ? '—' : `≥ ${target}`,
        fmt.ms(r.fcp),
        fmt.ms(r.lcp),
        fmt.ms(r.tbt),
        r.cls.toFixed(3),
        r === floor ? '1.00×' : fmt.ratio(r.lcp, floor.lcp),
      ];
      return {
        title: `Lighthouse 12, ${preset} preset (performance only), built app with ${fmt.int(SETTINGS.listMembers)} members`,
        columns: ['page', 'score', 'target', 'FCP', 'LCP', 'TBT', 'CLS', 'LCP ÷ baseline'],
        rows: [
          row('`/login` (signed out)', results['/login']!),
          ...(preset === 'mobile' ? LIGHTHOUSE_MOBILE_ROUTES : LIGHTHOUSE_DESKTOP_ROUTES).map((page) =>
            row(`\`${page}\` (signed in)`, results[page]!),
          ),
          row('baseline: empty HTML page, bare node:http', floor),
        ],
        notes: [
          'Project: `node apps/server/dist/main.js`, NODE_ENV=production, embedded PostgreSQL, on loopback; the signed-in ' +
            'pages as an administrator (the stored session in localStorage and the session cookie; the HTTP cache emptied first).',
          preset === 'mobile'
            ? "Lighthouse's default (mobile) preset: a phone-sized screen, slow 4G and a 4× slower CPU, simulated (Lantern) from the page's trace."
            : "Lighthouse's desktop preset simulates its throttling (Lantern), so the times are estimates from the page's trace.",
          'Baseline: an empty static HTML page served by a bare node:http server, the floor of this machine and Chromium.',
        ],
      };
    };

    console.log('  My duties on slow 4G…');
    const runs = QUICK ? 1 : 3;
    const myDuties = await timeToShown(
      {
        url: `${server.baseUrl}/my-duties`,
        shown: (page) => page.getByRole('heading', { name: 'My duties', level: 1 }),
        settled: (page) => page.locator('[aria-busy="true"]'),
        session: {
          cookie: { name: 'club_session', value: session.token, url: server.baseUrl },
          storage: { key: AUTH_STORAGE_KEY, value: storedAuth(session) },
        },
      },
      runs,
    );
    const emptyOnSlow4g = await timeToShown({ url: empty.url, shown: (page) => page.getByText('Empty page') }, runs);
    const slow4gTable: Table = {
      title: 'Time to My duties on slow 4G (Chromium, network throttled, empty cache)',
      columns: ['page', `median of ${runs}`, 'target', '÷ baseline'],
      rows: [
        [
          '`/my-duties` (signed in): heading shown, loading placeholders gone',
          fmt.s(myDuties.median),
          '≤ 5.00 s',
          fmt.ratio(myDuties.median, emptyOnSlow4g.median),
        ],
        ['baseline: empty HTML page, bare node:http', fmt.s(emptyOnSlow4g.median), '—', '1.00×'],
      ],
      notes: [
        `Chromium (playwright-core) with the DevTools protocol's network emulation at Lighthouse's slow-4G figures: ` +
          `${SLOW_4G.latencyMs} ms latency per request, ${SLOW_4G.downloadKbps} kbit/s down, ${SLOW_4G.uploadKbps} kbit/s up; ` +
          "the CPU is not slowed. Time from the start of navigation (the page's performance.now()) on a 412×823 phone screen.",
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
        [
          'first export (loads the PDF maker and its fonts)',
          fmt.ms(pdf.exports[0]!),
          fmt.ms(pdf.oneLine[0]!),
          fmt.ratio(pdf.exports[0]!, pdf.oneLine[0]!),
        ],
        [
          `next exports (median of ${pdf.exports.length - 1})`,
          fmt.ms(warm),
          fmt.ms(floorWarm),
          fmt.ratio(warm, floorWarm),
        ],
      ],
      notes: [
        'Project: the time from the click on "PDF File" to the download event, measured by Playwright (playwright-core, /usr/bin/chromium).',
        "Baseline: jsPDF's browser build with its standard Helvetica, added to the same page after the exports, rendering a " +
          'one-line document to a Blob (first document, then the median of the next): the fixed cost of any jsPDF document.',
      ],
    };
    return {
      suite: 'web',
      tables: [
        sizes.table,
        parts.table,
        lighthouseTable('mobile', 95),
        lighthouseTable('desktop', 98),
        slow4gTable,
        pdfTable,
      ],
      raw: { sizes: sizes.raw, parts: parts.raw, lighthouse: lh, slow4g: { myDuties, emptyPage: emptyOnSlow4g }, pdf },
    };
  } finally {
    await empty.close();
    await server.stop();
    await fs.rm(work, { recursive: true, force: true });
  }
}
