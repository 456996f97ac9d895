import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { formatDanceDate } from '../apps/web/src/lib/dance-date.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { openPage, screenshot } from './support/browser.js';
import { memberFixtures } from './support/fixtures.js';
import { signInThroughMail } from './support/sign-in.js';

// Issue 17: the member's path on a phone, as a 72-year-old member met it on a 360 px screen.
const YEAR = new Date().getFullYear() + 1;
const SCHEDULE = `Phone test ${YEAR}`;
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1366, height: 768 };

/** The first `count` Wednesdays (the club night) of March next year, as YYYY-MM-DD. */
function wednesdays(count: number): string[] {
  const nights: string[] = [];
  for (let day = 1; nights.length < count; day += 1) {
    const date = new Date(Date.UTC(YEAR, 2, day));
    if (date.getUTCDay() === 3) nights.push(date.toISOString().slice(0, 10));
  }
  return nights;
}
const NIGHTS = wednesdays(4);

const fixtures = memberFixtures();
afterAll(() => fixtures.deleteSchedules([SCHEDULE]));

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

const WORDS_TO_KEEP_WHOLE = '.mantine-Badge-label, .mantine-Button-label, .mantine-SegmentedControl-label, mark';

/** Every badge, status and button on screen shows its whole text: nothing is cut with an ellipsis. */
async function expectNothingCut(page: Page, where: string, selector = WORDS_TO_KEEP_WHOLE) {
  const cut = await page.evaluate(
    (wanted) =>
      Array.from(document.querySelectorAll<HTMLElement>(wanted))
        .filter((element) => element.offsetParent !== null && element.scrollWidth > element.clientWidth + 1)
        .map((element) => element.textContent),
    selector,
  );
  expect(cut, where).toEqual([]);
}

