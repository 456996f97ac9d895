import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { openPage, screenshot } from './support/browser.js';
import { memberFixtures } from './support/fixtures.js';
import { waitForLoginLink } from './support/mailbox.js';

// Issue 8.5: the main flows once by keyboard alone (Tab, Shift+Tab, Enter, Space, Escape, arrows; no clicks), with
// focus visible where it lands. Only opening the mailed sign-in link is not a key press: a mail client does that.

const YEAR = new Date().getFullYear() + 4;
const SCHEDULE_NAME = `Keyboard Schedule ${YEAR}`;
const DANCE_DATES = [`${YEAR}-10-06`, `${YEAR}-10-13`];
// Its own accounts: sign-in links are limited per address, and other specs use the main administrator's.
const ADMIN_LOGIN = { first_name: 'Kit', last_name: 'Keyadmin', email: 'kit.keyadmin@example.org', admin: true };
const SQUAREHEAD = { first_name: 'Tab', last_name: 'Tabbington', email: 'tab.tabbington@example.org' };
const NEW_MEMBER = { first_name: 'Enid', last_name: 'Enterprise', email: 'enid.enterprise@example.org' };

const fixtures = memberFixtures();
afterAll(async () => {
  await fixtures.deleteSchedules([SCHEDULE_NAME]);
  await fixtures.deleteByEmail([NEW_MEMBER.email]);
});

type Focused = { tag: string; name: string; role: string | null; inDialog: string | null };

/** What has the focus: its tag, accessible name (roughly), role, and the dialog it sits in. */
const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { tag: 'body', name: '', role: null, inDialog: null };
    const namedByContent = ['a', 'button'].includes(element.tagName.toLowerCase()) || element.getAttribute('role') === 'menuitem';
    const labelledBy = element.getAttribute('aria-labelledby');
    const labels = (element as HTMLInputElement).labels;
    const name =
      element.getAttribute('aria-label') ??
      (labelledBy ? document.getElementById(labelledBy.split(' ')[0]!)?.textContent : null) ??
      (labels && labels.length > 0 ? labels[0]!.textContent : null) ??
      (namedByContent ? element.textContent : null) ??
      '';
    const dialog = element.closest('[role="dialog"]');
    const dialogLabel = dialog?.getAttribute('aria-labelledby');
    return {
      tag: element.tagName.toLowerCase(),
      name: name.replace(/\s+/g, ' ').replace(/\s*\*$/, '').trim(),
      role: element.getAttribute('role'),
      inDialog: dialog ? ((dialogLabel && document.getElementById(dialogLabel)?.textContent) ?? '') : null,
    };
  });

/** How the focused element shows its focus: an outline, or (Mantine's fields) a border that changes colour; 'none'. */
const focusIndicator = (page: Page): Promise<string> =>
  page.evaluate(async () => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'none';
    const style = getComputedStyle(element);
    if (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') return `outline ${style.outlineWidth} ${style.outlineStyle}`;
    if (!['input', 'textarea'].includes(element.tagName.toLowerCase())) return 'none';
    // Past the border's 100 ms transition each time.
    const settle = () => new Promise((resolve) => setTimeout(resolve, 150));
    await settle();
    const focusedBorder = getComputedStyle(element).borderColor;
    element.blur();
    await settle();
    const restingBorder = getComputedStyle(element).borderColor;
    element.focus();
    return focusedBorder === restingBorder ? 'none' : `border ${focusedBorder}`;
  });

