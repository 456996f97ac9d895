import fs from 'node:fs/promises';
import path from 'node:path';
import type { CapturedMail } from '../../apps/server/test/mail-catcher.js';
import { extractLoginLinks } from '../../apps/server/test/mail-catcher.js';
import { e2e } from './browser.js';

/** Waits for a message to `to` that arrived after `since` and matches `predicate`, and returns it. */
export async function waitForMail(
  to: string,
  since: number,
  predicate: (mail: CapturedMail) => boolean,
  timeoutMs = 15_000,
): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = await fs.readdir(e2e().mailDir).catch(() => [] as string[]);
    for (const file of files.sort()) {
      if (!/^\d+-\d+\.json$/.test(file) || Number(file.split('-')[0]) < since) continue;
      const mail = JSON.parse(await fs.readFile(path.join(e2e().mailDir, file), 'utf8')) as CapturedMail;
      if (mail.to.includes(to.toLowerCase()) && predicate(mail)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No matching mail to ${to} arrived within ${timeoutMs} ms`);
}

/** Waits for a message to `to` that arrived after `since` and returns its first sign-in link. */
export async function waitForLoginLink(to: string, since: number, timeoutMs = 15_000): Promise<string> {
  const mail = await waitForMail(to, since, (candidate) => extractLoginLinks(candidate).length > 0, timeoutMs);
  return extractLoginLinks(mail)[0]!;
}
