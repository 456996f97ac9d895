import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { assignments, members, notifyMessages, reminderSends, schedules, settings } from '../../../db/schema/index.js';
import { REMIND_CLUB_QUEUE, SEND_REMINDERS_QUEUE } from '../../../jobs/queues.js';
import { createMember } from '../../../../test/factories.js';
import { bearer, callTrpc, useTestApp } from '../../../../test/harness.js';
import { addDays, todayIn } from '../../../lib/calendar.js';

// 10:00 in San José on Wednesday 2027-03-03; the night seven days later is Wednesday 2027-03-10.
const RUN_AT = '2027-03-03T18:00:00Z';
const RUN_DATE = '2027-03-03';
const NIGHT = '2027-03-10';

const t = useTestApp({ jobs: true, jobsOptions: { mail: { retryLimit: 2, retryDelaySeconds: 1 } } });
let adminToken: string;
let squareheads: (typeof members.$inferSelect)[];

beforeEach(async () => {
  await t.db.execute(sql`delete from pgboss.job where name in (${SEND_REMINDERS_QUEUE}, ${REMIND_CLUB_QUEUE})`);
  adminToken = await t.signIn(await createMember(t.db, { role: 'admin' }));
  squareheads = [];
  for (const first_name of ['Ann', 'Bob', 'Cy', 'Di'])
    squareheads.push(await createMember(t.db, { first_name, last_name: 'Dancer', status: 'assignable' }));
  const [ann, bob, cy] = squareheads as [
    (typeof squareheads)[number],
    (typeof squareheads)[number],
    (typeof squareheads)[number],
  ];
  // Ann and Bob are partners on the same night; Cy's partner is not on it.
  await t.db.update(members).set({ partner_id: bob.id }).where(eq(members.id, ann.id));
  await t.db.update(members).set({ partner_id: ann.id }).where(eq(members.id, bob.id));
  const ed = await createMember(t.db, { first_name: 'Ed', last_name: 'Dancer', status: 'assignable' });
  await t.db.update(members).set({ partner_id: ed.id }).where(eq(members.id, cy.id));
  await t.db.insert(settings).values([
    { key: 'reminder_days', value: '7' },
    { key: 'club_name', value: 'Rainbow <Squares>' },
    { key: 'club_address', value: '12 Hall Road' },
  ]);
  await addNight(
    'current',
    NIGHT,
    squareheads.map((member) => member.id),
  );
});

async function addNight(type: 'current' | 'next', danceDate: string, ids: (number | null)[]) {
  let [schedule] = await t.db.select().from(schedules).where(eq(schedules.type, type));
  schedule ??= (
    await t.db
      .insert(schedules)
      .values({ name: `${type} schedule`, type, start_date: '2027-01-01', end_date: '2027-12-31' })
      .returning()
  )[0]!;
  const [s1 = null, s2 = null, s3 = null, s4 = null] = ids;
  await t.db.insert(assignments).values({
    schedule_id: schedule.id,
    dance_date: danceDate,
    squarehead1_id: s1,
    squarehead2_id: s2,
    squarehead3_id: s3,
    squarehead4_id: s4,
  });
}

/** The hourly tick, and the club's own run it hands out (issue 28), to the end. */
async function runJob(now = RUN_AT) {
  const id = await t.app.jobs.boss.send(SEND_REMINDERS_QUEUE, { now });
  await expect
    .poll(async () => (await t.app.jobs.boss.getJobById(SEND_REMINDERS_QUEUE, id!))?.state, { timeout: 20_000 })
    .toBe('completed');
  await t.clubRunsDone();
}

const preview = (testDate: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/email/test-reminders',
    headers: bearer(adminToken),
    payload: { test_date: testDate },
  });
const sentRows = () => t.db.select().from(reminderSends);
/** The outbox's e-mails by status, once none is waiting any more. */
async function settledMail() {
  await expect
    .poll(async () => (await t.db.select().from(notifyMessages)).every((row) => row.status !== 'queued'), {
      timeout: 30_000,
    })
    .toBe(true);
  return t.db.select().from(notifyMessages);
}

