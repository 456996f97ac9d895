import path from 'node:path';
import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { openPage } from './support/browser.js';
import { dateAsWritten, fillDate } from './support/date-fields.js';
import { memberFixtures } from './support/fixtures.js';
import { type Language, LANGUAGES, words } from './support/language.js';
import { waitForMail } from './support/mailbox.js';
import { signInThroughMail } from './support/sign-in.js';

// Issue 29 point 7: a picture of every page at 360 px in one language, for a person to look at (German words are long;
// a check finds a cut text, only an eye finds an odd one). Not part of npm test: it runs when asked,
//   SHOTS_LOCALE=de npm run shots        (SHOTS_DIR, default /tmp/<language>-shots)
// and writes SHOTS_DIR/<nn>-<page>.png, signed in as an administrator and a member who chose that language.
const LANGUAGE = (process.env.SHOTS_LOCALE ?? 'de') as Language;
if (!LANGUAGES.includes(LANGUAGE)) throw new Error(`SHOTS_LOCALE must be one of ${LANGUAGES.join(', ')}`);
const DIR = process.env.SHOTS_DIR ?? `/tmp/${LANGUAGE}-shots`;
const PHONE = { width: 360, height: 740 };

const YEAR = new Date().getFullYear() + 4;
const NEXT = `Bildschirmfotos ${YEAR}`;
const CURRENT = `Bildschirmfotos aktuell ${YEAR}`;
const NEXT_NIGHTS = [`${YEAR}-03-03`, `${YEAR}-03-10`, `${YEAR}-03-17`];
const CURRENT_NIGHTS = [`${YEAR - 1}-03-04`, `${YEAR - 1}-03-11`];

const fixtures = memberFixtures();
afterAll(async () => {
  await fixtures.deleteSchedules([NEXT, CURRENT]);
});

