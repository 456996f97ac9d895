import fs from 'node:fs/promises';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, inject } from 'vitest';

export const e2e = () => inject('e2e');

// Chromium as this machine runs it: headless, no sandbox as root, and no background traffic to the closed network.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  // A page is never treated as hidden: timers, animation frames and transitions run as in a window in front.
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
];

let browser: Promise<Browser> | undefined;

/** One Chromium per spec file, launched on first use; this hook closes it after the file's tests. */
function sharedBrowser(): Promise<Browser> {
  browser ??= chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  return browser;
}
afterAll(async () => {
  await (await browser)?.close();
});

export type TrackedPage = { page: Page; context: BrowserContext; consoleErrors: string[] };

/**
 * A page in a fresh context (no shared cookies or storage) whose console errors and uncaught exceptions are
 * collected: a spec fails when any appear (ARCHITECTURE.md: console errors fail tests).
 */
export async function openPage(
  options: {
    viewport?: { width: number; height: number };
    baseUrl?: string;
    signal?: AbortSignal;
    /** The browser's language (`navigator.languages` and Accept-Language), as a visitor not signed in is read. */
    locale?: string;
  } = {},
): Promise<TrackedPage> {
  const context = await (
    await sharedBrowser()
  ).newContext({
    baseURL: options.baseUrl ?? e2e().baseUrl,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    ...(options.locale ? { locale: options.locale } : {}),
  });
  // Vitest does not stop a test that ran out of time: given the test's signal, its page closes then, instead of going
  // on pressing keys and changing the club's data beside the tests that follow.
  options.signal?.addEventListener('abort', () => void context.close(), { once: true });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A 401 or 4xx answer the app expects (a used link, a signed-out check) is logged by Chromium itself.
    if (/Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())) return;
    consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { page, context, consoleErrors };
}

/** The whole page, or with `fullPage: false` only what is on screen (to see what stays in view while scrolling). */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  const dir = path.resolve('test-results');
  await fs.mkdir(dir, { recursive: true });
  // A dialog caught in its opening transition would be drawn half transparent over the page.
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage, animations: 'disabled' });
}
