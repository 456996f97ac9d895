import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DUTY_MESSAGES, NIGHT_MESSAGES } from '@club/shared';
import { formatDanceDate } from '../apps/web/src/lib/dance-date.js';
import { openPage, screenshot } from './support/browser.js';
import { memberFixtures } from './support/fixtures.js';
import { waitForMail } from './support/mailbox.js';
import { signInThroughMail } from './support/sign-in.js';
import { dismissToast } from './support/toasts.js';
import { clubDatabase } from './support/club-database.js';

// Issue 19 parts 1 and 5 on a phone: a night shows its details, an administrator cancels it, and the member's
// calendar feed keeps it as cancelled.
const YEAR = new Date().getFullYear() + 1;
const SCHEDULE = `Cancel night test ${YEAR}`;
const NIGHTS = [`${YEAR}-11-03`, `${YEAR}-11-10`];
const REASON = 'Hall flooded';
const ADMIN = {
  first_name: 'Cora',
  last_name: 'Cancelwell',
  email: 'cora.cancelwell@example.org',
  admin: true,
  status: 'exempt' as const,
};

const fixtures = memberFixtures();
const sql = clubDatabase();
afterAll(async () => {
  await fixtures.deleteSchedules([SCHEDULE]);
  await sql.end();
});

/** Turns on the member's calendar feed on My duties and returns its URL. */
async function calendarUrl(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Create my calendar link' }).click();
  const field = page.getByRole('region', { name: 'My duty nights' }).getByRole('textbox', { name: 'Calendar link' });
  await field.waitFor();
  return field.inputValue();
}

/** The member's duty event of a night, as a calendar app's parser reads it. */
async function feedEvent(url: string, date: string) {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  const events = new ICAL.Component(ICAL.parse(await response.text())).getAllSubcomponents('vevent');
  const event = events.find((candidate) => String(candidate.getFirstPropertyValue('uid')).startsWith(`duty-${date}-`));
  expect(event).toBeDefined();
  return event!;
}

describe('cancelling a dance night', () => {
  it("shows the night's details, cancels it from a phone, and the member's calendar feed marks it cancelled", async () => {
    const member = await fixtures.create({
      first_name: 'Mo',
      last_name: 'Cancelwell',
      email: 'mo.cancelwell@example.org',
    });
    await fixtures.create(ADMIN);
    await fixtures.createNextSchedule(SCHEDULE, NIGHTS);
    await fixtures.assign(SCHEDULE, NIGHTS[0]!, [member.id]);
    await sql`update assignments set start_time = '19:00', end_time = '21:30', caller = 'Cal Caller', program = 'Plus'
               where dance_date = ${NIGHTS[0]!} and schedule_id = (select id from schedules where name = ${SCHEDULE})`;
    const label = formatDanceDate(NIGHTS[0]!, 'en-US');

    const memberPage = await openPage({ viewport: { width: 360, height: 800 } });
    await signInThroughMail(memberPage.page, member.email);
    await memberPage.page.goto('/my-duties');
    const url = await calendarUrl(memberPage.page);
    const before = await feedEvent(url, NIGHTS[0]!);
    expect(before.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(String(before.getFirstPropertyValue('summary'))).toMatch(/\(Plus\)$/);

    let adminPhone: Page | undefined;
    for (const width of [1366, 360]) {
      const { page } = await openPage({ viewport: { width, height: 900 } });
      await signInThroughMail(page, ADMIN.email);
      await page.goto('/next-schedule');
      await page.getByText('7:00 PM–9:30 PM · Caller: Cal Caller · Program: Plus').first().waitFor();
      await screenshot(page, `night-details-${width}`);
      if (width === 1366) {
        await page
          .getByRole('button', { name: `Edit ${label}` })
          .first()
          .click();
        const editor = page.getByRole('dialog', { name: 'Edit Assignment' });
        expect(await editor.getByRole('textbox', { name: 'Caller' }).inputValue()).toBe('Cal Caller');
        await editor.screenshot({ path: 'test-results/night-editor-1366.png' });
        await page.keyboard.press('Escape');
        continue;
      }
      const since = Date.now();
      await page.getByRole('button', { name: `Cancel night of ${label}` }).click();
      const dialog = page.getByRole('dialog', { name: `Cancel ${label}` });
      await dialog.getByRole('textbox', { name: /Reason/ }).fill(REASON);
      await dialog.getByRole('radio', { name: 'The squareheads of that night' }).check();
      await screenshot(page, 'cancel-night-dialog-360', { fullPage: false });
      await dialog.getByRole('button', { name: 'Cancel the night' }).click();
      await dismissToast(page, NIGHT_MESSAGES.cancelled(label, 1, 1));
      await page.getByText(NIGHT_MESSAGES.cancelledLine(REASON)).first().waitFor();
      await page.getByRole('button', { name: `Restore night of ${label}` }).waitFor();
      await screenshot(page, 'night-cancelled-admin-360');
      const mail = await waitForMail(member.email, since, (message) => message.subject.startsWith('Cancelled:'));
      expect(mail.text).toContain(`is cancelled: ${REASON}.`);
      adminPhone = page;
    }

    const after = await feedEvent(url, NIGHTS[0]!);
    expect(after.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(String(after.getFirstPropertyValue('description'))).toContain(NIGHT_MESSAGES.cancelledLine(REASON));

    await memberPage.page.goto('/next-schedule');
    await memberPage.page.getByText(NIGHT_MESSAGES.cancelledLine(REASON)).first().waitFor();
    await memberPage.page.getByText(NIGHT_MESSAGES.cancelledBadge, { exact: true }).first().waitFor();
    await screenshot(memberPage.page, 'night-cancelled-member-360');
    // Issue 24: My duties shows the night cancelled too, and no longer offers it to mark available or not.
    await memberPage.page.goto('/my-duties');
    await memberPage.page.getByText(NIGHT_MESSAGES.cancelledLine(REASON)).first().waitFor();
    expect(await memberPage.page.getByRole('radiogroup', { name: DUTY_MESSAGES.availabilityFor(label) }).count()).toBe(
      0,
    );
    await screenshot(memberPage.page, 'night-cancelled-my-duties-360');

    // Put back on from the phone, telling its squareheads: the member hears it and the feed has the night again.
    const since = Date.now();
    await adminPhone!.getByRole('button', { name: `Restore night of ${label}` }).click();
    const restore = adminPhone!.getByRole('dialog', { name: `Restore ${label}` });
    await restore.getByRole('radio', { name: 'The squareheads of that night' }).waitFor();
    await screenshot(adminPhone!, 'restore-night-dialog-360', { fullPage: false });
    await restore.getByRole('button', { name: 'Restore the night' }).click();
    await adminPhone!.getByRole('button', { name: `Cancel night of ${label}` }).waitFor();
    const back = await waitForMail(member.email, since, (message) => message.subject.startsWith('Back on:'));
    expect(back.text).toContain('is on again after all.');
    expect((await feedEvent(url, NIGHTS[0]!)).getFirstPropertyValue('status')).toBe('CONFIRMED');
  }, 240_000);
});
