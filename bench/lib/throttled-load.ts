// Issue 18: how long a phone on slow 4G waits for a page, measured in Chromium with the network throttled through
// the DevTools protocol (Lighthouse's slow-4G figures), every run with an empty cache. Issue 26: or an old laptop.
import type { Locator, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { CHROMIUM } from './env.js';
import { median } from './measure.js';

/** Lighthouse's mobile slow-4G profile (lighthouse/core/config/constants.js), as DevTools applies it per request. */
export const SLOW_4G = { latencyMs: 562.5, downloadKbps: 1474.56, uploadKbps: 675 };

/** Where a page is opened: the network, how much slower the CPU runs than this machine's, and the screen. */
export type DeviceProfile = {
  network: { latencyMs: number; downloadKbps: number; uploadKbps: number };
  cpuSlowdown: number;
  viewport: { width: number; height: number };
  isMobile: boolean;
};
/** Issue 18: a phone on slow 4G (the CPU not slowed). */
export const PHONE_ON_SLOW_4G: DeviceProfile = {
  network: SLOW_4G,
  cpuSlowdown: 1,
  viewport: { width: 412, height: 823 },
  isMobile: true,
};
/**
 * Issue 26: an old laptop on home broadband, the admins' machine (1366 px): Lighthouse's desktop figures for the
 * network (40 ms, 10 Mbit/s) and a CPU at half this machine's speed, between Lighthouse's desktop (1×) and its
 * mid-range phone (4×).
 */
export const OLD_LAPTOP: DeviceProfile = {
  network: { latencyMs: 40, downloadKbps: 10_240, uploadKbps: 10_240 },
  cpuSlowdown: 2,
  viewport: { width: 1366, height: 768 },
  isMobile: false,
};
const kbpsToBytesPerSecond = (kbps: number) => (kbps * 1024) / 8;

export type ThrottledTarget = {
  url: string;
  /** What must be on screen for the page to count as shown. */
  shown: (page: Page) => Locator;
  /** Whatever must have left the screen too (loading placeholders). */
  settled?: (page: Page) => Locator;
  /** Signed in: the session cookie and the web app's stored session. */
  session?: { cookie: { name: string; value: string; url: string }; storage: { key: string; value: string } };
  /** The address the page must end at (a redirect's target), when not the one opened. */
  endsAt?: RegExp;
};

/** Milliseconds from the start of navigation until the target is shown, for each of `runs` cold loads. */
export async function timeToShown(
  target: ThrottledTarget,
  runs: number,
  profile: DeviceProfile = PHONE_ON_SLOW_4G,
): Promise<{ runs: number[]; median: number }> {
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
      // A fresh context: nothing cached from the run before.
      const context = await browser.newContext({
        viewport: profile.viewport,
        isMobile: profile.isMobile,
        hasTouch: profile.isMobile,
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
        latency: profile.network.latencyMs,
        downloadThroughput: kbpsToBytesPerSecond(profile.network.downloadKbps),
        uploadThroughput: kbpsToBytesPerSecond(profile.network.uploadKbps),
      });
      if (profile.cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
      await page.goto(target.url, { waitUntil: 'commit', timeout: 120_000 });
      if (target.endsAt) await page.waitForURL(target.endsAt, { timeout: 120_000 });
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
