// Issue 18: how long a phone on slow 4G waits for a page, measured in Chromium with the network throttled through
// the DevTools protocol (Lighthouse's slow-4G figures), every run with an empty cache.
import type { Locator, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { CHROMIUM } from './env.js';
import { median } from './measure.js';

/** Lighthouse's mobile slow-4G profile (lighthouse/core/config/constants.js), as DevTools applies it per request. */
export const SLOW_4G = { latencyMs: 562.5, downloadKbps: 1474.56, uploadKbps: 675 };
const kbpsToBytesPerSecond = (kbps: number) => (kbps * 1024) / 8;

export type ThrottledTarget = {
  url: string;
  /** What must be on screen for the page to count as shown. */
  shown: (page: Page) => Locator;
  /** Whatever must have left the screen too (loading placeholders). */
  settled?: (page: Page) => Locator;
  /** Signed in: the session cookie and the web app's stored session. */
  session?: { cookie: { name: string; value: string; url: string }; storage: { key: string; value: string } };
};

/** Milliseconds from the start of navigation until the target is shown, for each of `runs` cold loads. */
export async function timeToShown(target: ThrottledTarget, runs: number): Promise<{ runs: number[]; median: number }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  const times: number[] = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      // A phone-sized window in a fresh context: nothing cached from the run before.
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
      });
      if (target.session) {
        const { cookie, storage } = target.session;
        await context.addCookies([cookie]);
        await context.addInitScript(
          ([key, value]) =>
            (
              globalThis as unknown as { localStorage: { setItem: (k: string, v: string) => void } }
            ).localStorage.setItem(key, value),
          [storage.key, storage.value] as const,
        );
      }
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: SLOW_4G.latencyMs,
        downloadThroughput: kbpsToBytesPerSecond(SLOW_4G.downloadKbps),
        uploadThroughput: kbpsToBytesPerSecond(SLOW_4G.uploadKbps),
      });
      await page.goto(target.url, { waitUntil: 'commit', timeout: 120_000 });
      await target.shown(page).first().waitFor({ timeout: 120_000 });
      if (target.settled) await target.settled(page).first().waitFor({ state: 'detached', timeout: 120_000 });
      // performance.now() counts from the start of the navigation, in the page's own clock.
      times.push(await page.evaluate(() => performance.now()));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { runs: times, median: median(times) };
}
