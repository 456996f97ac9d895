// Issue 26: three pages an administrator or a member waits for on an old laptop, against the dashboard in the same run:
// the Admin page, the page an e-mailed "I'll be there" link opens, and a used sign-in link that a still signed-in
// member opens again (it sends them on to the dashboard). Every run starts with an empty cache.
import fs from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import type { SignInResult } from '@club/shared';
import { members, notifyBodies } from '../../apps/server/src/db/schema/index.js';
import {
  type BenchApp,
  buildBenchApp,
  makeWorkDir,
  rosterRow,
  seedMembers,
  signInAdminThroughLink,
} from '../lib/database.js';
import { QUICK, SETTINGS } from '../lib/env.js';
import { fmt, type SuiteResult, type Table } from '../lib/report.js';
import { embeddedDatabaseUrl, embeddedPasswordFile, startBuiltServer } from '../lib/server-process.js';
import { OLD_LAPTOP, type ThrottledTarget, timeToShown } from '../lib/throttled-load.js';

/** What the web app keeps in localStorage once signed in (apps/web/src/lib/auth-store.ts). */
const AUTH_STORAGE_KEY = 'club-manager.auth';
const TARGET_MS = 1000;

/**
 * A published night with a seeded member on it, through the app's own routes; answers the token of the confirm
 * e-mail's links, read from the outbox (no job sends it here). Opening the page spends nothing, so every run opens the
 * same link.
 */
async function answerLinkToken(app: BenchApp, session: SignInResult): Promise<string> {
  const headers = { authorization: `Bearer ${session.token}` };
  const call = async (method: 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json<{ data: { assignments?: { id: number }[] } }>();
  };
  const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const created = await call('POST', '/api/schedules/next', { name: 'Bench', start_date: day, end_date: day });
  const night = created.data.assignments?.[0];
  if (!night) throw new Error('The bench schedule has no night');
  const [member] = await app.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.email, rosterRow(0).email));
  if (!member) throw new Error('The seeded roster is missing');
  await call('PUT', `/api/schedules/assignments/${night.id}`, { squarehead1_id: member.id });
  await call('POST', '/api/schedules/next/publish');
  const [mail] = await app.db
    .select({ text: notifyBodies.text })
    .from(notifyBodies)
    .where(sql`${notifyBodies.text} like '%/respond?token=%'`);
  const token = /\/respond\?token=([^&\s]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('No confirm e-mail with an answer link in the outbox');
  return decodeURIComponent(token);
}

export async function runPagesBench(): Promise<SuiteResult> {
  const work = await makeWorkDir('pages');
  const server = await startBuiltServer(work);
  try {
    const databaseUrl = embeddedDatabaseUrl(server, await fs.readFile(embeddedPasswordFile(server), 'utf8'));
    // A mail server is named so the confirm e-mail is written to the outbox; no job runs here to send it.
    const app = await buildBenchApp(databaseUrl, work, { SMTP_URL: 'smtp://127.0.0.1:9' });
    let session: SignInResult;
    let usedLink: string;
    let answerToken: string;
    try {
      await seedMembers(app.db, SETTINGS.listMembers);
      // The sign-in spends a fresh login link: the link a member who is still signed in opens again.
      ({ session, spentToken: usedLink } = await signInAdminThroughLink(app));
      answerToken = await answerLinkToken(app, session);
    } finally {
      await app.close();
    }
    const signedIn: ThrottledTarget['session'] = {
      cookie: { name: 'club_session', value: session.token, url: server.baseUrl },
      storage: {
        key: AUTH_STORAGE_KEY,
        value: JSON.stringify({ isAuthenticated: true, user: session.user, token: session.token }),
      },
    };
    const settled: ThrottledTarget['settled'] = (page) => page.locator('[aria-busy="true"]');
    const targets: { label: string; target: ThrottledTarget }[] = [
      {
        label: '`/dashboard` (signed in): heading shown, loading placeholders gone',
        target: {
          url: `${server.baseUrl}/dashboard`,
          shown: (page) => page.getByRole('heading', { name: 'Dashboard', level: 1 }),
          settled,
          session: signedIn,
        },
      },
      {
        label: '`/admin` (administrator): the settings form with its Save Settings button',
        target: {
          url: `${server.baseUrl}/admin`,
          shown: (page) => page.getByRole('button', { name: 'Save Settings' }),
          settled,
          session: signedIn,
        },
      },
      {
        label: "`/respond?token=…&answer=confirm` (signed out): the night and its 'Yes, I’ll be there' button",
        target: {
          url: `${server.baseUrl}/respond?token=${encodeURIComponent(answerToken)}&answer=confirm`,
          shown: (page) => page.getByRole('button', { name: 'Yes, I’ll be there' }),
        },
      },
      {
        label: '`/login?token=<used>` (still signed in): on to `/dashboard`, heading shown, placeholders gone',
        target: {
          url: `${server.baseUrl}/login?token=${encodeURIComponent(usedLink)}`,
          endsAt: /\/dashboard$/,
          shown: (page) => page.getByRole('heading', { name: 'Dashboard', level: 1 }),
          settled,
          session: signedIn,
        },
      },
    ];
    const runs = QUICK ? 2 : 5;
    const measured: { label: string; runs: number[]; median: number }[] = [];
    for (const { label, target } of targets) {
      console.log(`  ${label.split(' ')[0]} on an old laptop…`);
      measured.push({ label, ...(await timeToShown(target, runs, OLD_LAPTOP)) });
    }
    const dashboard = measured[0]!;
    const table: Table = {
      title: 'Time to a ready page on an old laptop (Chromium, 2× slower CPU, home broadband, empty cache)',
      columns: ['page', `median of ${runs}`, 'target', '÷ dashboard'],
      rows: measured.map((page, index) => [
        page.label,
        fmt.s(page.median),
        index === 0 ? '—' : `≤ ${fmt.s(TARGET_MS)}`,
        index === 0 ? '1.00×' : fmt.ratio(page.median, dashboard.median),
      ]),
      notes: [
        'Project: `node apps/server/dist/main.js`, NODE_ENV=production, embedded PostgreSQL with ' +
          `${fmt.int(SETTINGS.listMembers)} members, on loopback. Chromium (playwright-core) at 1366×768 with the ` +
          `DevTools protocol's CPU throttling (${OLD_LAPTOP.cpuSlowdown}×) and network emulation ` +
          `(${OLD_LAPTOP.network.latencyMs} ms latency per request, ${OLD_LAPTOP.network.downloadKbps} kbit/s each way).`,
        "Time from the start of navigation (the page's performance.now()) until the named element shows and no loading " +
          'placeholder is left; the used link counts from opening the link to the dashboard drawn.',
        'Baseline: the dashboard, the page a signed-in member opens first, measured the same way in the same run.',
      ],
    };
    return { suite: 'pages', tables: [table], raw: { measured } };
  } finally {
    await server.stop();
    await fs.rm(work, { recursive: true, force: true });
  }
}
