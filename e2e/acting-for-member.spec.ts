import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { formatDanceDate } from '../apps/web/src/lib/dance-date.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { openPage, screenshot } from './support/browser.js';
import { memberFixtures } from './support/fixtures.js';
import { waitForMail } from './support/mailbox.js';
import { signInThroughMail } from './support/sign-in.js';
import { dismissToast } from './support/toasts.js';

// Issue 19 part 7: a member phones the club; an administrator says "can't serve" for them, as the member would.
const YEAR = new Date().getFullYear() + 1;
const SCHEDULE = `Acting for test ${YEAR}`;
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1366, height: 768 };

/** The first `count` Wednesdays (the club night) of June next year, as YYYY-MM-DD. */
function wednesdays(count: number): string[] {
  const nights: string[] = [];
  for (let day = 1; nights.length < count; day += 1) {
    const date = new Date(Date.UTC(YEAR, 5, day));
    if (date.getUTCDay() === 3) nights.push(date.toISOString().slice(0, 10));
  }
  return nights;
}
const NIGHTS = wednesdays(2);

const fixtures = memberFixtures();
/** Menus and dialogs fade in; a screenshot waits until they have. */
const settled = (page: Page) => page.waitForTimeout(400);
afterAll(() => fixtures.deleteSchedules([SCHEDULE]));

describe('acting for a member who phoned', () => {
  it(
    "an admin marks can't serve for them; the audit log says who for whom and the member is e-mailed",
    { timeout: 180_000 },
    async () => {
      const admin = await fixtures.create({
        first_name: 'Ida',
        last_name: 'Actor',
        email: 'ida.actor@example.org',
        admin: true,
        status: 'exempt',
      });
      const ron = await fixtures.create({ first_name: 'Ron', last_name: 'Phoner', email: 'ron.phoner@example.org' });
      const crew = [
        await fixtures.create({ first_name: 'Sue', last_name: 'Phoner', email: 'sue.phoner@example.org' }),
        await fixtures.create({ first_name: 'Tom', last_name: 'Phoner', email: 'tom.phoner@example.org' }),
      ];
      await fixtures.createSchedule(SCHEDULE, 'current', NIGHTS);
      await fixtures.assign(SCHEDULE, NIGHTS[0]!, [ron.id, ...crew.map((member) => member.id)]);
      await fixtures.assign(SCHEDULE, NIGHTS[1]!, [crew[0]!.id, ron.id]);
      const night = formatDanceDate(NIGHTS[0]!, 'en-US');

      // At a desk (1366 px): the night's row menu, then the member's own choice.
      const desk = await openPage({ viewport: DESKTOP });
      await signInThroughMail(desk.page, admin.email);
      await desk.page.goto('/current-schedule');
      const row = desk.page.getByRole('row').filter({ hasText: night });
      await row.getByRole('button', { name: `For a squarehead of ${night}` }).click();
      const item = desk.page.getByRole('menuitem', { name: "Can't serve — for Ron Phoner…" });
      await item.waitFor();
      await settled(desk.page);
      await screenshot(desk.page, 'acting-for-menu-1366', { fullPage: false });
      await item.click();
      const dialog = desk.page.getByRole('dialog', { name: `Ron Phoner can't serve on ${night}` });
      await dialog.getByRole('button', { name: 'Just tell the administrators' }).waitFor();
      // Judged once the menu has closed and the dialog has faded in: mid-way, axe measured blended colours.
      await settled(desk.page);
      await expectNoSeriousViolations(desk.page, "the can't serve for a member dialog");
      await screenshot(desk.page, 'acting-for-dialog-1366', { fullPage: false });
      const since = Date.now();
      await dialog.getByRole('button', { name: 'Just tell the administrators' }).click();
      const told = await dismissToast(desk.page, /Ron Phoner was e-mailed what you did for them\.$/);
      expect(told).toMatch(/Saved\. The administrators have been told/);
      await row.getByText('Needs replacement').waitFor();
      await row.getByText("Can't serve").waitFor();
      await screenshot(desk.page, 'acting-for-schedule-1366');

      // Ron's e-mail names the administrator.
      const mail = await waitForMail(ron.email, since, (candidate) =>
        candidate.subject.startsWith('Ida Actor marked for you'),
      );
      // The e-mail writes the date out in full.
      expect(mail.text).toMatch(/Can't serve on Wednesday, June \d+, \d{4}\./);
      expect(mail.text).toContain('The administrators will find a replacement.');

      // The audit log: "Ida Actor for Ron Phoner".
      await desk.page.goto('/admin/audit');
      const log = desk.page.getByRole('region', { name: 'Audit Log' });
      await log.getByText('Ida Actor for Ron Phoner').first().waitFor();
      await log.getByText('Ida Actor for Ron Phoner').first().scrollIntoViewIfNeeded();
      await screenshot(desk.page, 'acting-for-audit-log-1366', { fullPage: false });

      // On a phone (360 px): the night's card reaches the same menu, keyboard too, and asking for cover for Ron.
      const phone = await openPage({ viewport: PHONE });
      await signInThroughMail(phone.page, admin.email);
      await phone.page.goto('/current-schedule');
      const later = formatDanceDate(NIGHTS[1]!, 'en-US');
      const card = phone.page.getByRole('listitem').filter({ hasText: later });
      const menuButton = card.getByRole('button', { name: `For a squarehead… on ${later}` });
      await menuButton.scrollIntoViewIfNeeded();
      await menuButton.focus();
      await phone.page.keyboard.press('Enter');
      const cover = phone.page.getByRole('menuitem', { name: 'Ask for cover — for Ron Phoner…' });
      await cover.waitFor();
      await settled(phone.page);
      await screenshot(phone.page, 'acting-for-menu-360', { fullPage: false });
      await cover.click();
      const coverDialog = phone.page.getByRole('dialog', { name: `Ask for cover for Ron Phoner on ${later}` });
      await coverDialog.getByRole('button', { name: 'Ask for cover' }).waitFor();
      await settled(phone.page);
      await screenshot(phone.page, 'acting-for-cover-dialog-360', { fullPage: false });
      const asked = Date.now();
      await coverDialog.getByRole('button', { name: 'Ask for cover' }).click();
      await dismissToast(phone.page, /Ron Phoner was e-mailed what you did for them\.$/);
      const coverMail = await waitForMail(ron.email, asked, (candidate) =>
        candidate.subject.startsWith('Ida Actor asked for cover for you'),
      );
      expect(coverMail.text).toMatch(/Other members were asked to take your night on Wednesday, June \d+, \d{4}/);

      expect(desk.consoleErrors).toEqual([]);
      expect(phone.consoleErrors).toEqual([]);
    },
  );
});
