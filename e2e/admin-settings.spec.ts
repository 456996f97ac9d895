import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { e2e, openPage, screenshot } from './support/browser.js';
import { memberFixtures } from './support/fixtures.js';
import { waitForMail } from './support/mailbox.js';
import { signInThroughMail } from './support/sign-in.js';
import { dismissToast } from './support/toasts.js';

// Two years ahead, so the dates never meet the schedules spec's or a real club's.
const YEAR = new Date().getFullYear() + 2;
const SCHEDULE_NAME = `Admin Settings E2E ${YEAR}`;
const DANCE_DATES = [`${YEAR}-06-02`, `${YEAR}-06-09`, `${YEAR}-06-16`];
// Dark enough for white text (5.3:1), so buttons show it exactly as chosen; a lighter colour is darkened a little.
const GREEN = { hex: '#2b7a3b', rgb: 'rgb(43, 122, 59)' };

const fixtures = memberFixtures();
// The danger zone clears the schedule; this only catches a run that stopped half-way.
afterAll(() => fixtures.deleteSchedules([SCHEDULE_NAME]));

const card = (page: Page, title: string) => page.getByRole('region', { name: title });
const styleOf = (locator: Locator, property: 'color' | 'backgroundColor') =>
  locator.evaluate((element, name) => getComputedStyle(element)[name], property);

