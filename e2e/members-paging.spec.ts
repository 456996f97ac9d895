import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2e, openPage, screenshot } from './support/browser.js';
import { memberFixtures } from './support/fixtures.js';
import { signInThroughMail } from './support/sign-in.js';
import { dismissToast } from './support/toasts.js';

const ROSTER_SIZE = 2_000;
const fixtures = memberFixtures();
const execFileAsync = promisify(execFile);

/** Every users.list input the page sent, read from the tRPC request URLs (a batch carries one input per call). */
function listInputs(page: Page): Record<string, unknown>[] {
  const inputs: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const match = /\/api\/trpc\/([^?]+)$/.exec(url.pathname);
    if (!match) return;
    const procedures = match[1]!.split(',');
    const raw = url.searchParams.get('input');
    if (!raw) return;
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    procedures.forEach((procedure, index) => {
      if (procedure !== 'users.list') return;
      const input = url.searchParams.has('batch') ? parsed[String(index)] : parsed;
      inputs.push((input ?? {}) as Record<string, unknown>);
    });
  });
  return inputs;
}

async function pdfToText(pdf: Buffer): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'club-pdf-'));
  try {
    await fs.writeFile(path.join(dir, 'roster.pdf'), pdf);
    const { stdout } = await execFileAsync('pdftotext', ['-layout', path.join(dir, 'roster.pdf'), '-']);
    return stdout;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

describe('the Members page with 2,000 members (issue 18)', () => {
  it('pages, searches and sorts on the server, and the PDF still holds every member', async () => {
    await fixtures.createMany(ROSTER_SIZE);
    const { page, consoleErrors } = await openPage({ viewport: { width: 1366, height: 900 } });
    const inputs = listInputs(page);
    await signInThroughMail(page, e2e().adminEmail);
    await page.goto('/members');
    const showing = page.getByText(/^Showing (\d+) of \1 members$/);
    await showing.waitFor();
    const total = Number(/of (\d+) members/.exec((await showing.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThanOrEqual(ROSTER_SIZE);

    // One page of 50 was asked for and drawn; nothing asked for the whole roster.
    expect(inputs.some((input) => input.page === 1 && input.per_page === 50)).toBe(true);
    expect(inputs.filter((input) => input.page === undefined)).toEqual([]);
    const table = page.getByRole('table', { name: 'Members' });
    await expect.poll(() => table.locator('tbody tr').count()).toBe(50);
    await page.getByText(`1–50 of ${total}`).waitFor();
    await screenshot(page, 'members-paging-1366');

    await page.getByRole('button', { name: '2', exact: true }).click();
    await page.getByText(`51–100 of ${total}`).waitFor();
    expect(inputs.at(-1)).toMatchObject({ page: 2, per_page: 50, sort: 'last_name', order: 'asc' });

    await page.getByRole('button', { name: /^First Name/ }).click();
    await expect.poll(() => inputs.at(-1)).toMatchObject({ page: 1, sort: 'first_name', order: 'asc' });
    await page.getByText(`1–50 of ${total}`).waitFor();

    await page.getByRole('searchbox', { name: 'Search members' }).fill('Paging1234');
    await page.getByText(`Showing 1 of ${total} members`).waitFor();
    expect(inputs.at(-1)).toMatchObject({ search: 'Paging1234', page: 1 });
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await page.getByText(`Showing ${total} of ${total} members`).waitFor();

    // The PDF of every member is read from the server, not from the page on screen.
    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'PDF File' }).click(),
    ]);
    const file = await download.path();
    const text = await pdfToText(await fs.readFile(file));
    expect(text.match(/Paging\d{4}, Pager\d+/g)?.length).toBe(ROSTER_SIZE);
    expect(inputs.some((input) => input.page === undefined && input.sort === 'last_name')).toBe(true);
    await dismissToast(page, /^PDF exported successfully/);

    const phone = await openPage({ viewport: { width: 360, height: 740 } });
    await signInThroughMail(phone.page, e2e().adminEmail);
    await phone.page.goto('/members');
    await phone.page.getByText(`1–50 of ${total}`).waitFor();
    await screenshot(phone.page, 'members-paging-360');
    expect([...consoleErrors, ...phone.consoleErrors]).toEqual([]);
  });
});
