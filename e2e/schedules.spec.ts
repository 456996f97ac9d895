import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { e2e, openPage, screenshot } from './support/browser.js';
import { dateAsWritten, fillDate } from './support/date-fields.js';
import { memberFixtures } from './support/fixtures.js';
import { signInThroughMail } from './support/sign-in.js';
import { dismissToast } from './support/toasts.js';

// A quarter well ahead, so no date is in the past and the names never clash with a schedule a person made.
const YEAR = new Date().getFullYear() + 1;
const QUARTER_NAME = `January ${YEAR} Schedule`;
const SINGLE_NAME = `May ${YEAR} Schedule`;

const fixtures = memberFixtures();
// The promoted schedule stays current after the test; this removes it (assignments go with it).
afterAll(() => fixtures.deleteSchedules([QUARTER_NAME, SINGLE_NAME]));

async function choose(page: Page, label: string, name: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Edit Assignment' });
  await dialog.getByRole('combobox', { name: label }).fill(name);
  await page.getByRole('option', { name }).click();
}

/** The first date of the club day (Wednesday by default) in January of YEAR, as the table shows it. */
function firstWednesday(): { iso: string; label: string; short: string } {
  const date = new Date(Date.UTC(YEAR, 0, 1));
  while (date.getUTCDay() !== 3) date.setUTCDate(date.getUTCDate() + 1);
  const day = date.getUTCDate();
  return { iso: date.toISOString().slice(0, 10), label: `Wed, Jan ${day}, ${YEAR}`, short: `Jan ${day}` };
}