describe('the admin settings page', () => {
  it('previews the colour live, asks before another section drops it, validates, saves, resets, sends a test e-mail, tests reminders and clears a schedule', async () => {
    await fixtures.keepSettings();
    await fixtures.createNextSchedule(SCHEDULE_NAME, DANCE_DATES);

    const { page, consoleErrors } = await openPage();
    await signInThroughMail(page, e2e().adminEmail);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByText('Admin').click();
    // Decision 061: /admin opens the Club section, marked current in the list of sections.
    await page.waitForURL('**/admin/club');
    const sections = page.getByRole('navigation', { name: 'Admin sections' });
    const section = (name: string) => sections.getByRole('link', { name });
    await card(page, 'Club Information').waitFor();
    expect(await section('Club').getAttribute('aria-current')).toBe('page');
    const saveBar = page.getByRole('group', { name: 'Save settings' });
    const saveButton = saveBar.getByRole('button', { name: 'Save Settings' });
    const resetButton = saveBar.getByRole('button', { name: 'Reset Changes' });
    expect(await saveButton.isDisabled()).toBe(true);
    expect(await resetButton.isDisabled()).toBe(true);

    // The colour shows across the app while it is chosen, before anything is saved.
    const adminLink = nav.getByRole('link', { name: 'Admin' });
    const savedLinkColor = await styleOf(adminLink, 'color');
    await page.getByLabel('Club Color').fill(GREEN.hex);
    await page.keyboard.press('Escape');
    await saveBar.getByText('Unsaved Changes', { exact: true }).waitFor();
    await expect.poll(() => styleOf(saveButton, 'backgroundColor')).toBe(GREEN.rgb);
    await expect.poll(() => styleOf(adminLink, 'color')).not.toBe(savedLinkColor);

    // Another section would drop the edit: the page asks first, and Stay keeps it.
    await section('E-mail and reminders').click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.getByRole('button', { name: 'Stay on this page' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/admin\/club$/);
    expect(await page.getByLabel('Club Color').inputValue()).toBe(GREEN.hex);
    // So does Back, which the browser has taken before the page can ask: it steps forward again, and Stay keeps the edit.
    await page.goBack();
    await leave.getByRole('button', { name: 'Stay on this page' }).click();
    await leave.waitFor({ state: 'detached' });
    await page.waitForURL(/\/admin\/club$/);
    expect(await page.getByLabel('Club Color').inputValue()).toBe(GREEN.hex);

    // An empty club name stops the save with the SPEC §5 message under the field.
    const clubName = page.getByLabel(/^Club Name/);
    const savedName = await clubName.inputValue();
    await clubName.fill('');
    await saveButton.click();
    await dismissToast(page, 'Please fix the validation errors before saving');
    await page.getByText('Club name is required').waitFor();
    await clubName.fill(savedName);
    await saveButton.click();
    await dismissToast(page, 'Settings saved successfully');
    await saveBar.getByText('Unsaved Changes', { exact: true }).waitFor({ state: 'detached' });
    expect(await saveButton.isDisabled()).toBe(true);
    await screenshot(page, 'admin-settings');

    // A reload of the section's own URL opens it again (the saved colour shows in the e-mail section below).
    await page.reload();
    await card(page, 'Club Information').waitFor();
    expect(await section('Club').getAttribute('aria-current')).toBe('page');
    expect(
      await page.getByRole('group', { name: 'Save settings' }).getByText('Unsaved Changes', { exact: true }).count(),
    ).toBe(0);

    // Reset returns every field to what was saved.
    const subtitle = page.getByLabel('Club Subtitle');
    const savedSubtitle = await subtitle.inputValue();
    await subtitle.fill('Squares, rounds and a little chaos');
    await saveBar.getByText('Unsaved Changes', { exact: true }).waitFor();
    await resetButton.click();
    await saveBar.getByText('Unsaved Changes', { exact: true }).waitFor({ state: 'detached' });
    expect(await subtitle.inputValue()).toBe(savedSubtitle);

    // The e-mail section, one tap away: this server sends mail through SMTP_URL, so the SMTP card says so and its
    // fields are read-only (issue 17).
    await section('E-mail and reminders').click();
    await page.waitForURL('**/admin/email');
    const smtp = card(page, 'SMTP Email Configuration');
    await smtp.getByText('Mail goes through SMTP_URL', { exact: true }).waitFor();
    expect(await smtp.getByLabel('SMTP Port').getAttribute('readonly')).not.toBeNull();
    expect(await smtp.getByRole('button', { name: 'Test SMTP' }).isDisabled()).toBe(true);
    expect(await styleOf(page.getByRole('button', { name: 'Send test email' }), 'backgroundColor')).toBe(GREEN.rgb);

    // The preview is rendered as the server renders the mail, and a test e-mail of it reaches the mailbox.
    const template = card(page, 'Email Template Customization');
    await template.frameLocator('iframe[title="Email preview"]').getByText('Hello Jordan Sample,').waitFor();
    expect(await template.getByLabel('Send test email to').inputValue()).toBe(e2e().adminEmail);
    const since = Date.now();
    await template.getByRole('button', { name: 'Send test email' }).click();
    await dismissToast(page, 'Test email sent successfully!');
    const mail = await waitForMail(e2e().adminEmail, since, (candidate) =>
      candidate.subject.startsWith('Squarehead reminder'),
    );
    expect(mail.text).toContain('Hello Jordan Sample,');

    // The reminder test runs for today as soon as it opens.
    await page.getByRole('button', { name: 'Test Reminder System' }).click();
    const reminders = page.getByRole('dialog', { name: 'Test Reminder System' });
    await reminders
      .getByText(/^(No reminder emails would be sent on|\d+ reminder email\(s\) would be sent on) \d{4}-\d{2}-\d{2}\.$/)
      .waitFor();
    await screenshot(page, 'admin-settings-reminder-test');
    await page.keyboard.press('Escape');
    await reminders.waitFor({ state: 'detached' });

    // On a phone the cards stack and the save bar stays on screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByLabel('SMTP Host').scrollIntoViewIfNeeded();
    // Measured once the page has laid itself out again for the narrower window.
    await expect
      .poll(async () => {
        const bar = await saveBar.boundingBox();
        return bar && bar.y + bar.height;
      })
      .toBeLessThanOrEqual(844);
    await screenshot(page, 'admin-settings-phone');
    await screenshot(page, 'admin-settings-phone-scrolled', { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 800 });

    // The maintenance section's code, held back as on a slow line: its link says it is coming until it arrives.
    let releaseChunk = () => {};
    const chunkHeld = new Promise<void>((resolve) => (releaseChunk = resolve));
    const maintenanceChunk = '**/assets/maintenance-section-*.js';
    await page.route(maintenanceChunk, async (route) => {
      await chunkHeld;
      await route.continue();
    });
    await section('Maintenance').click();
    await sections.locator('a[aria-busy="true"]', { hasText: 'Maintenance' }).waitFor();
    expect(await section('E-mail and reminders').getAttribute('aria-current')).toBe('page');
    releaseChunk();
    await page.waitForURL('**/admin/maintenance');
    await sections.locator('a[aria-busy="true"]').waitFor({ state: 'detached' });
    expect(await section('Maintenance').getAttribute('aria-current')).toBe('page');
    await page.unroute(maintenanceChunk);

    // Every IANA time zone can be found by typing (issue 17); nothing is chosen here.
    const system = card(page, 'System Settings');
    await system.getByLabel(/^Time Zone/).click();
    await system.getByLabel(/^Time Zone/).fill('Berlin');
    await page.getByRole('option', { name: 'Europe/Berlin' }).waitFor();
    await screenshot(page, 'admin-settings-time-zone', { fullPage: false });
    await page.keyboard.press('Escape');

    // An invalid upload size stops the save with the SPEC §5 message under the field.
    await system.getByLabel('Max Upload Size').fill('500');
    await saveButton.click();
    await dismissToast(page, 'Please fix the validation errors before saving');
    await system.getByText('Upload size must be a number between 1 and 100 MB').waitFor();
    await system.getByLabel('Max Upload Size').fill('25');
    await system.getByText('Upload size must be a number between 1 and 100 MB').waitFor({ state: 'detached' });
    await saveButton.click();
    await dismissToast(page, 'Settings saved successfully');
    await saveBar.getByText('Unsaved Changes', { exact: true }).waitFor({ state: 'detached' });

    // The danger zone clears the next schedule behind a confirmation.
    await card(page, 'Maintenance Operations').getByRole('button', { name: 'Clear Next Schedule' }).click();
    const confirm = page.getByRole('dialog', { name: 'Clear Next Schedule' });
    await confirm.getByRole('button', { name: 'Clear Next Schedule' }).click();
    await dismissToast(
      page,
      `Successfully cleared next schedule "${SCHEDULE_NAME}" and ${DANCE_DATES.length} assignments`,
    );
    await confirm.waitFor({ state: 'detached' });

    expect(consoleErrors).toEqual([]);
  });
});