describe('the reminder run', () => {
  it('sends each of the four squareheads one e-mail with the rendered template, and nothing when it runs again', async () => {
    await runJob();
    expect((await settledMail()).map((row) => row.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
    expect(t.mail.messages).toHaveLength(4);
    expect(t.mail.messages.flatMap((mail) => mail.to).sort()).toEqual(squareheads.map((member) => member.email).sort());
    const ann = t.mail.messages.find((mail) => mail.to.includes(squareheads[0]!.email))!;
    expect(ann.subject).toBe('Squarehead reminder: Rainbow <Squares> on Wednesday, March 10, 2027');
    expect(ann.text).toContain('Hello Ann Dancer,');
    expect(ann.text).toContain('Please arrive 15 minutes early');
    expect(ann.text).toContain('The dance is at 12 Hall Road.');
    expect(ann.html).toContain('Rainbow &lt;Squares&gt;');

    await runJob();
    await runJob();
    expect(await settledMail()).toHaveLength(4);
    expect(t.mail.messages).toHaveLength(4);
    expect(await sentRows()).toHaveLength(4);
  });

  it('records which night of which schedule each sent reminder was about', async () => {
    await addNight('next', NIGHT, [squareheads[0]!.id]);
    await runJob();
    const [current] = await t.db
      .select({ id: assignments.id })
      .from(assignments)
      .innerJoin(schedules, eq(schedules.id, assignments.schedule_id))
      .where(eq(schedules.type, 'current'));
    const rows = await sentRows();
    expect(rows).toHaveLength(4);
    expect(rows.map((row) => row.assignment_id)).toEqual([current!.id, current!.id, current!.id, current!.id]);
  });

  it('sends nothing before 08:00 in the club timezone', async () => {
    await runJob('2027-03-03T14:00:00Z');
    expect(t.mail.messages).toHaveLength(0);
  });

  it('previews on a date exactly what the run sends on that date', async () => {
    const { data } = (await preview(RUN_DATE)).json();
    await runJob();
    expect(data).toMatchObject({ reminder_days: '7', test_date: RUN_DATE, total_reminders: 4 });
    const sent = (await sentRows())
      .map((row) => `${row.member_id}/${row.dance_date}/${row.days_before}/${row.email}`)
      .sort();
    const previewed = data.reminders
      .map(
        (r: { member_id: number; dance_date: string; days_until: number; email: string }) =>
          `${r.member_id}/${r.dance_date}/${r.days_until}/${r.email}`,
      )
      .sort();
    expect(previewed).toEqual(sent);
  });

  it('names a partner only when the partner is on the same night', async () => {
    const { data } = (await preview(RUN_DATE)).json();
    const byName = Object.fromEntries(
      data.reminders.map((r: { member_name: string; partner_name: string | null }) => [r.member_name, r.partner_name]),
    );
    expect(byName).toEqual({
      'Ann Dancer': 'Bob Dancer',
      'Bob Dancer': 'Ann Dancer',
      'Cy Dancer': null,
      'Di Dancer': null,
    });
    expect(data.reminders[0]).toMatchObject({ dance_date: NIGHT, days_until: 7, club_night_type: 'NORMAL' });
  });

  it('uses the next schedule for nights the current one does not have, and the current one where both do', async () => {
    const [ann, bob] = squareheads;
    await addNight('next', NIGHT, [ann!.id]);
    await addNight('next', '2027-03-17', [bob!.id]);
    await t.db.update(settings).set({ value: '14,7' }).where(eq(settings.key, 'reminder_days'));
    const { data } = (await preview(RUN_DATE)).json();
    // Issue 15 point 4: the comma list of SPEC §4, as GET /settings answers it, never an array.
    expect(data.reminder_days).toBe('14,7');
    expect(data.reminders.filter((r: { dance_date: string }) => r.dance_date === NIGHT)).toHaveLength(4);
    expect(data.reminders.filter((r: { dance_date: string }) => r.dance_date === '2027-03-17')).toEqual([
      expect.objectContaining({ member_name: 'Bob Dancer', days_until: 14 }),
    ]);
  });

  it(
    'retries when the mail server is down and delivers exactly once when it returns',
    { timeout: 90_000 },
    async () => {
      await t.mail.stop();
      await runJob();
      // Claimed and queued: a later run does not queue them again, the outbox retries them.
      expect(await sentRows()).toHaveLength(4);
      await expect
        .poll(async () => (await t.db.select().from(notifyMessages)).filter((row) => row.attempts > 0).length, {
          timeout: 20_000,
        })
        .toBeGreaterThan(0);
      await t.mail.start();
      expect((await settledMail()).map((row) => row.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
      await runJob();
      expect(await settledMail()).toHaveLength(4);
      expect(t.mail.messages).toHaveLength(4);
      expect(new Set(t.mail.messages.flatMap((mail) => mail.to)).size).toBe(4);
      expect((await callTrpc(t.app, 'email.reminderFailures', { token: adminToken })).data.failures).toEqual([]);
    },
  );

  it('lists a reminder that still fails after the last retry for admins', { timeout: 90_000 }, async () => {
    await t.mail.stop();
    try {
      await runJob();
      await expect
        .poll(async () => (await settledMail()).filter((row) => row.status === 'failed').length, { timeout: 45_000 })
        .toBe(4);
      const { data } = await callTrpc(t.app, 'email.reminderFailures', { token: adminToken });
      // The queue's first try and its two retries.
      expect(data.failures[0]).toMatchObject({ dance_date: NIGHT, days_before: 7, attempts: 3 });
      expect(data.failures.map((failure: { member_name: string }) => failure.member_name).sort()).toEqual([
        'Ann Dancer',
        'Bob Dancer',
        'Cy Dancer',
        'Di Dancer',
      ]);
      expect(data.failures[0].last_error).not.toBe('');
      const rest = await t.app.inject({
        method: 'GET',
        url: '/api/email/reminder-failures',
        headers: bearer(adminToken),
      });
      expect(rest.json().data).toEqual(data);
    } finally {
      await t.mail.start();
    }
  });
});

describe('Send due reminders now', () => {
  it("sends what is due today in the club's timezone and answers what was sent and skipped", async () => {
    const today = todayIn('America/Los_Angeles');
    const [ann, bob] = squareheads;
    await addNight('current', addDays(today, 7), [ann!.id, bob!.id]);
    const first = await t.app.inject({ method: 'POST', url: '/api/email/send-reminders', headers: bearer(adminToken) });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ run_date: today, skipped: [], failed: [], emails: 2, members: 2 });
    expect(first.json().data.sent.map((r: { member_name: string }) => r.member_name)).toEqual([
      'Ann Dancer',
      'Bob Dancer',
    ]);
    const again = await callTrpc(t.app, 'email.sendReminders', { token: adminToken, type: 'mutation' });
    expect(again.data.sent).toEqual([]);
    expect(again.data.skipped).toHaveLength(2);
    expect(again.data).toMatchObject({ emails: 0, members: 0, batch_id: null });
    expect(await settledMail()).toHaveLength(2);
    expect(t.mail.messages).toHaveLength(2);
  });
});

describe('previewing reminders', () => {
  it('refuses a date that is not a date with the SPEC message, on both paths', async () => {
    for (const url of ['/api/email/test-reminders', '/api/email/test-reminder']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: bearer(adminToken),
        payload: { test_date: '2027-02-30' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ test_date: 'Please enter a valid date' });
    }
    expect((await preview('2027-03-01')).json().data).toMatchObject({ reminders: [], total_reminders: 0 });
  });
});
