import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, startAppServer } from './support/app-server.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { e2e, openPage, screenshot } from './support/browser.js';
import { waitForLoginLink, waitForMail } from './support/mailbox.js';

// Issue 28 point 6: an operator of a deployment of many clubs signs in at /association from the e-mailed link, adds
// clubs whose main administrators are e-mailed their first link, and suspends one; each main administrator signs in
// under their own club's address alone. A second built server of its own, with CLUBS=multi, on the suite's stand-ins.
const OPERATOR = 'operator@association.example';
let server: AppServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'club-e2e-association-'));
  await fs.chmod(dataDir, 0o755);
  server = await startAppServer({
    dataDir,
    standIns: e2e().standIns,
    adminEmail: e2e().adminEmail,
    env: { CLUBS: 'multi', ASSOCIATION_ADMIN_EMAILS: OPERATOR },
  });
});
afterAll(async () => {
  await server?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const operatorLink = async (since: number) => {
  const mail = await waitForMail(OPERATOR, since, (candidate) => candidate.text.includes('/association?token='));
  return /https?:\/\/\S+\/association\?token=[\w-]+/.exec(mail.text)![0];
};

describe('the association’s page', () => {
  it.each([
    ['phone', { width: 360, height: 740 }],
    ['laptop', { width: 1366, height: 768 }],
  ] as const)('on a %s: signs the operator in, adds and suspends a club, accessibly', async (name, viewport) => {
    const { page, consoleErrors } = await openPage({ baseUrl: `${server.baseUrl}/`, viewport });
    await page.goto('association');
    expect(await page.title()).toBe('Association');
    await page.getByRole('heading', { name: 'Sign in to run the association' }).waitFor();
    await expectNoSeriousViolations(page, `association sign-in (${name})`);
    const since = Date.now();
    await page.getByLabel('Your e-mail address').fill(OPERATOR);
    await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
    await page.getByRole('status').filter({ hasText: 'If this address belongs to an operator' }).waitFor();

    await page.goto(await operatorLink(since));
    await page.getByRole('heading', { name: 'Clubs', level: 2 }).waitFor();
    // The link's secret leaves the address bar once it is used.
    expect(page.url()).toBe(`${server.baseUrl}/association`);

    const slug = `squares-${name}`;
    await page.getByLabel('Club name').fill(`Squares on a ${name}`);
    await page.getByLabel(/^Slug/).fill(slug);
    await page.getByLabel('Language').selectOption('de');
    await page.getByLabel('Main administrator’s e-mail').fill(`chair@${slug}.example`);
    const added = Date.now();
    await page.getByRole('button', { name: 'Add club' }).click();
    await page.getByText(`Squares on a ${name} was added. chair@${slug}.example has been e-mailed`).waitFor();
    const row =
      name === 'phone'
        ? page.getByRole('article', { name: `Squares on a ${name}` })
        : page.getByRole('row', { name: new RegExp(`Squares on a ${name}`) });
    await row.getByText('Open', { exact: true }).waitFor();
    await expectNoSeriousViolations(page, `association clubs (${name})`);
    await screenshot(page, `association-${name}`);

    // Its main administrator's first link signs them in under the club's own address.
    const adminLink = await waitForLoginLink(`chair@${slug}.example`, added);
    expect(adminLink.startsWith(`${server.baseUrl}/c/${slug}/login?token=`)).toBe(true);

    await page.getByRole('button', { name: `Suspend Squares on a ${name}` }).click();
    await row.getByText('Suspended', { exact: true }).waitFor();
    const closed = await fetch(`${server.baseUrl}/c/${slug}/login`, { headers: { accept: 'text/html' } });
    expect(closed.status).toBe(404);
    await page.getByRole('button', { name: `Resume Squares on a ${name}` }).click();
    await row.getByText('Open', { exact: true }).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('lets a club’s main administrator in at their club alone', async () => {
    const { page, consoleErrors } = await openPage({ baseUrl: `${server.baseUrl}/` });
    const since = Date.now();
    // The club was resumed a moment ago: this server opens it again at once.
    await page.goto('c/squares-laptop/login');
    await page.getByLabel(/email/i).fill('chair@squares-laptop.example');
    await page.getByRole('button', { name: 'Send Login Link' }).click();
    const link = await waitForLoginLink('chair@squares-laptop.example', since);
    await page.goto(link);
    // The club was added in German (issue 29): its administrator, who chose no language of their own, reads German
    // once signed in, though the sign-in page spoke the browser's English.
    await page.getByRole('heading', { name: 'Übersicht', level: 1 }).waitFor();
    expect(page.url()).toBe(`${server.baseUrl}/c/squares-laptop/dashboard`);
    // Another club's address and the association know nothing of this session.
    const elsewhere = await page.request.get(`${server.baseUrl}/c/squares-phone/api/users?limit=1`);
    expect(elsewhere.status()).toBe(401);
    const association = await page.request.get(`${server.baseUrl}/api/association/clubs`);
    expect(association.status()).toBe(401);
    expect(consoleErrors).toEqual([]);
  });

  it('at the deployment’s /login sends a person in two clubs one e-mail with a link for each', async () => {
    // The operator adds two clubs over REST whose main administrator is the same person.
    const since = Date.now();
    await fetch(`${server.baseUrl}/api/association/send-login-link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: OPERATOR }),
    });
    const token = new URL(await operatorLink(since)).searchParams.get('token');
    const session = await fetch(`${server.baseUrl}/api/association/validate-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    const operator = {
      authorization: `Bearer ${((await session.json()) as { data: { token: string } }).data.token}`,
      'content-type': 'application/json',
    };
    for (const [slug, name] of [
      ['north-squares', 'North Squares'],
      ['south-squares', 'South Squares'],
    ]) {
      const created = await fetch(`${server.baseUrl}/api/association/clubs`, {
        method: 'POST',
        headers: operator,
        body: JSON.stringify({
          slug,
          name,
          time_zone: 'Europe/Berlin',
          locale: 'en',
          main_admin_email: 'caller@two-clubs.example',
        }),
      });
      expect(created.status).toBe(201);
    }

    const { page, consoleErrors } = await openPage({
      baseUrl: `${server.baseUrl}/`,
      viewport: { width: 360, height: 740 },
    });
    await page.goto('login');
    await page.getByRole('heading', { name: 'Sign in to your club', level: 1 }).waitFor();
    await expectNoSeriousViolations(page, 'deployment sign-in (phone)');
    const asked = Date.now();
    await page.getByLabel('Your e-mail address').fill('caller@two-clubs.example');
    await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
    await page.getByRole('status').filter({ hasText: 'one e-mail with a sign-in link for each club' }).waitFor();
    await screenshot(page, 'deployment-login-phone');
    const mail = await waitForMail(
      'caller@two-clubs.example',
      asked,
      (candidate) => candidate.subject === 'Your sign-in links',
    );
    const links = [...mail.text.matchAll(/https?:\/\/\S+\/c\/(north|south)-squares\/login\?token=[\w-]+/g)].map(
      (match) => match[0],
    );
    expect(links).toHaveLength(2);
    expect(mail.text).toContain('Sign in to North Squares');
    expect(mail.text).toContain('Sign in to South Squares');
    await page.goto(links.find((link) => link.includes('/c/south-squares/'))!);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(page.url()).toBe(`${server.baseUrl}/c/south-squares/dashboard`);
    expect(consoleErrors).toEqual([]);
  });
});
