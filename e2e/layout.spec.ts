import type { Page } from 'playwright-core';
import { catalog } from '@club/shared/plain';
import { afterAll, describe, expect, it } from 'vitest';
import { e2e, openPage, screenshot } from './support/browser.js';
import { memberFixtures } from './support/fixtures.js';
import { LANGUAGES, type Language, words } from './support/language.js';
import { signInThroughMail } from './support/sign-in.js';

// Issue 17 item 15: no word a user needs is ever cut, on a laptop (1366 px) or a small phone (360 px). Issue 29
// point 7: nor in German, whose words are long: each check runs in English, then as an admin who reads German.
const YEAR = new Date().getFullYear() + 3;
const SCHEDULE = `Layout check ${YEAR}`;
const NIGHTS = [`${YEAR}-02-04`, `${YEAR}-02-11`, `${YEAR}-02-18`];
const WIDTHS = [1366, 360] as const;

const fixtures = memberFixtures();
/** A night's button is named after its date, which ends in its year ("Mi., 1. Sep. 2032 bearbeiten"). */
const A_DATE = { date: '.*\\d{4}' };
afterAll(() => fixtures.deleteSchedules([SCHEDULE]));

/**
 * Texts on screen that are cut: a badge or button whose text overflows it (shown with an ellipsis or clipped), or
 * one that sticks out of the cell, card or scrolling area holding it.
 */
function findCutTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cut: string[] = [];
    const selector = '.mantine-Badge-root, .mantine-Badge-label, .mantine-Button-label, [data-no-cut]';
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (element.offsetParent === null) continue;
      const text = element.textContent?.trim() ?? '';
      if (!text) continue;
      if (element.scrollWidth > element.clientWidth + 1) cut.push(`${text} (overflows itself)`);
      // The nearest box that clips what sticks out of it: a table cell, a card, a scrolling area.
      let clip = element.parentElement;
      while (clip && clip.tagName !== 'TD' && clip.tagName !== 'TH' && getComputedStyle(clip).overflowX === 'visible')
        clip = clip.parentElement;
      if (clip) {
        const [box, clipBox] = [element.getBoundingClientRect(), clip.getBoundingClientRect()];
        if (box.right > clipBox.right + 1 || box.left < clipBox.left - 1)
          cut.push(`${text} (sticks out of its ${clip.tagName.toLowerCase()})`);
      }
    }
    return cut;
  });
}

/**
 * Each Admin section's path, a card that shows once its content has loaded, and the section's name in the list of
 * sections. German waits for the section's German name, marked current, and for its first card: the cards' own
 * titles are still being put into the catalog.
 */
const ADMIN_SECTIONS = [
  ['/admin/club', 'Club Information', catalog.page_section_club],
  ['/admin/email', 'SMTP Email Configuration', catalog.page_section_email],
  ['/admin/rota', 'Rota report', catalog.page_section_rota],
  ['/admin/members', 'Away dates for a member', catalog.page_section_members],
  ['/admin/maintenance', 'System Settings', catalog.page_section_maintenance],
  ['/admin/audit', 'Audit Log', catalog.page_section_audit],
] as const;

