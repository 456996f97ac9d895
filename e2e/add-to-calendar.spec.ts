import fs from 'node:fs/promises';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { ADD_TO_CALENDAR_MESSAGES } from '@club/shared';
import { expectNoSeriousViolations } from './support/axe.js';
import { openPage, screenshot } from './support/browser.js';
import { memberFixtures } from './support/fixtures.js';
import { signInThroughMail } from './support/sign-in.js';

// Issue 26 item 4: "Add to calendar" offers each calendar its own way in, on a phone and on a laptop, and the
// one-time download is a feed a calendar app reads with the club's zone.
const YEAR = new Date().getFullYear() + 1;
const SCHEDULE = `Add to calendar test ${YEAR}`;
const NIGHTS = [`${YEAR}-01-13`, `${YEAR}-07-14`];

const fixtures = memberFixtures();
afterAll(() => fixtures.deleteSchedules([SCHEDULE]));

/** What a parser reads of the downloaded file: its zones, and each night's start as TZID and wall-clock time. */
function readCalendar(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return {
    zones: calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid')),
    starts: calendar.getAllSubcomponents('vevent').map((event) => {
      const start = event.getFirstProperty('dtstart')!;
      return [start.getParameter('tzid'), String(start.getFirstValue())];
    }),
  };
}

/** Every way to add the calendar is at least 48 px high, and the page does not scroll sideways. */
async function expectLargeTargets(page: Page) {
  const ways = page.getByRole('list', { name: ADD_TO_CALENDAR_MESSAGES.listLabel });
  // A link covers its whole row (the help line included): the row's box is what a finger hits.
  const heights = await ways
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.closest('li')!.getBoundingClientRect().height));
  expect(heights).toHaveLength(5);
  for (const height of heights) expect(height).toBeGreaterThanOrEqual(48);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

describe('Add to calendar', () => {
  it('offers Google, Apple, Outlook, a download and copying, at 360 and 1366 px', async () => {
    await fixtures.keepSettings();
    await fixtures.setSetting('system_timezone', 'Europe/Berlin');
    await fixtures.setSetting('club_night_start', '19:30');
    await fixtures.setSetting('club_night_end', '22:00');
    const member = await fixtures.create({
      first_name: 'Cal',
      last_name: 'Endarson',
      email: 'cal.endarson@example.org',
    });
    await fixtures.createNextSchedule(SCHEDULE, NIGHTS);
    for (const night of NIGHTS) await fixtures.assign(SCHEDULE, night, [member.id]);

    const phone = await openPage({ viewport: { width: 360, height: 800 } });
    await phone.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInThroughMail(phone.page, member.email);
    await phone.page.goto('/my-duties');
    const block = phone.page.getByRole('region', { name: 'My duty nights' });
    await block.getByRole('button', { name: 'Create my calendar link' }).click();
    const ways = block.getByRole('list', { name: ADD_TO_CALENDAR_MESSAGES.listLabel });
    await ways.waitFor();
    const url = await block.getByRole('textbox', { name: 'Calendar link' }).inputValue();
    expect(await ways.getByRole('link', { name: 'Apple Calendar (iPhone, iPad, Mac)' }).getAttribute('href')).toBe(
      url.replace(/^https?:/, 'webcal:'),
    );
    expect(await ways.getByRole('link', { name: 'Google Calendar' }).getAttribute('href')).toBe(
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(url.replace(/^https?:/, 'webcal:'))}`,
    );
    await expectLargeTargets(phone.page);
    await expectNoSeriousViolations(phone.page, 'My duties with the ways to add the calendar open, 360 px');
    await block.screenshot({ path: 'test-results/add-to-calendar-360.png', animations: 'disabled' });

    await block.getByRole('button', { name: ADD_TO_CALENDAR_MESSAGES.copy.button, exact: true }).click();
    await block.getByText(ADD_TO_CALENDAR_MESSAGES.copy.confirmation).waitFor();
    expect(await phone.page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await block.getByText(ADD_TO_CALENDAR_MESSAGES.copy.confirmation).scrollIntoViewIfNeeded();
    await screenshot(phone.page, 'add-to-calendar-copied-360', { fullPage: false });

    // A tap on the row's help line, not its title: the whole row is the link's target. (A locator's click would
    // refuse, seeing the link's cover over the text; the mouse goes where a finger would.)
    const help = (await ways.getByText(ADD_TO_CALENDAR_MESSAGES.download.help).boundingBox())!;
    const [download] = await Promise.all([
      phone.page.waitForEvent('download'),
      phone.page.mouse.click(help.x + help.width / 2, help.y + help.height / 2),
    ]);
    expect(download.suggestedFilename()).toBe('squarehead-calendar.ics');
    const file = await download.path();
    expect(readCalendar(await fs.readFile(file, 'utf8'))).toEqual({
      zones: ['Europe/Berlin'],
      starts: NIGHTS.map((night) => ['Europe/Berlin', `${night}T19:30:00`]),
    });
    expect(phone.consoleErrors).toEqual([]);

    const laptop = await openPage({ viewport: { width: 1366, height: 900 } });
    await signInThroughMail(laptop.page, member.email);
    await laptop.page.goto('/my-duties');
    // Not yet read by a calendar app (the download does not count), so the ways are still open.
    await laptop.page
      .getByRole('region', { name: 'My duty nights' })
      .getByRole('list', { name: ADD_TO_CALENDAR_MESSAGES.listLabel })
      .waitFor();
    await expectLargeTargets(laptop.page);
    await screenshot(laptop.page, 'add-to-calendar-1366');
    await laptop.page
      .getByRole('region', { name: 'My duty nights' })
      .screenshot({ path: 'test-results/add-to-calendar-card-1366.png', animations: 'disabled' });
    expect(laptop.consoleErrors).toEqual([]);
  });
});
