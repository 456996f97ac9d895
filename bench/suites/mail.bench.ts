// E-mail leaving the request (decision 044): the time "Send due reminders now" takes to answer when it queues N
// e-mails, with a mail server that answers each message after 1 s, against the old way of sending them inside the
// request (one message after the other through the same mailer and the same slow server) in the same run.
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { members, notifyMessages, reminderSends, schedules, settings } from '../../apps/server/src/db/schema/index.js';
import { addDays, todayIn } from '../../apps/server/src/lib/calendar.js';
import { contextFor, SYSTEM } from '../../apps/server/src/lib/context.js';
import { selectReminders } from '../../apps/server/src/modules/rota/reminders/reminder-selection.js';
import { sendMailNow } from '../../apps/server/src/modules/notify/direct-send.js';
import { senderOf } from '../../apps/server/src/modules/notify/mailer.js';
import { buildTemplatedEmail } from '../../apps/server/src/modules/notify/templates/templated-email.js';
import { getAllSettings } from '../../apps/server/src/modules/settings/settings.service.js';
import { createScheduleWithNights } from '../../apps/server/test/factories.js';
import { MailCatcher } from '../../apps/server/test/mail-catcher.js';
import { BENCH_ADMIN_EMAIL, type BenchDatabase, signInAsAdmin } from '../lib/database.js';
import { QUICK, SESSION_SECRET, SETTINGS } from '../lib/env.js';
import { median, timeOnce } from '../lib/measure.js';
import { fmt, type SuiteResult, type Table } from '../lib/report.js';

/** How long the mail server takes to answer each message. */
const SMTP_DELAY_MS = 1000;
/** Squareheads per night, each with an address of their own: one e-mail each. */
const PER_NIGHT = 4;
const NIGHTS = QUICK ? 2 : 6;

export async function runMailBench(database: BenchDatabase): Promise<SuiteResult> {
  const catcher = await new MailCatcher().start();
  catcher.delayMs = SMTP_DELAY_MS;
  const app = await buildApp(
    loadConfig({
      DATABASE_URL: database.pg.url,
      DATA_DIR: database.work,
      LOG_LEVEL: 'silent',
      SESSION_SECRET,
      MAIN_ADMIN_EMAIL: BENCH_ADMIN_EMAIL,
      SMTP_URL: catcher.url,
      MAP_TILE_URL: 'none',
    }),
    // The queue as a server runs it: the e-mails are sent by its pg-boss workers after the answer.
    { jobs: true },
  );
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
      .onConflictDoUpdate({ target: settings.key, set: { value: reminderDays } });
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
      const ctx = contextFor(app.contextDeps, SYSTEM, app.log);
      const club = await getAllSettings(ctx.db);
      const noNight = { start_time: '', caller: '', program: '', other_squareheads: '' };
      const sender = senderOf(club, app.config);
      inline.push(
        await timeOnce(async () => {
          const due = await selectReminders(
            ctx.db,
            today,
            Array.from({ length: NIGHTS }, (_, i) => i + 1),
          );
          for (const reminder of due) {
            await sendMailNow(ctx.mailer, reminder.email, buildTemplatedEmail(club, reminder, noNight), sender);
          }
        }),
      );
    }

    const table: Table = {
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
    return { suite: 'mail', tables: [table], raw: { emails, answered, allSent, inline } };
  } finally {
    await app.close();
    await catcher.stop();
  }
}