describe("a member's first use on a phone", () => {
  it('shows the next duty in the first screen, opens pages at their top, says what availability means, and keeps the session for a used link', async () => {
    const mae = await fixtures.create({ first_name: 'Mae', last_name: 'Phoneby', email: 'mae.phoneby@example.org' });
    const ned = await fixtures.create({ first_name: 'Ned', last_name: 'Phoneby', email: 'ned.phoneby@example.org' });
    await fixtures.createSchedule(SCHEDULE, 'current', NIGHTS);
    await fixtures.assign(SCHEDULE, NIGHTS[1]!, [mae.id, ned.id]);

    const { page, context, consoleErrors } = await openPage({ viewport: PHONE });
    const link = await signInThroughMail(page, mae.email);

    // Item 2: the next duty leads, inside the first 740 px: date, club night, who serves along, the swap action.
    const nextDuty = page.getByTestId('next-duty');
    await nextDuty.getByText('With Ned Phoneby').waitFor();
    await nextDuty.getByText(formatDanceDate(NIGHTS[1]!, 'en-US')).waitFor();
    await nextDuty
      .getByRole('button', { name: `Ask for a swap for ${formatDanceDate(NIGHTS[1]!, 'en-US')}` })
      .waitFor();
    expect(await scrollY(page)).toBe(0);
    const box = await nextDuty.boundingBox();
    expect(box?.y).toBeGreaterThan(0);
    expect(box!.y).toBeLessThan(PHONE.height);
    // The status card comes last, and tells a member nothing about API versions or environments.
    await page.getByRole('heading', { name: 'System Status' }).waitFor();
    expect(await page.getByText('API version').count()).toBe(0);
    await screenshot(page, 'member-dashboard-360', { fullPage: false });
    await screenshot(page, 'member-dashboard-360-full');
    await expectNothingCut(page, 'dashboard at 360 px');
    await expectNoSeriousViolations(page, 'the member dashboard on a phone');

    // Item 3: the link at the foot of the card opens My duties at its top; Back returns to where the member was.
    const seeAll = page.getByRole('link', { name: 'See all my duties and set availability' });
    await seeAll.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 120));
    const dashboardY = await scrollY(page);
    expect(dashboardY).toBeGreaterThan(0);
    await seeAll.click();
    await page.waitForURL('**/my-duties');
    await page.getByRole('heading', { name: 'Availability' }).waitFor();
    expect(await scrollY(page)).toBe(0);
    await page.goBack();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => scrollY(page)).toBe(dashboardY);
    await page.goForward();
    await page.waitForURL('**/my-duties');

    // Item 5: each night says 'Available' or "Can't serve" in words, and whether the change was saved.
    const firstNight = page.getByRole('radiogroup', {
      name: `Can you serve on ${formatDanceDate(NIGHTS[0]!, 'en-US')}?`,
    });
    const firstRow = page.getByRole('listitem').filter({ has: firstNight });
    expect(await firstNight.getByRole('radio', { name: 'Available' }).isChecked()).toBe(true);
    await firstNight.getByText("Can't serve").click();
    await firstRow.getByText('Saved').waitFor();
    expect(await firstNight.getByRole('radio', { name: "Can't serve" }).isChecked()).toBe(true);
    await screenshot(page, 'member-my-duties-360');
    await expectNothingCut(page, 'My duties at 360 px');
    await expectNoSeriousViolations(page, 'availability on My duties');

    // Offline, the change is not held silently: the night goes back and says so, and Try again saves it later.
    await context.setOffline(true);
    await firstNight.getByText('Available').click();
    await firstRow.getByText('Failed to save your availability. Please try again.').waitFor();
    expect(await firstNight.getByRole('radio', { name: "Can't serve" }).isChecked()).toBe(true);
    await screenshot(page, 'member-my-duties-offline-360', { fullPage: false });
    await context.setOffline(false);
    await firstRow.getByRole('button', { name: `Try again for ${formatDanceDate(NIGHTS[0]!, 'en-US')}` }).click();
    await firstRow.getByText('Saved').waitFor();
    expect(await firstNight.getByRole('radio', { name: 'Available' }).isChecked()).toBe(true);

    // Item 7: on the schedule the member's own name stands out, in words too.
    await page.goto('/current-schedule');
    const own = page.getByText('Mae Phoneby (you)');
    await own.waitFor();
    expect(await own.count()).toBe(1);
    await screenshot(page, 'member-current-schedule-360');
    // Only the name here: the status badges cut at this width are issue 17 item 15, handled apart.
    await expectNothingCut(page, 'Current Schedule at 360 px', 'mark');

    // Item 4: the same e-mailed link opened again keeps the member signed in, with a quiet note.
    await page.goto(link);
    await page.waitForURL('**/dashboard');
    await page
      .getByText('That login link has already been used or has expired. You are still signed in as Mae Phoneby.')
      .waitFor();
    expect(await page.getByText('Login Failed').count()).toBe(0);
    await screenshot(page, 'member-used-link-360', { fullPage: false });

    // At a desk the member's dashboard leads with the next duty too, beside the club.
    await page.setViewportSize(DESKTOP);
    await page.goto('/dashboard');
    await nextDuty.getByText('With Ned Phoneby').waitFor();
    expect((await nextDuty.boundingBox())!.y).toBeLessThan(DESKTOP.height);
    await screenshot(page, 'member-dashboard-1366');
    await expectNothingCut(page, 'dashboard at 1366 px');
    await page.goto('/my-duties');
    await page.getByRole('heading', { name: 'Availability' }).waitFor();
    await screenshot(page, 'member-my-duties-1366');

    // Chromium itself logs the two calls refused while offline; the app logged nothing.
    expect(consoleErrors.filter((error) => !error.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    await context.close();
  });

  it('shows the same screens at 1366 px, and an administrator tells two members of the same name apart', async () => {
    const admin = await fixtures.create({
      first_name: 'Ida',
      last_name: 'Rota',
      email: 'ida.rota@example.org',
      admin: true,
      status: 'exempt',
    });
    const twins = [
      await fixtures.create({ first_name: 'Sam', last_name: 'Twin', email: 'sam.twin@example.org' }),
      await fixtures.create({ first_name: 'Sam', last_name: 'Twin', email: 'sam.twin.junior@example.org' }),
    ];
    await fixtures.assign(SCHEDULE, NIGHTS[2]!, [admin.id, twins[0]!.id]);

    const { page, context, consoleErrors } = await openPage({ viewport: DESKTOP });
    await signInThroughMail(page, admin.email);
    await page.getByTestId('env-badge').waitFor();
    await screenshot(page, 'admin-dashboard-1366');
    await expectNothingCut(page, 'admin dashboard at 1366 px');

    await page.goto('/current-schedule');
    const table = page.getByRole('table', { name: 'Dance Schedule & Assignments' });
    await table.getByText('Ida Rota (you)').waitFor();
    await screenshot(page, 'admin-current-schedule-1366');
    await expectNothingCut(page, 'Current Schedule at 1366 px', 'mark');

    await table.getByText('Ida Rota (you)').click();
    const editor = page.getByRole('dialog', { name: 'Edit Assignment' });
    await editor.getByRole('combobox', { name: 'Squarehead 3' }).fill('Sam Twin');
    await page.getByRole('option', { name: 'Sam Twin (sam.twin@example.org)' }).waitFor();
    await page.getByRole('option', { name: 'Sam Twin (sam.twin.junior@example.org)' }).waitFor();
    await screenshot(page, 'admin-assignment-editor-twins-1366', { fullPage: false });
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await editor.waitFor({ state: 'detached' });

    await page.goto('/my-duties');
    await page.getByRole('radiogroup', { name: `Can you serve on ${formatDanceDate(NIGHTS[0]!, 'en-US')}?` }).waitFor();
    await screenshot(page, 'admin-my-duties-1366');
    await expectNothingCut(page, 'My duties at 1366 px');

    // An administrator on a phone sees their next duty first too.
    await page.setViewportSize(PHONE);
    await page.goto('/dashboard');
    const nextDuty = page.getByTestId('next-duty');
    await nextDuty.getByText(formatDanceDate(NIGHTS[2]!, 'en-US')).waitFor();
    expect((await nextDuty.boundingBox())!.y).toBeLessThan(PHONE.height);
    await screenshot(page, 'admin-dashboard-360', { fullPage: false });

    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
