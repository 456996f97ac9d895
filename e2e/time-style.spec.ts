import { afterAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '@club/shared';
import { openPage, screenshot } from './support/browser.js';
import { memberFixtures } from './support/fixtures.js';
import { signInThroughMail } from './support/sign-in.js';
import { dismissToast } from './support/toasts.js';

// Issue 26 item 7: one time style. An administrator picks the 24-hour clock on the Admin page (Maintenance, System Settings); a member's duties and
// the page the server sends follow it, and the page names the club before any script runs.
const YEAR = new Date().getFullYear() + 1;
const SCHEDULE = `Time style ${YEAR}`;
const NIGHT = `${YEAR}-08-04`;
const PHONE = { width: 360, height: 740 };
const LAPTOP = { width: 1366, height: 768 };

const fixtures = memberFixtures();
afterAll(() => fixtures.deleteSchedules([SCHEDULE]));

describe('one time style', () => {
  it(
    "an administrator picks the 24-hour clock; My duties and the served page follow, and the club's clock comes back",
    { timeout: 180_000 },
    async () => {
      const admin = await fixtures.create({
        first_name: 'Tia',
        last_name: 'Clockwise',
        email: 'tia.clockwise@example.org',
        admin: true,
        status: 'exempt',
      });
      const member = await fixtures.create({ first_name: 'Uli', last_name: 'Clockwise', email: 'uli@example.org' });
      await fixtures.createSchedule(SCHEDULE, 'next', [NIGHT]);
      await fixtures.assign(SCHEDULE, NIGHT, [member.id]);

      const desk = await openPage({ viewport: LAPTOP });
      await signInThroughMail(desk.page, admin.email);
      await desk.page.goto('/admin/maintenance');
      const timeFormat = desk.page.getByRole('combobox', { name: 'Time format' });
      await timeFormat.scrollIntoViewIfNeeded();
      await timeFormat.click();
      await desk.page.getByRole('option', { name: '24-hour: 19:30' }).waitFor();
      await screenshot(desk.page, 'time-format-options-1366', { fullPage: false });
      await desk.page.getByRole('option', { name: '24-hour: 19:30' }).click();
      await desk.page.getByRole('button', { name: 'Save Settings' }).click();
      await dismissToast(desk.page, /saved successfully/);

      // The page as the server sends it: the club's name in the tab and the loading screen, its clock beside them.
      const branding = (await (await desk.page.request.get('/api/trpc/settings.branding')).json()) as {
        result: { data: { club_name: string; clock: string } };
      };
      expect(branding.result.data.clock).toBe('24h');
      const html = await (await desk.page.request.get('/login')).text();
      expect(html).toContain('<meta name="club-clock" content="24h" />');
      const name = escapeHtml(branding.result.data.club_name);
      expect(html).toContain(`<title>${name}</title>`);
      expect(html).toContain(`<p class="boot-name">${name}</p>`);

      const phone = await openPage({ viewport: PHONE });
      await signInThroughMail(phone.page, member.email);
      await phone.page.goto('/my-duties');
      await phone.page.getByText('19:30–22:00', { exact: false }).first().waitFor();
      expect(await phone.page.getByText(/PM/).count()).toBe(0);
      await screenshot(phone.page, 'my-duties-24-hour-360');

      // Back to the clock of the club's country (SPEC §9's zone: the United States' 12-hour clock).
      await timeFormat.click();
      await desk.page.getByRole('option', { name: "As in the club's country (12-hour: 7:30 PM)" }).click();
      await desk.page.getByRole('button', { name: 'Save Settings' }).click();
      await dismissToast(desk.page, /saved successfully/);
      await phone.page.reload();
      await phone.page.getByText('7:30 PM–10:00 PM', { exact: false }).first().waitFor();
      await screenshot(phone.page, 'my-duties-12-hour-360');
      expect(desk.consoleErrors).toEqual([]);
      expect(phone.consoleErrors).toEqual([]);
      await desk.context.close();
      await phone.context.close();
    },
  );
});
