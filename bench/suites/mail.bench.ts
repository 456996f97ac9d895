// E-mail leaving the request (decision 044): the time "Send due reminders now" takes to answer when it queues N
// e-mails, with a mail server that answers each message after 1 s, against the old way of sending them inside the
// request (one message after the other through the same mailer and the same slow server) in the same run.
import { sql } from 'drizzle-orm';
import {
  assignments,
  members,
  nightConfirmations,
  notifyMessages,
  reminderSends,
  schedules,
  settings,
} from '../../apps/server/src/db/schema/index.js';
import { addDays, todayIn } from '../../apps/server/src/lib/calendar.js';
import { runInClub, SYSTEM } from '../../apps/server/src/lib/context.js';
import { selectReminders } from '../../apps/server/src/modules/rota/reminders/reminder-selection.js';
import { sendMailNow } from '../../apps/server/src/modules/notify/direct-send.js';
import { senderOf } from '../../apps/server/src/modules/notify/mailer.js';
import { buildTemplatedEmail } from '../../apps/server/src/modules/notify/templates/templated-email.js';
import { getAllSettings } from '../../apps/server/src/modules/settings/settings.service.js';
import { createScheduleWithNights } from '../../apps/server/test/factories.js';
import { MailCatcher } from '../../apps/server/test/mail-catcher.js';
import { BENCH_ADMIN_EMAIL, type BenchApp, type BenchDatabase, buildBenchApp, signInAsAdmin } from '../lib/database.js';
import { QUICK, SETTINGS } from '../lib/env.js';
import { median, timeOnce } from '../lib/measure.js';
import { fmt, type SuiteResult, type Table } from '../lib/report.js';

/** How long the mail server takes to answer each message. */
const SMTP_DELAY_MS = 1000;
/** Squareheads per night, each with an address of their own: one e-mail each. */
const PER_NIGHT = 4;
const NIGHTS = QUICK ? 2 : 6;

/** Issue 24's club: 120 members, seven couples sharing an inbox, so 113 inboxes; 30 nights of four squareheads. */
const CLUB_MEMBERS = 120;
const SHARED_INBOXES = 7;

async function waitUntilSent(app: BenchApp): Promise<void> {
  while ((await app.db.select().from(notifyMessages)).some((row) => row.status === 'queued'))
    await new Promise((resolve) => setTimeout(resolve, 50));
}

/**
 * Publishing the next schedule and cancelling a night with `notify: members` for a 120-member club: how long each
 * takes to answer while it queues an e-mail per inbox, against the same request with nobody to e-mail (every address
 * blank: the same rota work, nothing queued) in the same run, and how long until the mail server had them all.
 */
