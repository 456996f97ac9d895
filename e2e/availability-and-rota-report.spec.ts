import { afterAll, describe, expect, it } from 'vitest';
import { formatDanceDate } from '../apps/web/src/lib/dance-date.js';
import { openPage, screenshot } from './support/browser.js';
import { memberFixtures } from './support/fixtures.js';
import { signInThroughMail } from './support/sign-in.js';

// Issue 19 parts 4 and 6 on screen: at 360 px a member marks a range away for themselves and their partner; the
// partner's night is kept free with the reason, and the admin's rota report lists the counts.
const YEAR = new Date().getFullYear() + 1;
const SCHEDULE = `Away test ${YEAR}`;
const NIGHTS = [`${YEAR}-03-03`, `${YEAR}-03-10`, `${YEAR}-03-17`];

const fixtures = memberFixtures();
afterAll(() => fixtures.deleteSchedules([SCHEDULE]));

describe('away ranges and the rota report', () => {
  it('a member marks a range away for both partners at 360 px; the admin’s rota report counts it', async () => {
    const ada = await fixtures.create({ first_name: 'Ada', last_name: 'Awayson', email: 'ada.awayson@example.org' });
    const ben = await fixtures.create({ first_name: 'Ben', last_name: 'Awayson', email: 'ben.awayson@example.org' });
    await fixtures.linkPartners(ada.id, ben.id);
    const admin = await fixtures.create({
      first_name: 'Ria',
      last_name: 'Reporter',
      email: 'ria.reporter@example.org',
      admin: true,
      status: 'exempt' as const,
    });
    await fixtures.createNextSchedule(SCHEDULE, NIGHTS);
    await fixtures.assign(SCHEDULE, NIGHTS[0]!, [ada.id, ben.id]);

    const { page } = await openPage({ viewport: { width: 360, height: 800 } });
    await signInThroughMail(page, ada.email);
    await page.goto('/my-duties');
    // The date fields are Mantine's (issue 29: written in the reader's language); Escape closes each one's calendar.
    await page.getByLabel('First day away').fill(NIGHTS[1]!);
    await page.keyboard.press('Escape');
    await page.getByLabel('Last day away').fill(NIGHTS[2]!);
    await page.keyboard.press('Escape');
    await page.getByRole('checkbox', { name: 'Also for my partner' }).check();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const list = page.getByRole('list', { name: 'Away periods and rules' });
    await list.getByText(/^Away Mar 10, \d{4} – Mar 17, \d{4}$/).waitFor();
    await page
      .getByRole('list', { name: 'Nights kept free' })
      .getByText(formatDanceDate(NIGHTS[1]!, 'en-US'))
      .waitFor();
    await screenshot(page, 'away-section-360');

    const partner = await openPage({ viewport: { width: 360, height: 800 } });
    await signInThroughMail(partner.page, ben.email);
    await partner.page.goto('/my-duties');
    await partner.page.getByText('Added by Ada Awayson for both of you').waitFor();
    const kept = partner.page.getByRole('list', { name: 'Nights kept free' });
    expect(await kept.innerText()).toContain('away until Mar 17 (marked by Ada Awayson)');

    for (const width of [360, 1366]) {
      const adminPage = (await openPage({ viewport: { width, height: 900 } })).page;
      await signInThroughMail(adminPage, admin.email);
      await adminPage.goto('/admin/rota');
      const report = adminPage.getByRole('region', { name: 'Rota report' });
      const adaRow = report.getByRole('row').filter({ hasText: 'Ada Awayson' });
      await adaRow.waitFor();
      // Nights on record 1, on the next schedule 1, no self-signups (issue 19 part 2), no declines (part 3), nights she
      // can't serve 2.
      const cells = await adaRow.getByRole('cell').allInnerTexts();
      expect(cells[0]).toBe('Ada Awayson');
      expect(cells[1]).toBe('1');
      expect(cells[4]).toBe('1');
      expect(cells[9]).toBe('0');
      expect(cells[10]).toBe('0');
      expect(cells[11]).toBe('2');
      expect(
        (await report.getByRole('row').filter({ hasText: 'Ben Awayson' }).getByRole('cell').allInnerTexts())[11],
      ).toBe('2');
      await screenshot(adminPage, `rota-report-${width}`);
    }
  });
});