/** The Admin section open, in the reader's language, once its first card is there. */
async function sectionShown(page: Page, language: Language, card: string, name: (typeof ADMIN_SECTIONS)[number][2]) {
  if (language === 'en') {
    await page.getByRole('region', { name: card }).waitFor();
    return;
  }
  const sections = page.getByRole('navigation', { name: catalog.page_admin_sections({}, { locale: language }) });
  await sections
    .getByRole('link', { name: name({}, { locale: language }), exact: true })
    .and(page.locator('[aria-current="page"]'))
    .waitFor();
  await page.getByRole('main').getByRole('region').first().waitFor();
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

const STATUSES = ['assignable', 'exempt', 'booster', 'loa'] as const;
const FIRST_NAMES = ['Konstantina', 'Bartholomew', 'Maximiliana', 'Christopherson'] as const;

/**
 * The members, schedule and swap both languages look at, made once; and who signs in for each: the suite's
 * administrator in English, in German an administrator with a long name who chose German on My details.
 */
let prepared:
  | Promise<{
      people: { id: number; email: string; first_name: string }[];
      admins: Record<Language, { email: string; name: string }>;
    }>
  | undefined;
const prepare = () =>
  (prepared ??= (async () => {
    const people = [];
    for (const [index, status] of STATUSES.entries()) {
      people.push(
        await fixtures.create({
          first_name: FIRST_NAMES[index]!,
          last_name: 'Featherstonehaugh',
          email: `layout-check.${status}.featherstonehaugh@example.org`,
          address: '12345 Extraordinarily Long Boulevard Name, Apartment 678, San Jose, CA 95123',
          status,
          admin: index === 1,
        }),
      );
    }
    const german = await fixtures.create({
      first_name: 'Hannelore',
      last_name: 'Featherstonehaugh',
      email: 'layout-check.deutsch.featherstonehaugh@example.org',
      address: 'Hauptstraße 123, Hinterhaus, 3. Obergeschoss links, 12345 Neustadt an der Weinstraße',
      admin: true,
      locale: 'de',
    });
    await fixtures.linkPartners(people[0]!.id, people[1]!.id);
    await fixtures.createNextSchedule(SCHEDULE, NIGHTS);
    await fixtures.assign(SCHEDULE, NIGHTS[1]!, [people[0]!.id, people[1]!.id]);
    await fixtures.assign(SCHEDULE, NIGHTS[2]!, [people[0]!.id]);
    await fixtures.createTakenSwap(people[1]!.id, people[0]!.id, NIGHTS[2]!);
    return {
      people,
      admins: {
        en: { email: e2e().adminEmail, name: `${people[1]!.first_name} Featherstonehaugh` },
        de: { email: german.email, name: `${german.first_name} ${german.last_name}` },
      },
    };
  })());

/** A page in a browser set to the language, so the login page before sign-in speaks it too. */
const open = (language: Language, viewport: { width: number; height: number }) =>
  openPage({ viewport, locale: language === 'de' ? 'de-DE' : 'en-US' });

describe.each(LANGUAGES)('nothing a user needs is cut (issue 17), in %s', (language) => {
  const w = words(language);
  const suffix = language === 'en' ? '' : `-${language}`;

  it('shows whole badges, buttons and count cards on the members, schedule and admin pages at 1366 px and 360 px', async () => {
    const { people, admins } = await prepare();

    const { page, consoleErrors } = await open(language, { width: 1366, height: 768 });
    await signInThroughMail(page, admins[language].email);

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 768 });

      await page.goto('/members');
      await page.getByText(w.pattern(/^Showing \d+ of \d+ members/)).waitFor();
      await page.getByText(people[3]!.first_name).first().waitFor();
      await screenshot(page, `layout-members-${width}${suffix}`);
      expect(await findCutTexts(page), `members at ${width} px`).toEqual([]);
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      if (width === 1366) {
        // The table fits beside the sidebar: no sideways scrolling to reach a member's status or role.
        const table = page.getByRole('region', { name: w.pattern(/Members table/) });
        expect(await table.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(1);
      }

      await page.goto('/next-schedule');
      await page.getByText(SCHEDULE).first().waitFor();
      // The rota's table or cards load after the header: the picture and the checks are of the whole page.
      await page
        .getByRole('button', { name: language === 'en' ? /^Edit / : w.templated('Edit {date}', A_DATE) })
        .first()
        .waitFor();
      await screenshot(page, `layout-next-schedule-${width}${suffix}`);
      expect(await findCutTexts(page), `next schedule at ${width} px`).toEqual([]);
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      if (width === 1366) {
        // Every night's status is in view, not under the pinned buttons of a table that scrolls sideways.
        const table = page.getByRole('region', { name: w.pattern(/Dance Schedule & Assignments table/) });
        expect(await table.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(1);
      }
      for (const label of ['Complete', 'Partial', 'Unassigned']) {
        const card = page.getByLabel(new RegExp(`^${w.one(label)}: \\d+$`));
        expect(await card.locator('svg').count(), `${label} card icon at ${width} px`).toBe(1);
        expect(await card.locator('svg').first().isVisible()).toBe(true);
      }

      await page.goto('/admin/rota');
      const swaps = page.getByRole('region', { name: w.t('Swap Requests') });
      await swaps.getByRole('switch', { name: w.t('Show all') }).check();
      await swaps
        .getByText(w.format('Taken by {name}', { name: `${people[0]!.first_name} Featherstonehaugh` }))
        .waitFor();
      await swaps.scrollIntoViewIfNeeded();
      await screenshot(page, `layout-admin-${width}${suffix}`);
      expect(await findCutTexts(page), `admin at ${width} px`).toEqual([]);
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);

      // Decision 061: every Admin section with the list of sections above it, which wraps rather than scrolls.
      for (const [path, card, name] of ADMIN_SECTIONS) {
        await page.goto(path);
        await sectionShown(page, language, card, name);
        await page.waitForLoadState('networkidle');
        await screenshot(page, `layout-admin-${path.split('/').at(-1)}-${width}${suffix}`);
        expect(await findCutTexts(page), `${path} at ${width} px`).toEqual([]);
        expect(await pageWidth(page), `${path} at ${width} px`).toBeLessThanOrEqual(width);
      }
    }
    expect(consoleErrors).toEqual([]);

    // An admin with a long name sees it whole at the foot of the sidebar, not "Bartholomew Feathers…".
    const longName = await open(language, { width: 1366, height: 768 });
    await signInThroughMail(longName.page, language === 'en' ? people[1]!.email : admins.de.email);
    await longName.page.getByText(admins[language].name).first().waitFor();
    await screenshot(longName.page, `layout-long-name-sidebar-1366${suffix}`, { fullPage: false });
    expect(await findCutTexts(longName.page), 'sidebar user card').toEqual([]);
  });

  // Decision 068: the shell's own frame. A laptop's sidebar can be hidden, and hidden it leaves the tab order; a phone
  // has no sidebar at all, only the 'Navigation' drawer.
  it('hides the sidebar on a laptop out of sight and out of the tab order, and gives a phone the drawer instead', async () => {
    const { admins } = await prepare();
    const { page, consoleErrors } = await open(language, { width: 1366, height: 768 });
    await signInThroughMail(page, admins[language].email);
    const sidebar = page.locator('#app-sidebar');
    const main = page.getByRole('main');
    await page.getByRole('heading', { name: w.t('Dashboard'), level: 1 }).waitFor();
    const mainLeft = () =>
      main.evaluate(
        (element) => element.getBoundingClientRect().left + parseFloat(getComputedStyle(element).paddingLeft),
      );
    expect(await sidebar.isVisible()).toBe(true);
    const besideSidebar = await mainLeft();
    expect(besideSidebar).toBeGreaterThanOrEqual(272);

    await page.getByRole('button', { name: w.t('Hide sidebar') }).click();
    await sidebar.waitFor({ state: 'hidden' });
    await expect.poll(mainLeft).toBeLessThan(besideSidebar - 200);
    // From the sidebar button, Tab goes on into the page: no stop on a link nobody can see.
    await page.getByRole('button', { name: w.t('Show sidebar') }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#app-sidebar') === null)).toBe(true);
    await screenshot(page, `layout-sidebar-hidden-1366${suffix}`, { fullPage: false });
    await page.getByRole('button', { name: w.t('Show sidebar') }).click();
    await sidebar.waitFor({ state: 'visible' });

    await page.setViewportSize({ width: 360, height: 740 });
    await sidebar.waitFor({ state: 'hidden' });
    await expect.poll(mainLeft).toBeLessThan(40);
    await page.getByRole('button', { name: w.t('Open navigation') }).click();
    const drawer = page.getByRole('dialog', { name: w.t('Navigation') });
    await drawer.getByRole('link', { name: w.t('Members') }).click();
    await page.waitForURL('**/members');
    expect(consoleErrors).toEqual([]);
  });
});
