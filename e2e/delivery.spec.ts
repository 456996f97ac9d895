import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2e, openPage } from './support/browser.js';
import { signInThroughMail } from './support/sign-in.js';

// Issue 18: what the browser gets, as Chromium receives it from the built server.
const isScript = (response: Response) => /\/assets\/[^/]+\.js$/.test(new URL(response.url()).pathname);

describe('delivery of the web app', () => {
  it('sends the sign-in page its own scripts only, brotli-compressed and cached for good, and the page revalidated', async () => {
    const { page, context, consoleErrors } = await openPage();
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (isScript(response)) scripts.push(response);
    });
    const documentResponse = await page.goto('/login');
    await page.getByRole('button', { name: 'Send Login Link' }).waitFor();

    expect(documentResponse?.headers()['cache-control']).toBe('no-cache');
    expect(scripts.length).toBeGreaterThan(1);
    for (const script of scripts) {
      const headers = await script.allHeaders();
      expect(headers['content-encoding'], script.url()).toBe('br');
      expect(headers['cache-control'], script.url()).toBe('public, max-age=31536000, immutable');
    }
    const names = scripts.map((script) => new URL(script.url()).pathname.split('/').pop()!);
    // The sign-in page is in the first script (decision 035): not the app, the shell, the roster's table, the map
    // or the PDF maker.
    expect(names.some((name) => name.startsWith('index-'))).toBe(true);
    for (const other of [
      'app-main-',
      'app-layout-',
      'members-page-',
      'map-page-',
      'member-map-',
      'roster-pdf-',
      'admin-page-',
    ]) {
      expect(names.filter((name) => name.startsWith(other))).toEqual([]);
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('sends a signed-out visit to /members to the sign-in page without fetching the signed-in app', async () => {
    const { page, context, consoleErrors } = await openPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/[^/]+\.js$/.test(new URL(request.url()).pathname)) scripts.push(request.url());
    });
    await page.goto('/members?status=loa#top');
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Send Login Link' }).waitFor();

    const names = scripts.map((url) => new URL(url).pathname.split('/').pop()!);
    expect(names.some((name) => name.startsWith('index-'))).toBe(true);
    // The entry decided (issue 18): neither the app, its shell, the page nor their libraries were asked for.
    for (const other of ['app-main-', 'app-layout-', 'members-page-', 'trpc-', 'dist-']) {
      expect(names.filter((name) => name.startsWith(other))).toEqual([]);
    }
    // Where the visitor was going is kept as the app's own redirect keeps it (SPEC §2).
    expect(await page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr)).toEqual({
      from: { pathname: '/members', search: '?status=loa', hash: '#top' },
    });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("names the route's own chunks in the page it sends, so they load alongside the entry", async () => {
    // Only to a request with a session: a signed-out one goes to the sign-in page, which needs none of them.
    const myDuties = await (
      await fetch(`${e2e().baseUrl}/my-duties`, { headers: { cookie: 'club_session=x' } })
    ).text();
    expect(myDuties).toMatch(/<link rel="modulepreload" crossorigin href="\.\/assets\/my-duties-page-[^"]+\.js">/);
    expect(myDuties).toMatch(/<link rel="modulepreload" crossorigin href="\.\/assets\/app-main-[^"]+\.js">/);
    expect(myDuties).toMatch(/<link rel="modulepreload" crossorigin href="\.\/assets\/app-shell-[^"]+\.js">/);
    const login = await (await fetch(`${e2e().baseUrl}/login`)).text();
    expect(login).not.toContain('app-main-');
    expect(login).not.toContain('app-shell-');
    const signedOut = await (await fetch(`${e2e().baseUrl}/my-duties`)).text();
    expect(signedOut).not.toContain('app-main-');
    expect(signedOut).not.toContain('my-duties-page-');
  });

  it('fetches a page as the pointer reaches its sidebar entry, before the click', async () => {
    const { page, context, consoleErrors } = await openPage();
    await signInThroughMail(page, e2e().adminEmail);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();

    const membersScript = page.waitForResponse(
      (response) => isScript(response) && /\/members-page-[^/]+\.js$/.test(response.url()),
    );
    await page.getByRole('navigation', { name: 'Main navigation' }).getByText('Members', { exact: true }).hover();
    await membersScript;
    expect(page.url()).toMatch(/\/dashboard$/);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
