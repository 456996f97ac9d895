import { afterAll, describe, expect, it } from 'vitest';
import { formatDanceDate } from '../apps/web/src/lib/dance-date.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { openPage, screenshot } from './support/browser.js';
import { memberFixtures } from './support/fixtures.js';
import { waitForMail } from './support/mailbox.js';
import { signInThroughMail } from './support/sign-in.js';
import { dismissToast } from './support/toasts.js';

// Issue 19 part 2: with self sign-up on, a member takes an open slot from My duties on a 360 px phone.
const YEAR = new Date().getFullYear() + 1;
const SCHEDULE = `Self signup test ${YEAR}`;
const PHONE = { width: 360, height: 740 };

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
afterAll(() => fixtures.deleteSchedules([SCHEDULE]));

describe('signing up for an open night', () => {
  it(
    'lets a member take an open slot from My duties and shows it among their duties',
    { timeout: 120_000 },
    async () => {
      await fixtures.keepSettings();
      await fixtures.setSetting('self_signup', true);
      const sam = await fixtures.create({ first_name: 'Sam', last_name: 'Signup', email: 'sam.signup@example.org' });
      const crew = await fixtures.create({ first_name: 'Cy', last_name: 'Signup', email: 'cy.signup@example.org' });
      await fixtures.createSchedule(SCHEDULE, 'current', NIGHTS);
      await fixtures.assign(SCHEDULE, NIGHTS[0]!, [crew.id]);
      const night = formatDanceDate(NIGHTS[0]!, 'en-US');

      const { page } = await openPage({ viewport: PHONE });
      await signInThroughMail(page, sam.email);
      await page.goto('/my-duties');
      const needYou = page.getByRole('region', { name: 'Nights that need you' });
      await needYou.getByText(night).waitFor();
      await needYou.getByText('3 places left').waitFor();
      await needYou.scrollIntoViewIfNeeded();
      await screenshot(page, 'self-signup-nights-that-need-you-360', { fullPage: false });
      await expectNoSeriousViolations(page, 'the nights that need you');

      const since = Date.now();
      await needYou.getByRole('button', { name: `Take this night: ${night}` }).click();
      expect(await dismissToast(page, /^You are on duty on/)).toContain(night);

      // The night is now one of the member's duties, marked as taken by signing up; it no longer needs them.
      const duties = page.getByRole('region', { name: 'Upcoming duties' });
      await duties.getByText(night).waitFor();
      await duties.getByText('You signed up').waitFor();
      await duties.getByText('With Cy Signup').waitFor();
      await duties.getByRole('button', { name: `Give it back: ${night}` }).waitFor();
      expect(await needYou.getByText(night).count()).toBe(0);
      await duties.scrollIntoViewIfNeeded();
      await screenshot(page, 'self-signup-my-duties-360', { fullPage: false });

      const mail = await waitForMail(sam.email, since, (candidate) =>
        candidate.subject.includes('you are a squarehead'),
      );
      expect(mail.text).toMatch(/You signed up as a squarehead for Wednesday, June \d+, \d{4}\./);
    },
  );
});
