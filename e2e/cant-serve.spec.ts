import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { formatDanceDate } from '../apps/web/src/lib/dance-date.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { openPage, screenshot } from './support/browser.js';
import { memberFixtures } from './support/fixtures.js';
import { waitForMail } from './support/mailbox.js';
import { signInThroughMail } from './support/sign-in.js';
import { dismissToast } from './support/toasts.js';

// Issue 17 item 1: a member's "I can't serve" on their own night reaches the administrators and shows on the rota.
const YEAR = new Date().getFullYear() + 1;
const SCHEDULE = `Cant serve test ${YEAR}`;
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1366, height: 768 };

/** The first `count` Wednesdays (the club night) of May next year, as YYYY-MM-DD. */
function wednesdays(count: number): string[] {
  const nights: string[] = [];
  for (let day = 1; nights.length < count; day += 1) {
    const date = new Date(Date.UTC(YEAR, 4, day));
    if (date.getUTCDay() === 3) nights.push(date.toISOString().slice(0, 10));
  }
  return nights;
}
const NIGHTS = wednesdays(3);

const fixtures = memberFixtures();
afterAll(() => fixtures.deleteSchedules([SCHEDULE]));

/** Every badge, status and button on screen shows its whole text: nothing is cut with an ellipsis. */
async function expectNothingCut(page: Page, where: string) {
  const cut = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.mantine-Badge-label, .mantine-Button-label'))
      .filter((element) => element.offsetParent !== null && element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent),
  );
  expect(cut, where).toEqual([]);
}