describe('the squarehead schedules, as an administrator', () => {
  it('creates, fills, extends, trims, promotes, copies and clears a schedule', async () => {
    const alex = await fixtures.create({
      first_name: 'Alex',
      last_name: 'Quadrille',
      email: 'alex.quadrille@example.org',
    });
    const blair = await fixtures.create({
      first_name: 'Blair',
      last_name: 'Quadrille',
      email: 'blair.quadrille@example.org',
    });
    await fixtures.create({ first_name: 'Casey', last_name: 'Reelwright', email: 'casey.reelwright@example.org' });
    await fixtures.create({ first_name: 'Dana', last_name: 'Sashaymore', email: 'dana.sashaymore@example.org' });
    await fixtures.linkPartners(alex.id, blair.id);

    const { page, context, consoleErrors } = await openPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInThroughMail(page, e2e().adminEmail);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByText('Next Schedule').click();
    await page.waitForURL('**/next-schedule');
    await page.getByRole('heading', { name: 'Next Squarehead Schedule' }).waitFor();

    // Create: the start date fills the end date and the name (SPEC §5); then the quarter's end.
    await page.getByRole('button', { name: 'Create New Schedule' }).first().click();
    const createDialog = page.getByRole('dialog', { name: 'Create New Schedule' });
    await createDialog.getByRole('button', { name: 'Create Schedule' }).click();
    await createDialog.getByText('Schedule name is required').waitFor();
    await fillDate(createDialog.getByLabel('Start Date'), `${YEAR}-01-01`);
    expect(await createDialog.getByLabel('End Date').inputValue()).toBe(dateAsWritten(`${YEAR}-01-01`, 'en'));
    expect(await createDialog.getByLabel('Schedule Name').inputValue()).toBe(QUARTER_NAME);
    await createDialog.getByText('This will add a single dance date (club day validation bypassed)').waitFor();
    await fillDate(createDialog.getByLabel('End Date'), `${YEAR}-03-31`);
    await createDialog.getByRole('button', { name: 'Create Schedule' }).click();
    const created = await dismissToast(page, /^Schedule created with \d+ assignments!$/);
    const createdCount = Number(/\d+/.exec(created)?.[0]);
    await page.getByText(QUARTER_NAME).waitFor();
    const table = page.getByRole('table', { name: 'Dance Schedule & Assignments' });
    expect(await table.getByRole('row').count()).toBe(createdCount + 1);

    // Assign four people to the first night: first the conflict, then the partner warning, then a full night.
    const first = firstWednesday();
    await table.getByRole('row', { name: new RegExp(first.label) }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Assignment' });
    await choose(page, 'Squarehead 1', 'Alex Quadrille');
    await choose(page, 'Squarehead 2', 'Alex Quadrille');
    await editor.getByText('Cannot assign the same person to multiple squarehead positions').waitFor();
    await editor.getByText('Alex Quadrille prefers to be paired with their partner Blair Quadrille').waitFor();
    await choose(page, 'Squarehead 2', 'Blair Quadrille');
    await choose(page, 'Squarehead 3', 'Casey Reelwright');
    await choose(page, 'Squarehead 4', 'Dana Sashaymore');
    await editor
      .getByText('Cannot assign the same person to multiple squarehead positions')
      .waitFor({ state: 'detached' });
    expect(await editor.getByText(/prefers to be paired/).count()).toBe(0);
    await editor.getByLabel('Notes').fill('  Bring the sign-in sheet  ');
    await screenshot(page, 'schedules-editor');
    await editor.getByRole('button', { name: 'Save Assignment' }).click();
    await dismissToast(page, 'Assignment updated successfully!');
    const firstRow = table.getByRole('row', { name: new RegExp(first.label) });
    await firstRow.getByText('Complete').waitFor();
    await firstRow.getByText('Bring the sign-in sheet').waitFor();

    // Add April, then delete its last date.
    await page.getByRole('button', { name: 'Add Dates to Schedule' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add Dates To Schedule' });
    await fillDate(addDialog.getByLabel('Start Date'), `${YEAR}-04-01`);
    await fillDate(addDialog.getByLabel('End Date'), `${YEAR}-04-30`);
    await addDialog.getByRole('button', { name: 'Add Dates' }).click();
    const added = await dismissToast(page, /^Added \d+ new dates to schedule successfully$/);
    const addedCount = Number(/\d+/.exec(added)?.[0]);
    expect(addedCount).toBeGreaterThan(0);
    await expect.poll(() => table.getByRole('row').count()).toBe(createdCount + addedCount + 1);
    await screenshot(page, 'schedules-next');

    const lastRow = table.getByRole('row').last();
    await lastRow.getByRole('button', { name: /^Delete / }).click();
    const deleteDialog = page.getByRole('dialog', { name: 'Delete Date' });
    await deleteDialog.getByText('Club Night').waitFor();
    await deleteDialog.getByRole('button', { name: 'Delete Date' }).click();
    await dismissToast(page, 'Assignment deleted successfully');
    await expect.poll(() => table.getByRole('row').count()).toBe(createdCount + addedCount);

    // Phone width: one card per night instead of the table.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('list', { name: 'Dance Schedule & Assignments' }).waitFor();
    await screenshot(page, 'schedules-next-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Copy the next schedule for the newsletter before promoting it (issue 17): name, period, then the nights.
    await page.getByRole('button', { name: 'Copy to Clipboard' }).click();
    await dismissToast(page, 'Schedule copied to clipboard!');
    const copiedNext = (await page.evaluate(() => navigator.clipboard.readText())).split('\n');
    expect(copiedNext[0]).toBe(QUARTER_NAME);
    expect(copiedNext[1]).toMatch(new RegExp(`^Jan 1, ${YEAR} to [A-Z][a-z]{2} \\d{1,2}, ${YEAR}$`));
    expect(copiedNext[2]).toBe('');
    // A new schedule's nights start with the club night's times (issue 19), on a line of their own after the night's.
    expect(copiedNext.slice(3, 6)).toEqual([
      `${first.short}: Alex & Blair Quadrille, Casey Reelwright, Dana Sashaymore`,
      '    7:30 PM–10:00 PM',
      '    Note: Bring the sign-in sheet',
    ]);

    // Promote, then read it on the current schedule and copy it.
    await page.getByRole('button', { name: 'Promote to Current' }).click();
    const promoteDialog = page.getByRole('dialog', { name: 'Promote Schedule to Current' });
    await promoteDialog.getByText(`Total assignments: ${createdCount + addedCount - 1}`).waitFor();
    await promoteDialog.getByRole('button', { name: 'Promote to Current' }).click();
    await dismissToast(page, 'Schedule promoted to current successfully!');
    await page.getByRole('heading', { name: 'No Next Schedule' }).waitFor();

    await nav.getByText('Current Schedule').click();
    await page.waitForURL('**/current-schedule');
    await page.getByText(QUARTER_NAME).waitFor();
    const currentTable = page.getByRole('table', { name: 'Dance Schedule & Assignments' });
    await currentTable
      .getByRole('row', { name: new RegExp(first.label) })
      .getByText('Complete')
      .waitFor();
    await screenshot(page, 'schedules-current');
    await page.getByRole('button', { name: 'Copy to Clipboard' }).click();
    await dismissToast(page, 'Schedule copied to clipboard!');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split('\n')[3]).toBe(`${first.short}: Alex & Blair Quadrille, Casey Reelwright, Dana Sashaymore`);
    // The name, the period and a blank line, per night its line and its times, and the first night's note.
    expect(copied.split('\n')).toHaveLength(3 + 2 * (createdCount + addedCount - 1) + 1);

    // A one-night schedule: fill its empty slots, then clear it.
    await nav.getByText('Next Schedule').click();
    await page.getByRole('button', { name: 'Create New Schedule' }).first().click();
    await fillDate(createDialog.getByLabel('Start Date'), `${YEAR}-05-05`);
    expect(await createDialog.getByLabel('Schedule Name').inputValue()).toBe(SINGLE_NAME);
    await createDialog.getByRole('button', { name: 'Create Schedule' }).click();
    await dismissToast(page, 'Schedule created with 1 assignments!');
    await page.getByRole('button', { name: 'Fill empty slots' }).click();
    const fillDialog = page.getByRole('dialog', { name: 'Fill Empty Slots' });
    await fillDialog.getByRole('table', { name: 'Proposed assignments' }).waitFor();
    await fillDialog.getByRole('button', { name: 'Save assignments' }).click();
    await dismissToast(page, /^Saved \d+ new assignments$/);
    await table
      .getByRole('row')
      .nth(1)
      .getByText(/Complete|Assigned/)
      .waitFor();

    await page.getByRole('button', { name: 'Clear Next Schedule' }).click();
    const clearDialog = page.getByRole('dialog', { name: 'Clear Next Schedule' });
    await clearDialog.getByText(SINGLE_NAME).waitFor();
    await clearDialog.getByRole('button', { name: 'Clear Next Schedule' }).click();
    await dismissToast(page, `Successfully cleared next schedule "${SINGLE_NAME}" and 1 assignments`);
    await page.getByRole('heading', { name: 'No Next Schedule' }).waitFor();

    expect(consoleErrors).toEqual([]);
  });
});