describe(`every page at 360 px, in ${LANGUAGE}`, () => {
  const w = words(LANGUAGE);
  let shot = 0;
  /** The whole page once what it loads has arrived, numbered in the order the tour meets it. */
  const save = async (page: Page, name: string) => {
    await page.waitForLoadState('networkidle');
    await page
      .locator('.mantine-Loader-root')
      .first()
      .waitFor({ state: 'hidden', timeout: 5_000 })
      .catch(() => undefined);
    shot += 1;
    const file = path.join(DIR, `${String(shot).padStart(2, '0')}-${name}.png`);
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  };

  it('signs in as an administrator and a member who read it and saves each page', { timeout: 300_000 }, async () => {
    await fs.mkdir(DIR, { recursive: true });
    const admin = await fixtures.create({
      first_name: 'Hannelore',
      last_name: 'Schwarzenberger',
      email: `hannelore.shots.${LANGUAGE}@example.org`,
      admin: true,
      locale: LANGUAGE,
      address: 'Hauptstraße 12, 67433 Neustadt an der Weinstraße',
    });
    const member = await fixtures.create({
      first_name: 'Wolfgang',
      last_name: 'Oberhausener',
      email: `wolfgang.shots.${LANGUAGE}@example.org`,
      locale: LANGUAGE,
    });
    const partner = await fixtures.create({
      first_name: 'Gertrud',
      last_name: 'Oberhausener',
      email: `gertrud.shots.${LANGUAGE}@example.org`,
      locale: LANGUAGE,
    });
    await fixtures.linkPartners(member.id, partner.id);
    await fixtures.createSchedule(CURRENT, 'current', CURRENT_NIGHTS);
    await fixtures.createSchedule(NEXT, 'next', NEXT_NIGHTS);
    await fixtures.assign(NEXT, NEXT_NIGHTS[0]!, [member.id, partner.id, admin.id]);
    await fixtures.assign(NEXT, NEXT_NIGHTS[1]!, [member.id]);
    await fixtures.assign(CURRENT, CURRENT_NIGHTS[1]!, [member.id, partner.id]);
    const locale = LANGUAGE === 'de' ? 'de-DE' : 'en-US';

    // Before sign-in: the login page in the browser's language, and the link pages' refusal of a spent link.
    const visitor = await openPage({ viewport: PHONE, locale });
    await visitor.page.goto('/login');
    await visitor.page.getByRole('button', { name: w.t('Send Login Link') }).waitFor();
    await save(visitor.page, 'login');
    await visitor.page.goto('/respond?token=not-a-token&answer=confirm');
    await visitor.page.getByRole('heading', { name: w.t('This link can’t be used') }).waitFor();
    await save(visitor.page, 'respond-link-unusable');
    await visitor.page.goto(`/swaps/accept?token=not-a-token&return_date=${NEXT_NIGHTS[2]!}`);
    await save(visitor.page, 'swap-accept-link-unusable');

    const { page, consoleErrors } = await openPage({ viewport: PHONE, locale });
    await signInThroughMail(page, admin.email);
    for (const [name, where] of [
      ['dashboard', '/dashboard'],
      ['my-duties', '/my-duties'],
      ['current-schedule', '/current-schedule'],
      ['next-schedule', '/next-schedule'],
      ['members', '/members'],
      ['map', '/map'],
      ['admin-club', '/admin/club'],
      ['admin-email', '/admin/email'],
      ['admin-rota', '/admin/rota'],
      ['admin-members', '/admin/members'],
      ['admin-maintenance', '/admin/maintenance'],
      ['admin-audit', '/admin/audit'],
      ['my-details', '/me'],
      ['not-found', '/no-such-page'],
    ] as const) {
      await page.goto(where);
      await page.getByRole('main').waitFor();
      await save(page, name);
    }
    // The new schedule's period in the reader's date format, the end date's calendar open on the start's month.
    await page.goto('/next-schedule');
    await page
      .getByRole('button', { name: w.t('Create New Schedule') })
      .first()
      .click();
    const create = page.getByRole('dialog', { name: w.t('Create New Schedule') });
    await fillDate(create.getByLabel(w.t('Start Date')), `${YEAR}-05-06`, LANGUAGE);
    expect(await create.getByLabel(w.t('End Date')).inputValue()).toBe(dateAsWritten(`${YEAR}-05-06`, LANGUAGE));
    await create.getByLabel(w.t('End Date')).click();
    await page.locator('[data-dates-dropdown]').waitFor();
    await save(page, 'create-schedule-dates');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await create.waitFor({ state: 'detached' });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: w.t('Open navigation') }).click();
    await page.getByRole('dialog', { name: w.t('Navigation') }).waitFor();
    await save(page, 'navigation-drawer');
    await page.keyboard.press('Escape');

    // The member's e-mailed links: the admin publishes the next schedule, and the member opens "I'll be there" and
    // "I can't make it" on a phone, not signed in.
    await page.goto('/next-schedule');
    await page.getByText(NEXT).first().waitFor();
    const since = Date.now();
    await page.getByRole('button', { name: w.t('Publish & ask to confirm') }).click();
    const publish = page.getByRole('dialog', { name: w.t('Publish the schedule') });
    await publish.waitFor();
    await save(page, 'publish-dialog');
    await publish.getByRole('button', { name: w.t('Publish'), exact: true }).click();
    await publish.waitFor({ state: 'detached' });
    const mail = await waitForMail(member.email, since, (candidate) => candidate.text.includes('/respond?'));
    const links = [...mail.text.matchAll(/https?:\/\/\S+\/respond\?\S+/g)].map((match) => match[0]);
    const asked = await openPage({ viewport: PHONE, locale });
    await asked.page.goto(links.find((link) => link.endsWith('answer=decline'))!);
    await asked.page.getByRole('main').waitFor();
    await save(asked.page, 'respond-decline');
    await asked.page.goto(links.find((link) => link.endsWith('answer=confirm'))!);
    const confirm = asked.page.getByRole('button', { name: w.t('Yes, I’ll be there') });
    await confirm.waitFor();
    await save(asked.page, 'respond-confirm');
    await confirm.click();
    await asked.page.getByRole('heading', { name: w.t('You’re confirmed') }).waitFor();
    await save(asked.page, 'respond-confirmed');
    // Signed in by the tap: the member's own pages.
    for (const [name, where] of [
      ['member-dashboard', '/dashboard'],
      ['member-my-duties', '/my-duties'],
      ['member-next-schedule', '/next-schedule'],
      ['member-my-details', '/me'],
      ['member-admin-refused', '/admin'],
    ] as const) {
      await asked.page.goto(where);
      await asked.page.getByRole('main').waitFor();
      await save(asked.page, name);
    }

    await page.goto('/next-schedule');
    await page.getByText(NEXT).first().waitFor();
    await save(page, 'next-schedule-published');
    expect(consoleErrors).toEqual([]);
    expect(asked.consoleErrors).toEqual([]);
    for (const opened of [visitor, asked]) await opened.context.close();
  });
});
