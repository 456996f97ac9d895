import { describe, expect, it } from 'vitest';
import { e2e, openPage, screenshot } from './support/browser.js';
import { signInThroughMail } from './support/sign-in.js';

describe('signing in with an e-mailed link', () => {
  it('sends a protected page to /login, then the mailed link lands on the dashboard', async () => {
    const { page, context, consoleErrors } = await openPage();
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: /Login/ }).waitFor();
    await page.getByText("Enter your email address and we'll send you a secure login link.").waitFor();
    expect(await page.getByRole('button', { name: 'Send Login Link' }).isDisabled()).toBe(true);
    await screenshot(page, 'login-desktop');

    await signInThroughMail(page, e2e().adminEmail);
    await page.getByText('Welcome back').first().waitFor();

    // SPEC §2 dashboard: member count, database type and status, club info, system status.
    await page.getByTestId('member-count').waitFor();
    expect(Number(await page.getByTestId('member-count').textContent())).toBeGreaterThanOrEqual(1);
    const main = page.getByRole('main');
    await main.getByText('PostgreSQL').first().waitFor();
    expect((await main.textContent())?.toLowerCase()).toContain('connected');
    await main.getByText('Square Dance Club').first().waitFor();
    await main.getByText('Wednesday').first().waitFor();
    expect(await page.getByTestId('env-badge').textContent()).toBe('PROD');
    await screenshot(page, 'dashboard-desktop');

    // The session is an HttpOnly cookie the page's scripts cannot read.
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'club_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('club_session');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the sent state with the address and lets the member send another', async () => {
    const { page, context, consoleErrors } = await openPage();
    await page.goto('/login');
    await page.getByLabel(/email/i).fill('not-on-the-roster@example.org');
    await page.getByRole('button', { name: 'Send Login Link' }).click();
    // The same answer as for a member: nothing tells a stranger who is on the roster.
    await page.getByText('Login Link Sent!').waitFor();
    await page.getByText('not-on-the-roster@example.org').waitFor();
    await page.getByRole('button', { name: 'Send Another Link' }).click();
    await page.getByRole('button', { name: 'Send Login Link' }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
