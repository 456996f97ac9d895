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

  it("names the route's own chunks in the page it sends, so they load alongside the entry", async () => {
    const myDuties = await (await fetch(`${e2e().baseUrl}/my-duties`)).text();
    expect(myDuties).toMatch(/<link rel="modulepreload" crossorigin href="\.\/assets\/my-duties-page-[^"]+\.js">/);
    expect(myDuties).toMatch(/<link rel="modulepreload" crossorigin href="\.\/assets\/app-layout-[^"]+\.js">/);
    const login = await (await fetch(`${e2e().baseUrl}/login`)).text();
    expect(login).not.toContain('app-main-');
    expect(login).not.toContain('app-layout-');
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
