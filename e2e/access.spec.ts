import { describe, expect, it } from 'vitest';
import { openPage, screenshot } from './support/browser.js';
import { memberFixtures } from './support/fixtures.js';
import { signInThroughMail } from './support/sign-in.js';

const fixtures = memberFixtures();

describe('what a member may see', () => {
  it('shows Access Denied on /admin to a member who is not an admin, and no Admin entry', async () => {
    const member = await fixtures.create({ first_name: 'Mary', last_name: 'Member', email: 'mary.member@example.org' });
    const { page, context, consoleErrors } = await openPage();
    await signInThroughMail(page, member.email);
    const nav = page.getByRole('navigation').first();
    await nav.getByText('Members').waitFor();
    expect(await nav.getByText('Admin', { exact: true }).count()).toBe(0);

    await page.goto('/admin');
    await page.getByText('Access Denied').waitFor();
    await screenshot(page, 'access-denied');
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForURL('**/dashboard');

    await page.goto('/no-such-page');
    await page.getByText('Page Not Found').waitFor();
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('logs out: the session ends and protected pages send the member to /login', async () => {
    const member = await fixtures.create({ first_name: 'Leo', last_name: 'Leaving', email: 'leo.leaving@example.org' });
    const { page, context, consoleErrors } = await openPage();
    await signInThroughMail(page, member.email);
    const token = await page.evaluate(() => {
      const stored = Object.values(localStorage).find((value) => value.includes('"token"'));
      return stored ? (JSON.parse(stored) as { token: string }).token : undefined;
    });
    expect(token).toBeTruthy();
    await page
      .getByRole('button', { name: /Logout/ })
      .first()
      .click();
    await page.waitForURL('**/login');
    await page.goto('/members');
    await page.waitForURL('**/login');
    const me = await page.request.get('/api/trpc/auth.me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('ignores dev_auth=admin on a production server', async () => {
    const { page, context } = await openPage();
    await page.goto('/dashboard?dev_auth=admin');
    await page.waitForURL('**/login**');
    await page.getByRole('button', { name: 'Send Login Link' }).waitFor();
    expect((await context.cookies()).some((cookie) => cookie.name === 'club_session')).toBe(false);
    await context.close();
  });
});

describe('on a phone', () => {
  it('puts navigation in a slide-out drawer', async () => {
    const member = await fixtures.create({ first_name: 'Pat', last_name: 'Phone', email: 'pat.phone@example.org' });
    const { page, context, consoleErrors } = await openPage({ viewport: { width: 375, height: 740 } });
    await signInThroughMail(page, member.email);
    await screenshot(page, 'dashboard-phone');
    await page
      .getByRole('button', { name: /navigation/i })
      .first()
      .click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.waitFor();
    await drawer.getByText('Current Schedule').waitFor();
    // Let the slide-in finish so the screenshot shows the drawer, not the animation.
    await page.waitForTimeout(400);
    await screenshot(page, 'navigation-drawer-phone');
    await drawer.getByText('Members').click();
    await page.waitForURL('**/members');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