/** Presses Tab (or Shift+Tab) until the focus is on what `matches` names; fails if it is not reachable. */
async function tabTo(page: Page, matches: string | RegExp, { back = false, max = 80 } = {}): Promise<Focused> {
  const test = (name: string) => (typeof matches === 'string' ? name === matches : matches.test(name));
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (test(now.name)) return now;
  }
  throw new Error(`${String(matches)} was not reached in ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

/** Tab to a control and check that a keyboard user can see where the focus is. */
async function tabToVisible(page: Page, matches: string | RegExp, options?: { back?: boolean; max?: number }): Promise<Focused> {
  const now = await tabTo(page, matches, options);
  expect(await focusIndicator(page), `visible focus on ${now.name}`).not.toBe('none');
  return now;
}

async function waitForToast(page: Page, text: string | RegExp): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

const navigateBySidebar = async (page: Page, label: string, path: string) => {
  await page.locator('body').focus();
  await page.keyboard.press('Escape');
  await tabToVisible(page, label);
  await page.keyboard.press('Enter');
  await page.waitForURL(`**${path}`);
};

describe('the app by keyboard alone', () => {
  it('signs in, navigates, adds a member, edits an assignment and changes a setting with keys only', async () => {
    await fixtures.keepSettings();
    await fixtures.create(ADMIN_LOGIN);
    await fixtures.create(SQUAREHEAD);
    await fixtures.createNextSchedule(SCHEDULE_NAME, DANCE_DATES);
    const { page, context, consoleErrors } = await openPage({ viewport: { width: 1280, height: 900 } });

    // Sign in: Tab to the address, type it, Enter.
    await page.goto('/login');
    await page.getByRole('button', { name: 'Send Login Link' }).waitFor();
    const field = await tabToVisible(page, /email/i);
    expect(field.tag).toBe('input');
    await page.keyboard.type(ADMIN_LOGIN.email);
    const since = Date.now();
    await page.keyboard.press('Enter');
    await page.getByText('Login Link Sent!').waitFor();
    await page.goto(await waitForLoginLink(ADMIN_LOGIN.email, since));
    await page.waitForURL('**/dashboard');

    // The first Tab offers the skip link, which moves the focus to the page's content.
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect((await page.evaluate(() => document.activeElement?.id))).toBe('main-content');

    // Members, through the sidebar; add a member through the form.
    await navigateBySidebar(page, 'Members', '/members');
    await page.getByText(/^Showing \d+ of \d+ members/).waitFor();
    await tabToVisible(page, 'Add Member');
    await page.keyboard.press('Enter');
    const addDialog = page.getByRole('dialog', { name: 'Add Member' });
    await addDialog.waitFor();
    // The focus goes into the dialog, on its first field.
    await expect.poll(() => focused(page)).toMatchObject({ name: 'First Name', inDialog: 'Add Member' });
    await page.keyboard.type(NEW_MEMBER.first_name);
    await tabTo(page, 'Last Name');
    await page.keyboard.type(NEW_MEMBER.last_name);
    await tabTo(page, 'Email');
    await page.keyboard.type(NEW_MEMBER.email);
    // Shift+Tab goes back, and Enter in a field submits the form.
    expect((await tabTo(page, 'Last Name', { back: true })).inDialog).toBe('Add Member');
    await page.keyboard.press('Enter');
    await waitForToast(page, 'Member created successfully!');
    await addDialog.waitFor({ state: 'detached' });
    // Back on the button that opened it.
    expect((await focused(page)).name).toBe('Add Member');

    // A dialog opened from the keyboard closes with Escape and gives the focus back.
    await tabToVisible(page, 'Search members', { back: true });
    await page.keyboard.type(NEW_MEMBER.last_name);
    await page.getByText(/^Showing 1 of \d+ members/).waitFor();
    const editName = `Edit ${NEW_MEMBER.first_name} ${NEW_MEMBER.last_name}`;
    await tabToVisible(page, editName);
    await page.keyboard.press('Enter');
    const editDialog = page.getByRole('dialog', { name: 'Edit Member' });
    await editDialog.waitFor();
    await expect.poll(async () => (await focused(page)).inDialog).toBe('Edit Member');
    await page.keyboard.press('Escape');
    await editDialog.waitFor({ state: 'detached' });
    expect((await focused(page)).name).toBe(editName);

    // The export menu opens with Enter on its first item, the arrow keys move through it, and Escape closes it.
    await tabToVisible(page, 'Export', { back: true });
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    await expect.poll(() => focused(page)).toMatchObject({ name: 'CSV File', role: 'menuitem' });
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toMatchObject({ name: 'PDF File', role: 'menuitem' });
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    expect((await focused(page)).name).toBe('Export');

    // Next schedule: edit the first night's assignment and save it.
    await navigateBySidebar(page, 'Next Schedule', '/next-schedule');
    await page.getByText(SCHEDULE_NAME).first().waitFor();
    const editNight = await tabToVisible(page, /^Edit /);
    await page.keyboard.press('Enter');
    const editor = page.getByRole('dialog', { name: 'Edit Assignment' });
    await editor.waitFor();
    await expect.poll(() => focused(page)).toMatchObject({ name: 'Squarehead 1', inDialog: 'Edit Assignment' });
    // The slots are read-only until the assignable members have loaded ('Loading members...').
    const slot = editor.getByRole('combobox', { name: 'Squarehead 1' });
    await expect.poll(() => slot.getAttribute('readonly')).toBeNull();
    await page.keyboard.type(SQUAREHEAD.last_name);
    await page.getByRole('option', { name: `${SQUAREHEAD.first_name} ${SQUAREHEAD.last_name}` }).waitFor();
    await expect.poll(() => page.getByRole('option').count()).toBe(1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await slot.inputValue()).toBe(`${SQUAREHEAD.first_name} ${SQUAREHEAD.last_name}`);
    await tabToVisible(page, 'Notes');
    await page.keyboard.type('Typed, not clicked');
    await tabToVisible(page, 'Save Assignment');
    await page.keyboard.press('Space');
    await waitForToast(page, 'Assignment updated successfully!');
    await editor.waitFor({ state: 'detached' });
    const table = page.getByRole('table', { name: 'Dance Schedule & Assignments' });
    await table.getByText('Typed, not clicked').waitFor();
    await table.getByText(`${SQUAREHEAD.first_name} ${SQUAREHEAD.last_name}`).first().waitFor();
    expect((await focused(page)).name).toBe(editNight.name);
    // Opened again, the editor closes with Escape straight from its first slot and gives the focus back.
    await page.keyboard.press('Enter');
    await editor.waitFor();
    await expect.poll(() => focused(page)).toMatchObject({ name: 'Squarehead 1', inDialog: 'Edit Assignment' });
    await page.keyboard.press('Escape');
    await editor.waitFor({ state: 'detached' });
    expect((await focused(page)).name).toBe(editNight.name);

    // Admin settings: change the subtitle, save, and the save bar settles (the settings are put back afterwards).
    await navigateBySidebar(page, 'Admin', '/admin');
    await page.getByRole('region', { name: 'Club Information' }).waitFor();
    await tabToVisible(page, 'Club Subtitle');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Typed by keyboard');
    const saveBar = page.getByRole('group', { name: 'Save settings' });
    await saveBar.getByText('Unsaved Changes', { exact: true }).waitFor();
    await tabToVisible(page, 'Save Settings', { max: 200 });
    await page.keyboard.press('Enter');
    await waitForToast(page, 'Settings saved successfully');
    await saveBar.getByText('Unsaved Changes', { exact: true }).waitFor({ state: 'detached' });
    expect(await page.getByLabel('Club Subtitle').inputValue()).toBe('Typed by keyboard');

    // A phone: the navigation drawer opens from its button, takes the focus, and closes on choosing a page.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.locator('body').focus();
    await tabToVisible(page, 'Open navigation', { back: true, max: 200 });
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.waitFor();
    await expect.poll(async () => (await focused(page)).inDialog).toBe('Navigation');
    const dashboardLink = await tabToVisible(page, 'Dashboard');
    expect(dashboardLink.inDialog).toBe('Navigation');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');
    await drawer.waitFor({ state: 'detached' });
    await screenshot(page, 'keyboard-phone-dashboard');

    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