async function rotaNotices(app: BenchApp, token: string): Promise<Table> {
  await app.db.delete(schedules);
  await app.db.execute(sql`delete from ${members} where lower(${members.email}) <> ${BENCH_ADMIN_EMAIL}`);
  const inboxOf = (i: number) => `club-member${i < SHARED_INBOXES * 2 ? Math.floor(i / 2) : i}@example.org`;
  const rows = Array.from({ length: CLUB_MEMBERS }, (_, i) => ({
    first_name: `Club${i}`,
    last_name: 'Member',
    email: inboxOf(i),
    status: 'assignable' as const,
  }));
  const ids = (await app.db.insert(members).values(rows).returning({ id: members.id })).map((row) => row.id);
  const today = todayIn('America/Los_Angeles');
  await createScheduleWithNights(
    app.db,
    'next',
    Array.from({ length: CLUB_MEMBERS / 4 }, (_, night) => ({
      dance_date: addDays(today, 7 * (night + 1)),
      slots: ids.slice(night * 4, night * 4 + 4),
    })),
  );
  const [night] = await app.db.select().from(assignments).orderBy(assignments.dance_date).limit(1);
  const post = (url: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  const publish = () => post('/api/schedules/next/publish');
  const cancel = () =>
    post(`/api/schedules/assignments/${night!.id}/cancel`, { reason: 'Hall closed', notify: 'members' });
  const restore = () => post(`/api/schedules/assignments/${night!.id}/uncancel`, { notify: 'nobody' });
  const unpublish = async () => {
    await app.db.delete(nightConfirmations);
    await app.db.update(schedules).set({ published_at: null });
  };
  const measured = {
    publish: [] as number[],
    cancel: [] as number[],
    publishAll: [] as number[],
    cancelAll: [] as number[],
  };
  const bare = { publish: [] as number[], cancel: [] as number[] };
  let queued = { publish: 0, cancel: 0 };
  for (let round = 0; round < SETTINGS.importRepeats; round += 1) {
    await app.db.delete(notifyMessages);
    await unpublish();
    let started = performance.now();
    const published = await publish();
    measured.publish.push(performance.now() - started);
    await waitUntilSent(app);
    measured.publishAll.push(performance.now() - started);
    started = performance.now();
    const cancelled = await cancel();
    measured.cancel.push(performance.now() - started);
    await waitUntilSent(app);
    measured.cancelAll.push(performance.now() - started);
    await restore();
    queued = {
      publish: published.json<{ data: { emails: number } }>().data.emails,
      cancel: cancelled.json<{ data: { emails: number } }>().data.emails,
    };
  }
  // The baseline: the same requests for a club whose members have no address, so nothing is queued.
  await app.db.execute(sql`update ${members} set email = '' where lower(${members.email}) <> ${BENCH_ADMIN_EMAIL}`);
  for (let round = 0; round < SETTINGS.importRepeats; round += 1) {
    await unpublish();
    bare.publish.push(await timeOnce(publish));
    bare.cancel.push(await timeOnce(cancel));
    await restore();
  }
  return {
    title: `Publishing and cancelling for a ${CLUB_MEMBERS}-member club, mail server answering after ${fmt.s(SMTP_DELAY_MS)} each`,
    columns: ['Measure', 'Queuing the e-mails (project)', 'Nobody to e-mail (baseline)', 'Ratio'],
    rows: [
      [
        `Publish answers, ${queued.publish} e-mails queued (median)`,
        fmt.ms(median(measured.publish)),
        fmt.ms(median(bare.publish)),
        fmt.ratio(median(measured.publish), median(bare.publish)),
      ],
      [
        `Cancel with notify: members answers, ${queued.cancel} e-mails queued (median)`,
        fmt.ms(median(measured.cancel)),
        fmt.ms(median(bare.cancel)),
        fmt.ratio(median(measured.cancel), median(bare.cancel)),
      ],
      ['Publish: until the last e-mail was accepted (median)', fmt.ms(median(measured.publishAll)), '—', '—'],
      ['Cancel: until the last e-mail was accepted (median)', fmt.ms(median(measured.cancelAll)), '—', '—'],
    ],
    notes: [
      `${SETTINGS.importRepeats} round(s); ${CLUB_MEMBERS} members, ${SHARED_INBOXES} couples sharing an inbox; 30 nights of the next schedule, 4 squareheads each.`,
      'Baseline: the same publish and cancel with every address blank, so the same rota work queues nothing.',
      'Before decision 044 these requests sent each e-mail before answering: one mail-server answer per inbox.',
    ],
  };
}

export async function runMailBench(database: BenchDatabase): Promise<SuiteResult> {
  const catcher = await new MailCatcher().start();
  catcher.delayMs = SMTP_DELAY_MS;
  // The queue as a server runs it: the e-mails are sent by its pg-boss workers after the answer.
  const app = await buildBenchApp(database.pg.url, database.work, { SMTP_URL: catcher.url }, { jobs: true });
  try {
    // The other suites' members and rota go: only this run's squareheads are reminded.
    await app.db.delete(schedules);
    await app.db.execute(sql`delete from ${members} where lower(${members.email}) <> ${BENCH_ADMIN_EMAIL}`);
    const today = todayIn('America/Los_Angeles');
    const nights = [];
    for (let night = 1; night <= NIGHTS; night += 1) {
      const rows = Array.from({ length: PER_NIGHT }, (_, i) => ({
        first_name: `Night${night}`,
        last_name: `Member${i}`,
        email: `night${night}-member${i}@example.org`,
        status: 'assignable' as const,
      }));
      const slots = (await app.db.insert(members).values(rows).returning({ id: members.id })).map((row) => row.id);
      nights.push({ dance_date: addDays(today, night), slots });
    }
    await createScheduleWithNights(app.db, 'current', nights);
    const reminderDays = Array.from({ length: NIGHTS }, (_, i) => i + 1).join(',');
    await app.db
      .insert(settings)
      .values({ key: 'reminder_days', value: reminderDays })
      .onConflictDoUpdate({ target: [settings.club_id, settings.key], set: { value: reminderDays } });
    const token = await signInAsAdmin(app);
    const emails = NIGHTS * PER_NIGHT;

    const answered: number[] = [];
    const allSent: number[] = [];
    const inline: number[] = [];
    for (let round = 0; round < SETTINGS.importRepeats; round += 1) {
      await app.db.delete(reminderSends);
      await app.db.delete(notifyMessages);
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/email/send-reminders',
        headers: { authorization: `Bearer ${token}` },
      });
      answered.push(performance.now() - started);
      if (response.json<{ data: { emails: number } }>().data.emails !== emails)
        throw new Error(`The run queued ${response.body}, not ${emails} e-mails`);
      while ((await app.db.select().from(notifyMessages)).some((row) => row.status === 'queued'))
        await new Promise((resolve) => setTimeout(resolve, 50));
      allSent.push(performance.now() - started);

      // The old way: the request itself hands the mail server one message after the other before it answers (through
      // notify's direct send, the one way outside the outbox to give a message to the mail server at once).
      const scope = { club: app.club, caller: SYSTEM, log: app.log };
      inline.push(
        await timeOnce(() =>
          runInClub(app.contextDeps, scope, async (ctx) => {
            const club = await getAllSettings(ctx.db);
            const noNight = { start_time: '', caller: '', program: '', other_squareheads: '' };
            const sender = senderOf(club, app.config);
            const due = await selectReminders(
              ctx.db,
              today,
              Array.from({ length: NIGHTS }, (_, i) => i + 1),
            );
            const send = await ctx.mailer.prepare();
            for (const reminder of due) {
              await sendMailNow(
                send,
                reminder.email,
                buildTemplatedEmail(club, reminder, noNight, club.club_locale),
                sender,
              );
            }
          }),
        ),
      );
    }

    const reminders: Table = {
      title: `"Send due reminders now" queuing ${emails} e-mails, mail server answering after ${fmt.s(SMTP_DELAY_MS)} each`,
      columns: ['Measure', 'Outbox (project)', 'Sent inside the request (baseline)', 'Ratio'],
      rows: [
        [
          'Time to answer (median)',
          fmt.ms(median(answered)),
          fmt.ms(median(inline)),
          fmt.ratio(median(answered), median(inline)),
        ],
        ['Until the last e-mail was accepted (median)', fmt.ms(median(allSent)), fmt.ms(median(inline)), '—'],
      ],
      notes: [
        `${SETTINGS.importRepeats} round(s); ${emails} squareheads with an address each, ${NIGHTS} nights.`,
        'Baseline: the same e-mails sent one after the other through the same mailer and mail server, as the request did before decision 044.',
        'The outbox answers once the e-mails and their jobs are written; three senders per server then work through them.',
      ],
    };
    const notices = await rotaNotices(app, token);
    return { suite: 'mail', tables: [reminders, notices], raw: { emails, answered, allSent, inline } };
  } finally {
    await app.close();
    await catcher.stop();
  }
}
