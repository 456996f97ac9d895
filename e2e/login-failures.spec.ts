import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2e, openPage, screenshot } from './support/browser.js';
import { memberFixtures } from './support/fixtures.js';
import { requestLinkThroughApi } from './support/sign-in.js';

const fixtures = memberFixtures();

async function expectLoginFailed(page: Page) {
  await page.getByText('Login Failed').waitFor();
  await page.getByText('The login link is invalid or has expired.').waitFor();
  await page.getByText('Please request a new login link below.').waitFor();
}

describe('a sign-in link that does not work', () => {
  it('shows Login Failed for an unknown token, with a way to ask for a new link', async () => {
    const { page, context, consoleErrors } = await openPage();
    await page.goto('/login?token=this-token-was-never-issued-by-the-club-app');
    await expectLoginFailed(page);
    await screenshot(page, 'login-failed');
    await page.getByRole('button', { name: 'Request New Login Link' }).click();
    await page.getByRole('button', { name: 'Send Login Link' }).waitFor();
    expect(page.url()).toMatch(/\/login$/);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows Login Failed for a link that was already used', async () => {
    const member = await fixtures.create({ first_name: 'Used', last_name: 'Link', email: 'used-link@example.org' });
    const link = await requestLinkThroughApi(e2e().baseUrl, member.email);
    const first = await openPage();
    await first.page.goto(link);
    await first.page.waitForURL('**/dashboard');
    // Straight from the link to the dashboard, the app still takes on the club colour (SPEC §1): it is the primary
    // shade exactly as chosen (filled buttons use it darkened just enough for white text, apps/web/src/app/theme.ts).
    await expect
      .poll(() =>
        first.page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--mantine-primary-color-6').trim()),
      )
      .toBe('#EA3323');
    await first.context.close();

    const second = await openPage();
    await second.page.goto(link);
    await expectLoginFailed(second.page);
    expect(second.consoleErrors).toEqual([]);
    await second.context.close();
  });

  it('shows Login Failed for a link that expired', async () => {
    const member = await fixtures.create({ first_name: 'Late', last_name: 'Link', email: 'late-link@example.org' });
    const link = await requestLinkThroughApi(e2e().baseUrl, member.email);
    await fixtures.expireLoginTokens(member.id);
    const { page, context, consoleErrors } = await openPage();
    await page.goto(link);
    await expectLoginFailed(page);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('answers the API with 401 for a used, expired or unknown token', async () => {
    const validate = (token: string) =>
      fetch(`${e2e().baseUrl}/api/auth/validate-token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      });
    const response = await validate('unknown-token-unknown-token-unknown-token-xx');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ status: 'error', message: 'The login link is invalid or has expired.' });
  });
});
