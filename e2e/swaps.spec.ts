import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { extractSwapLinks } from '../apps/server/test/mail-catcher.js';
import { formatDanceDate } from '../apps/web/src/lib/dance-date.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { openPage, screenshot } from './support/browser.js';
import { memberFixtures } from './support/fixtures.js';
import { waitForMail } from './support/mailbox.js';
import { signInThroughMail } from './support/sign-in.js';
import { dismissToast } from './support/toasts.js';
import { clubDatabase } from './support/club-database.js';

// Issue 9 end to end: availability, auto-fill, a swap taken from the e-mailed link, both calendars, the audit log.
const YEAR = new Date().getFullYear() + 1;
const SCHEDULE = `Swap test ${YEAR}`;
const ADMIN = {
  first_name: 'Ada',
  last_name: 'Rotakeeper',
  email: 'ada.rotakeeper@example.org',
  admin: true,
  status: 'exempt' as const,
};
const NIGHTS = [`${YEAR}-09-01`, `${YEAR}-09-08`, `${YEAR}-09-15`];

const fixtures = memberFixtures();
const sql = clubDatabase();
afterAll(async () => {
  await fixtures.deleteSchedules([SCHEDULE]);
  await sql.end();
});

async function slotsOf(date: string): Promise<number[]> {
  const [row] = await sql<{ ids: (number | null)[] }[]>`
    select array[squarehead1_id, squarehead2_id, squarehead3_id, squarehead4_id] as ids
      from assignments a join schedules s on s.id = a.schedule_id where s.name = ${SCHEDULE} and a.dance_date = ${date}`;
  return (row?.ids ?? []).filter((id): id is number => id !== null);
}

/** Turns on the member's calendar feed on My duties and returns its https URL. */
async function calendarUrl(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Create my calendar link' }).click();
  const field = page.getByRole('region', { name: 'My duty nights' }).getByRole('textbox', { name: 'Calendar link' });
  await field.waitFor();
  return field.inputValue();
}

