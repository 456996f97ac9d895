import type { Page } from 'playwright-core';
import { anyLanguage } from './language.js';
import { waitForLoginLink } from './mailbox.js';

/**
 * Signs in the way a member does: asks for a link on the login page, reads it from the mail, opens it, and returns
 * the link. `baseUrl` is for a server other than the suite's (a path in goto would drop its base path).
 */
export async function signInThroughMail(page: Page, email: string, baseUrl = ''): Promise<string> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/e-?mail/i).fill(email);
  const since = Date.now();
  await page.getByRole('button', { name: anyLanguage('Send Login Link') }).click();
  await page.getByText(anyLanguage('Login Link Sent!')).waitFor();
  const link = await waitForLoginLink(email, since);
  await page.goto(link);
  await page.waitForURL('**/dashboard');
  return link;
}

/** Requests a link for `email` through the API (as the login page does) and returns it from the mail. */
export async function requestLinkThroughApi(baseUrl: string, email: string): Promise<string> {
  const since = Date.now();
  const response = await fetch(`${baseUrl}/api/auth/send-login-link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (!response.ok) throw new Error(`send-login-link answered ${response.status}`);
  return waitForLoginLink(email, since);
}
