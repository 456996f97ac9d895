import { afterAll, describe, expect, it } from 'vitest';
import { formatDanceDate } from '../apps/web/src/lib/dance-date.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { openPage, screenshot } from './support/browser.js';
import { memberFixtures } from './support/fixtures.js';
import { waitForMail } from './support/mailbox.js';
import { signInThroughMail } from './support/sign-in.js';
import { dismissToast } from './support/toasts.js';

// Issue 19 part 3: an administrator publishes the next schedule and a member confirms from the e-mailed link.
const YEAR = new Date().getFullYear() + 1;
const SCHEDULE = `Confirm test ${YEAR}`;
const PHONE = { width: 360, height: 740 };

/** The first `count` Wednesdays (the club night) of July next year, as YYYY-MM-DD. */
function wednesdays(count: number): string[] {
  const nights: string[] = [];
  for (let day = 1; nights.length < count; day += 1) {
    const date = new Date(Date.UTC(YEAR, 6, day));
    if (date.getUTCDay() === 3) nights.push(date.toISOString().slice(0, 10));
  }
  return nights;
}
const NIGHTS = wednesdays(2);

/** "Wednesday, July 7, 2027": a night as the e-mails write it. */
const inMail = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));

const fixtures = memberFixtures();
afterAll(() => fixtures.deleteSchedules([SCHEDULE]));

describe('confirm from the e-mailed link', () => {
  it(
    'the admin publishes, the member opens "I’ll be there" on a phone and is confirmed on the rota',
    { timeout: 180_000 },
    async () => {
      const admin = await fixtures.create({
        first_name: 'Ora',
        last_name: 'Publica',
        email: 'ora.publica@example.org',
        admin: true,
        status: 'exempt',
      });
      const pia = await fixtures.create({ first_name: 'Pia', last_name: 'Publica', email: 'pia.publica@example.org' });
      const quin = await fixtures.create({
        first_name: 'Quin',
        last_name: 'Publica',
        email: 'quin.publica@example.org',
      });
      await fixtures.createSchedule(SCHEDULE, 'next', NIGHTS);
      await fixtures.assign(SCHEDULE, NIGHTS[0]!, [pia.id, quin.id]);
      await fixtures.assign(SCHEDULE, NIGHTS[1]!, [pia.id]);

      // The administrator publishes from the Next Schedule page on a phone.
      const desk = await openPage({ viewport: PHONE });
      await signInThroughMail(desk.page, admin.email);
      await desk.page.goto('/next-schedule');
      const since = Date.now();
      await desk.page.getByRole('button', { name: 'Publish & ask to confirm' }).click();
      const dialog = desk.page.getByRole('dialog', { name: 'Publish the schedule' });
      await dialog.getByRole('button', { name: 'Publish' }).click();
      const published = await dismissToast(desk.page, /^Published\./);
      expect(published).toContain('2 e-mails to 2 members about 2 nights on the way');
      // The e-mails leave after the answer; the page's progress line follows them until both are sent.
      await desk.page.getByText('All 2 e-mails were sent.').waitFor();

      // Pia's one e-mail lists both nights, each with its two links.
      const mail = await waitForMail(pia.email, since, (candidate) =>
        candidate.subject.startsWith('Please confirm your squarehead nights'),
      );
      expect(mail.text).toContain(inMail(NIGHTS[0]!));
      expect(mail.text).toContain(inMail(NIGHTS[1]!));
      const links = [...mail.text.matchAll(/https?:\/\/\S+\/respond\?\S+/g)].map((match) => match[0]);
      expect(links).toHaveLength(4);
      const confirmFirst = links.find((link) => link.endsWith('answer=confirm'));

      // On her phone, not signed in, Pia opens "I'll be there" for the first night: the page shows the night and
      // answers only when she taps (issue 25: a mail filter opening the link answers nothing).
      const member = await openPage({ viewport: PHONE });
      await member.page.goto(confirmFirst!);
      const confirmButton = member.page.getByRole('button', { name: 'Yes, I’ll be there' });
      await confirmButton.waitFor();
      await screenshot(member.page, 'confirm-link-before-tap-360');
      await confirmButton.click();
      await member.page.getByRole('heading', { name: 'You’re confirmed' }).waitFor();
      const words = new Intl.DateTimeFormat('en-US', {
        timeZone: 'UTC',
        weekday: 'long',
        month: 'long',
        day: 'numeric',
      }).format(new Date(`${NIGHTS[0]!}T00:00:00Z`));
      await member.page.getByText(`Thanks — you're confirmed for ${words}.`).waitFor();
      await screenshot(member.page, 'confirm-from-link-360');
      await expectNoSeriousViolations(member.page, 'the confirm landing page');

      // The link works once: opening it again says so clearly.
      await member.page.goto(confirmFirst!);
      await member.page.getByRole('heading', { name: 'This link can’t be used' }).waitFor();
      await screenshot(member.page, 'confirm-link-used-360');

      // She is signed in: My duties shows the first night confirmed and the second waiting for her answer.
      await member.page.goto('/my-duties');
      await member.page.getByText('Confirmed', { exact: true }).waitFor();
      await member.page
        .getByRole('button', { name: `I'll be there on ${formatDanceDate(NIGHTS[1]!, 'en-US')}` })
        .waitFor();
      await screenshot(member.page, 'confirm-my-duties-360');

      // The rota's phone card marks Pia confirmed and Quin waiting; the admin sees Quin on the waiting list.
      await desk.page.reload();
      const card = desk.page
        .getByRole('listitem')
        .filter({ hasText: formatDanceDate(NIGHTS[0]!, 'en-US') })
        .filter({ hasText: 'Squarehead 1' });
      await card.getByRole('img', { name: 'Confirmed' }).waitFor();
      await card.getByRole('img', { name: 'Waiting for an answer' }).waitFor();
      // Issue 25: a count that opens the list.
      await desk.page.getByRole('button', { name: /answers? outstanding/ }).click();
      const waiting = desk.page.getByRole('list', { name: 'Waiting for an answer' });
      await waiting.getByText('Quin Publica').first().waitFor();
      await card.scrollIntoViewIfNeeded();
      await screenshot(desk.page, 'confirm-rota-360', { fullPage: false });

      expect(member.consoleErrors).toEqual([]);
      expect(desk.consoleErrors).toEqual([]);
      await member.context.close();
      await desk.context.close();
    },
  );
});
