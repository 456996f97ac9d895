import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './support/axe.js';
import { openPage, screenshot } from './support/browser.js';
import { memberFixtures } from './support/fixtures.js';
import { signInThroughMail } from './support/sign-in.js';

// Issue 26 item 3: Doris finds her own details from the menu or her name, and her new address goes to Heinz, who
// lives with her, in the same save; the neighbour at her old address keeps his.
const PHONE = { width: 360, height: 740 };
const LAPTOP = { width: 1366, height: 768 };
const OLD = '4 Birch Lane, San Jose';
const NEW = '12 Harbour Road, Santa Cruz';

const fixtures = memberFixtures();

/** A member as the API answers GET /users/{id}, read with the page's own session. */
async function memberSeen(page: Page, id: number): Promise<{ address: string | null; latitude: number | null }> {
  const response = await page.request.get(`/api/users/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('My details', () => {
  it('opens from the menu and from the member’s name, and moves the partner with the member in one save', async () => {
    const doris = await fixtures.create({
      first_name: 'Doris',
      last_name: 'Detailer',
      email: 'doris.detailer@example.org',
      address: OLD,
    });
    const heinz = await fixtures.create({
      first_name: 'Heinz',
      last_name: 'Detailer',
      email: 'heinz.detailer@example.org',
      address: OLD,
    });
    const sam = await fixtures.create({
      first_name: 'Sam',
      last_name: 'Nextdoor',
      email: 'sam.nextdoor@example.org',
      address: OLD,
    });
    await fixtures.linkPartners(doris.id, heinz.id);

    // On a laptop: the sidebar's 'My details' entry.
    const laptop = await openPage({ viewport: LAPTOP });
    await signInThroughMail(laptop.page, doris.email);
    await laptop.page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'My details' })
      .click();
    await laptop.page.waitForURL('**/me');
    await laptop.page.getByRole('heading', { name: 'My details', level: 1 }).waitFor();
    const contact = laptop.page.getByRole('region', { name: 'Contact and address' });
    const address = contact.getByLabel('Address');
    expect(await address.inputValue()).toBe(OLD);
    await laptop.page.getByRole('region', { name: 'Partner and household' }).getByText('Heinz Detailer').waitFor();
    await laptop.page.getByRole('region', { name: 'My duty nights' }).waitFor();
    await laptop.page.getByRole('region', { name: 'Away' }).getByText('What to add').waitFor();
    await screenshot(laptop.page, 'my-details-1366');
    await expectNoSeriousViolations(laptop.page, 'My details at 1366 px');

    await address.fill(NEW);
    const offer = contact.getByRole('group', { name: /Does anyone move with you/ });
    const heinzBox = offer.getByRole('checkbox', { name: 'Heinz Detailer (your partner)' });
    expect(await heinzBox.isChecked()).toBe(false);
    await heinzBox.check();
    await offer.scrollIntoViewIfNeeded();
    await screenshot(laptop.page, 'my-details-offer-1366', { fullPage: false });
    await expectNoSeriousViolations(laptop.page, 'the household offer at 1366 px');
    await contact.getByRole('button', { name: 'Save Changes' }).click();
    await contact.getByRole('status').getByText('The new address was also saved for Heinz Detailer.').waitFor();

    // What the server now says: both moved; the neighbour at the old address was never touched.
    for (const id of [doris.id, heinz.id]) {
      const seen = await memberSeen(laptop.page, id);
      expect(seen.address).toBe(NEW);
    }
    expect((await memberSeen(laptop.page, sam.id)).address).toBe(OLD);
    expect(laptop.consoleErrors).toEqual([]);

    // On a phone: the member's own name in the header; saving without ticking moves nobody else.
    const phone = await openPage({ viewport: PHONE });
    await signInThroughMail(phone.page, doris.email);
    await phone.page.getByRole('link', { name: 'Welcome back, Doris: My details' }).click();
    await phone.page.waitForURL('**/me');
    const phoneContact = phone.page.getByRole('region', { name: 'Contact and address' });
    expect(await phoneContact.getByLabel('Address').inputValue()).toBe(NEW);
    await phone.page.getByRole('region', { name: 'My duty nights' }).waitFor();
    await phone.page.getByRole('region', { name: 'Away' }).getByText('What to add').waitFor();
    expect(await noSideways(phone.page)).toBe(true);
    await screenshot(phone.page, 'my-details-360');
    await phone.page.getByRole('region', { name: 'My duty nights' }).scrollIntoViewIfNeeded();
    await screenshot(phone.page, 'my-details-calendar-360', { fullPage: false });
    await expectNoSeriousViolations(phone.page, 'My details at 360 px');

    await phoneContact.getByLabel('Address').fill(OLD);
    await phoneContact.getByRole('checkbox', { name: 'Heinz Detailer (your partner)' }).waitFor();
    await phoneContact.getByRole('group', { name: /Does anyone move with you/ }).scrollIntoViewIfNeeded();
    expect(await noSideways(phone.page)).toBe(true);
    await screenshot(phone.page, 'my-details-offer-360', { fullPage: false });
    await phoneContact.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(async () => (await memberSeen(phone.page, doris.id)).address).toBe(OLD);
    expect((await memberSeen(phone.page, heinz.id)).address).toBe(NEW);
    expect(phone.consoleErrors).toEqual([]);
  });
});