describe("can't serve one's own night", () => {
  // Two people's sessions at two widths: longer than the suite's default minute on a busy machine.
  it(
    'asks the member who finds a replacement, tells the admins, and shows the night as needing one',
    { timeout: 180_000 },
    async () => {
      const admin = await fixtures.create({
        first_name: 'Ona',
        last_name: 'Vacantis',
        email: 'ona.vacantis@example.org',
        admin: true,
        status: 'exempt',
      });
      const kit = await fixtures.create({
        first_name: 'Kit',
        last_name: 'Vacantis',
        email: 'kit.vacantis@example.org',
      });
      const crew = [
        await fixtures.create({ first_name: 'Lu', last_name: 'Vacantis', email: 'lu.vacantis@example.org' }),
        await fixtures.create({ first_name: 'Max', last_name: 'Vacantis', email: 'max.vacantis@example.org' }),
        await fixtures.create({ first_name: 'Nia', last_name: 'Vacantis', email: 'nia.vacantis@example.org' }),
      ];
      await fixtures.createSchedule(SCHEDULE, 'current', NIGHTS);
      await fixtures.assign(SCHEDULE, NIGHTS[1]!, [kit.id, ...crew.map((member) => member.id)]);
      await fixtures.assign(SCHEDULE, NIGHTS[2]!, [crew[0]!.id, kit.id]);
      const night = formatDanceDate(NIGHTS[1]!, 'en-US');

      // The member, on a 360 px phone, switches their own night to "Can't serve".
      const member = await openPage({ viewport: PHONE });
      await signInThroughMail(member.page, kit.email);
      await member.page.goto('/my-duties');
      const since = Date.now();
      const control = member.page.getByRole('radiogroup', { name: `Can you serve on ${night}?` });
      await control.getByText("Can't serve").click();
      const dialog = member.page.getByRole('dialog', { name: `You are on duty on ${night}` });
      await dialog.getByRole('button', { name: 'Ask others to take it' }).waitFor();
      await screenshot(member.page, 'cant-serve-dialog-360', { fullPage: false });
      await expectNothingCut(member.page, 'the dialog at 360 px');
      await expectNoSeriousViolations(member.page, "the can't serve dialog");
      await dialog.getByRole('button', { name: 'Ask others to take it' }).click();
      const told = await dismissToast(member.page, /^Saved\. The administrators have been told/);
      expect(told).toMatch(/members? (was|were) asked to take the night/);
      expect(await control.getByRole('radio', { name: "Can't serve" }).isChecked()).toBe(true);
      // The swap request it opened is the member's own, on My duties.
      await member.page.getByRole('heading', { name: 'My swap requests' }).waitFor();
      await screenshot(member.page, 'cant-serve-my-duties-360');

      // The administrators get one e-mail naming the member, the night and the choice.
      const mail = await waitForMail(admin.email, since, (candidate) =>
        candidate.subject.startsWith(`Kit Vacantis can't serve on`),
      );
      expect(mail.text).toContain('They asked other members to take it');

      // The admin's dashboard, on a phone, lists the night with a link to the schedule.
      const desk = await openPage({ viewport: PHONE });
      await signInThroughMail(desk.page, admin.email);
      const card = desk.page.getByRole('region', { name: 'Nights needing a replacement' });
      await card.getByText("Kit Vacantis can't serve.").waitFor();
      await card.getByText(night).waitFor();
      await card.scrollIntoViewIfNeeded();
      await screenshot(desk.page, 'cant-serve-admin-dashboard-360');
      await expectNothingCut(desk.page, 'the admin dashboard at 360 px');
      await card.getByRole('link', { name: 'Open the Current Schedule' }).click();
      await desk.page.waitForURL('**/current-schedule');

      // The schedule's phone card for the night reads Needs replacement, with Kit still listed and marked.
      const nightCard = desk.page.getByRole('listitem').filter({ hasText: night });
      await nightCard.getByText('Needs replacement').waitFor();
      await nightCard.getByText("Can't serve").waitFor();
      await nightCard.getByText('Kit Vacantis').waitFor();
      await desk.page.getByLabel('Needs replacement: 1').waitFor();
      await nightCard.scrollIntoViewIfNeeded();
      await screenshot(desk.page, 'cant-serve-current-schedule-360', { fullPage: false });
      await expectNothingCut(desk.page, 'the Current Schedule at 360 px');

      // At a desk: the same in the table, and the dashboard card above the counts.
      await desk.page.setViewportSize(DESKTOP);
      const row = desk.page.getByRole('row').filter({ hasText: night });
      await row.getByText('Needs replacement').waitFor();
      await row.getByText("Can't serve").waitFor();
      await screenshot(desk.page, 'cant-serve-current-schedule-1366');
      await expectNothingCut(desk.page, 'the Current Schedule at 1366 px');
      await desk.page.goto('/dashboard');
      await desk.page.getByRole('region', { name: 'Nights needing a replacement' }).getByText(night).waitFor();
      await screenshot(desk.page, 'cant-serve-admin-dashboard-1366');
      await expectNothingCut(desk.page, 'the admin dashboard at 1366 px');

      // The audit log says it in words.
      await desk.page.goto('/admin/audit');
      await desk.page
        .getByRole('region', { name: 'Audit Log' })
        .getByText("Said they can't serve a night they are on duty for")
        .first()
        .waitFor();

      // The member's dialog at 1366 px; changing their mind saves nothing.
      await member.page.setViewportSize(DESKTOP);
      const later = member.page.getByRole('radiogroup', {
        name: `Can you serve on ${formatDanceDate(NIGHTS[2]!, 'en-US')}?`,
      });
      await later.getByText("Can't serve").click();
      const second = member.page.getByRole('dialog', {
        name: `You are on duty on ${formatDanceDate(NIGHTS[2]!, 'en-US')}`,
      });
      await second.getByRole('button', { name: 'Keep my duty' }).waitFor();
      await screenshot(member.page, 'cant-serve-dialog-1366', { fullPage: false });
      await expectNothingCut(member.page, 'the dialog at 1366 px');
      await second.getByRole('button', { name: 'Keep my duty' }).click();
      await second.waitFor({ state: 'detached' });
      expect(await later.getByRole('radio', { name: 'Available' }).isChecked()).toBe(true);

      expect(member.consoleErrors).toEqual([]);
      expect(desk.consoleErrors).toEqual([]);
      await member.context.close();
      await desk.context.close();
    },
  );
});