const fetchCalendar = async (url: string) => {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/calendar');
  return response.text();
};
/** A night as the schedule table shows it: "Wed, Sep 1, 2027". */
const tableLabel = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${iso}T00:00:00Z`));
/** A duty night in a member's feed, by its stable UID (the event itself runs at the club night's times). */
const icsDate = (iso: string) => `UID:duty-${iso}-`;

describe('swapping a squarehead night', () => {
  it('skips an unavailable member in auto-fill, hands a night over from the e-mailed link, and an administrator approves one back', async () => {
    const people = [];
    for (const first_name of ['Ann', 'Ben', 'Cal', 'Dot', 'Eli']) {
      people.push(
        await fixtures.create({
          first_name,
          last_name: 'Swapwell',
          email: `${first_name.toLowerCase()}.swapwell@example.org`,
        }),
      );
    }
    const ann = people[0]!;
    // Its own administrator: sign-in links are limited to five per address, and other specs use the main one's.
    await fixtures.create(ADMIN);
    await fixtures.createNextSchedule(SCHEDULE, NIGHTS);

    // Ann cannot serve on the first night and says so on her My duties page.
    const annPage = await openPage();
    await signInThroughMail(annPage.page, ann.email);
    await annPage.page.goto('/my-duties');
    const firstNight = formatDanceDate(NIGHTS[0]!, 'en-US');
    const availability = annPage.page.getByRole('radiogroup', { name: `Can you serve on ${firstNight}?` });
    const saved = annPage.page.waitForResponse(
      (response) => response.url().includes('duties.setAvailability') && response.ok(),
    );
    await availability.getByText("Can't serve").click();
    await saved;
    expect(await availability.getByRole('radio', { name: "Can't serve" }).isChecked()).toBe(true);

    // The administrator fills the schedule: Ann is placed on a later night, never the first.
    const admin = await openPage();
    await signInThroughMail(admin.page, ADMIN.email);
    await admin.page.goto('/next-schedule');
    await admin.page.getByRole('button', { name: 'Fill empty slots' }).click();
    const fill = admin.page.getByRole('dialog', { name: 'Fill Empty Slots' });
    await fill.getByRole('button', { name: 'Save assignments' }).click();
    await fill.waitFor({ state: 'detached' });
    expect(await slotsOf(NIGHTS[0]!)).not.toContain(ann.id);
    // Five members for four slots a night: Ann serves on a later night, and exactly one other member is free then.
    const annNights = [];
    for (const night of NIGHTS.slice(1)) if ((await slotsOf(night)).includes(ann.id)) annNights.push(night);
    expect(annNights.length).toBeGreaterThan(0);
    const swapNight = annNights[0]!;
    const serving = await slotsOf(swapNight);
    const free = people.slice(1).filter((person) => !serving.includes(person.id));
    expect(free).toHaveLength(1);
    const taker = free[0]!;

    // Ann's calendar has the night; she asks for a swap and the one member free that night is e-mailed.
    await annPage.page.reload();
    const annCalendar = await calendarUrl(annPage.page);
    expect(await fetchCalendar(annCalendar)).toContain(icsDate(swapNight));
    const swapLabel = formatDanceDate(swapNight, 'en-US');
    await annPage.page.getByRole('button', { name: `Ask for a swap for ${swapLabel}` }).click();
    const ask = annPage.page.getByRole('dialog', { name: `Ask for a swap: ${swapLabel}` });
    await ask.getByRole('radio', { name: 'Give the night away' }).check();
    await ask.getByLabel('Message (optional)').fill('Family wedding');
    await expectNoSeriousViolations(annPage.page, 'the ask-for-a-swap dialog');
    const since = Date.now();
    await ask.getByRole('button', { name: 'Send request' }).click();
    await dismissToast(annPage.page, 'Your request was e-mailed to 1 member.');
    await annPage.page.getByText('Swap requested').waitFor();
    await screenshot(annPage.page, 'swaps-requested');
    await expectNoSeriousViolations(annPage.page, 'My duties with a swap request');

    const offer = await waitForMail(taker.email, since, (mail) => mail.subject.startsWith('Can you take'));
    expect(offer.text).toContain('Family wedding');
    const [link] = [...offer.text.matchAll(/https?:\/\/\S+\/swaps\/accept\?\S+/g)].map((match) => match[0]);
    expect(extractSwapLinks(offer)).toHaveLength(1);

    // The taker, signed out, follows the link: one click takes the night and signs him in.
    const takerPage = await openPage({ viewport: { width: 390, height: 844 } });
    await takerPage.page.goto(link!);
    // Opening the link takes nothing (issue 25, decision 057): the page names the night and who asked, the tap takes it.
    await takerPage.page.getByText('Family wedding').waitFor();
    await screenshot(takerPage.page, 'swaps-offer-before-tap-phone');
    await expectNoSeriousViolations(takerPage.page, 'the swap offer page');
    await takerPage.page.getByRole('button', { name: 'Take the night' }).click();
    await takerPage.page.getByRole('heading', { name: "You're on duty" }).waitFor();
    await takerPage.page.getByText(swapLabel).first().waitFor();
    await screenshot(takerPage.page, 'swaps-accepted-phone');
    await expectNoSeriousViolations(takerPage.page, 'the swap accepted page');
    await takerPage.page.getByRole('button', { name: 'Go to My duties' }).click();
    await takerPage.page.waitForURL('**/my-duties');
    const takerCalendar = await calendarUrl(takerPage.page);

    // The rota, both calendars and the requester's mailbox show the change.
    expect(await slotsOf(swapNight)).toContain(taker.id);
    expect(await slotsOf(swapNight)).not.toContain(ann.id);
    await admin.page.reload();
    const row = admin.page
      .getByRole('table', { name: 'Dance Schedule & Assignments' })
      .getByRole('row', { name: new RegExp(tableLabel(swapNight)) });
    await row.getByText(`${taker.first_name} Swapwell`).waitFor();
    expect(await row.getByText('Ann Swapwell').count()).toBe(0);
    expect(await fetchCalendar(annCalendar)).not.toContain(icsDate(swapNight));
    expect(await fetchCalendar(takerCalendar)).toContain(icsDate(swapNight));
    await waitForMail(ann.email, since, (mail) => mail.subject.startsWith(`${taker.first_name} Swapwell will serve`));

    // The audit log records the request and who took it.
    await admin.page.goto('/admin/audit');
    const audit = admin.page.getByRole('region', { name: 'Audit Log' });
    await audit.getByText('Took a swap').first().waitFor();
    await audit.getByText('Asked for a swap').first().waitFor();
    await screenshot(admin.page, 'swaps-audit-log');

    // The taker gives the night away again; Ann, now free that night, is the one member an administrator can choose.
    await takerPage.page.getByRole('button', { name: `Ask for a swap for ${swapLabel}` }).click();
    const giveBack = takerPage.page.getByRole('dialog', { name: `Ask for a swap: ${swapLabel}` });
    await giveBack.getByRole('radio', { name: 'Give the night away' }).check();
    await giveBack.getByRole('button', { name: 'Send request' }).click();
    // The night's offers went out minutes ago, so this wave waits a day (issue 25, decision 052) and says so.
    await dismissToast(takerPage.page, /^Your request is open\. The members who could take this night were e-mailed/);
    await admin.page.goto('/admin/rota');
    const requests = admin.page.getByRole('table', { name: 'Swap requests' });
    await requests.getByRole('button', { name: `Approve swap request for ${swapLabel}` }).click();
    const approve = admin.page.getByRole('dialog', { name: `Approve swap: ${swapLabel}` });
    await approve.getByRole('combobox', { name: 'Member who takes the night' }).click();
    await admin.page
      .getByRole('listbox', { name: 'Member who takes the night' })
      .getByRole('option', { name: 'Ann Swapwell' })
      .click();
    await expectNoSeriousViolations(admin.page, 'the approve swap dialog');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await dismissToast(admin.page, 'Approved: Ann Swapwell now serves on that night.');
    await admin.page.getByText('No open swap requests').waitFor();
    expect(await slotsOf(swapNight)).toContain(ann.id);
    expect(await fetchCalendar(annCalendar)).toContain(icsDate(swapNight));
    expect(await fetchCalendar(takerCalendar)).not.toContain(icsDate(swapNight));
    await waitForMail(ann.email, since, (mail) => mail.subject.startsWith(`You serve on`));
    await admin.page.goto('/admin/audit');
    await admin.page.getByRole('region', { name: 'Audit Log' }).getByText('Approved a swap').first().waitFor();

    for (const tracked of [annPage, admin, takerPage]) expect(tracked.consoleErrors).toEqual([]);
    await Promise.all([annPage.context.close(), admin.context.close(), takerPage.context.close()]);
  });
});
