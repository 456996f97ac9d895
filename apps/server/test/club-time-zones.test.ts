import { describe, expect, it } from 'vitest';
import { reminderSends } from '../src/db/schema/index.js';
import { remindClub } from '../src/jobs/send-reminders.job.js';
import { openClubs } from '../src/lib/club-jobs.js';
import { addDays, hourIn, todayIn } from '../src/lib/calendar.js';
import { runInClub, SYSTEM } from '../src/lib/context.js';
import { REMINDER_SEND_HOUR } from '../src/modules/rota/night/timing.js';
import { updateSettings } from '../src/modules/settings/settings.service.js';
import { createMember, createScheduleWithNights } from './factories.js';
import { openClub, useTestApp } from './harness.js';

// Issue 28 point 7: one hourly tick serves clubs all over the world. Across their clocks' changes each club's
// reminders go once per local day, at its own REMINDER_SEND_HOUR, whatever the other clubs' hours are.
const t = useTestApp({ env: { CLUBS: 'multi' } });

/** Each zone with the days around its clock change in 2027 (a half-hour change on Lord Howe, 45 minutes in Chatham). */
const ZONES = [
  { slug: 'los-angeles', zone: 'America/Los_Angeles', firstDay: '2027-03-12' },
  { slug: 'st-johns', zone: 'America/St_Johns', firstDay: '2027-03-12' },
  { slug: 'berlin', zone: 'Europe/Berlin', firstDay: '2027-03-26' },
  { slug: 'kolkata', zone: 'Asia/Kolkata', firstDay: '2027-03-26' },
  { slug: 'lord-howe', zone: 'Australia/Lord_Howe', firstDay: '2027-04-02' },
  { slug: 'chatham', zone: 'Pacific/Chatham', firstDay: '2027-04-02' },
];
const DAYS = 4;

/** One hourly tick as the reminder job runs it: each open club's own run at that moment. */
async function tick(now: Date) {
  for (const club of await openClubs(t.app.contextDeps))
    await remindClub(t.app.contextDeps, { club, caller: SYSTEM, log: t.app.log }, now);
}
const HOUR = 3_600_000;

describe('the hourly reminder tick for clubs in six time zones', () => {
  it('sends each club its reminders once per local day, at its own hour, across DST changes', async () => {
    const clubs = [];
    for (const { slug, zone, firstDay } of ZONES) {
      const club = await openClub(t.app, { slug, name: slug, timeZone: zone });
      const scope = { club, caller: SYSTEM, log: t.app.log };
      // A night on each day after a day of the window, with a squarehead reminded the day before.
      await runInClub(t.app.contextDeps, scope, async (ctx) => {
        await updateSettings(ctx, { system_timezone: zone, reminder_days: '1' });
        const member = await createMember(ctx.db, { email: `${slug}@example.org`, status: 'assignable' });
        const nights = Array.from({ length: DAYS }, (_, day) => ({
          dance_date: addDays(firstDay, day + 1),
          slots: [member.id],
        }));
        await createScheduleWithNights(ctx.db, 'current', nights);
      });
      clubs.push({ club, zone, firstDay });
    }

    // Every hour at :07 UTC, as pg-boss's schedule runs the tick, from before the first window to after the last.
    const start = Date.parse('2027-03-11T00:07:00Z');
    const end = Date.parse('2027-04-08T00:07:00Z');
    const sentAt = new Map<string, { at: Date; count: number }>();
    const seen = new Map<number, number>();
    for (let at = start; at <= end; at += HOUR) {
      // Only the hours around a window matter; the days between pass in one tick each, all of them sending nothing.
      const inAWindow = clubs.some(({ firstDay }) => {
        const from = Date.parse(`${firstDay}T00:00:00Z`) - 24 * HOUR;
        return at >= from && at <= from + (DAYS + 2) * 24 * HOUR;
      });
      if (!inAWindow && new Date(at).getUTCHours() !== 0) continue;
      const now = new Date(at);
      await tick(now);
      for (const { club } of clubs) {
        const rows = await runInClub(t.app.contextDeps, { club, caller: SYSTEM, log: t.app.log }, (ctx) =>
          ctx.db.select().from(reminderSends),
        );
        for (const row of rows.slice(seen.get(club.id) ?? 0)) {
          const key = `${club.slug} ${row.dance_date}`;
          const known = sentAt.get(key);
          sentAt.set(key, { at: known?.at ?? now, count: (known?.count ?? 0) + 1 });
        }
        seen.set(club.id, rows.length);
      }
    }

    for (const { club, zone, firstDay } of clubs) {
      for (let day = 0; day < DAYS; day += 1) {
        const night = addDays(firstDay, day + 1);
        const sent = sentAt.get(`${club.slug} ${night}`);
        expect(sent, `${club.slug}: the reminder for ${night}`).toBeDefined();
        expect(sent!.count, `${club.slug} ${night}`).toBe(1);
        // The day before the night, in the club's own zone, at the first tick of its sending hour.
        expect(todayIn(zone, sent!.at), `${club.slug} ${night}`).toBe(addDays(firstDay, day));
        expect(hourIn(zone, sent!.at), `${club.slug} ${night} at ${sent!.at.toISOString()}`).toBe(REMINDER_SEND_HOUR);
      }
    }
  }, 240_000);
});

describe('a suspended club', () => {
  it('is passed by at its hour, and reminded again once resumed', async () => {
    const club = await openClub(t.app, { slug: 'resting', name: 'Resting', timeZone: 'Europe/Berlin' });
    const scope = { club, caller: SYSTEM, log: t.app.log };
    await runInClub(t.app.contextDeps, scope, async (ctx) => {
      await updateSettings(ctx, { system_timezone: 'Europe/Berlin', reminder_days: '1' });
      const member = await createMember(ctx.db, { email: 'resting@example.org', status: 'assignable' });
      await createScheduleWithNights(ctx.db, 'current', [{ dance_date: '2027-05-06', slots: [member.id] }]);
    });
    const sends = () => runInClub(t.app.contextDeps, scope, (ctx) => ctx.db.select().from(reminderSends));
    // 2027-05-05 at the sending hour in Berlin (UTC+2).
    const atTheHour = new Date(Date.UTC(2027, 4, 5, REMINDER_SEND_HOUR - 2, 7));
    await t.app.database.clubs.update(club.id, { suspended_at: new Date() });
    await tick(atTheHour);
    expect(await sends()).toHaveLength(0);
    await t.app.database.clubs.update(club.id, { suspended_at: null });
    await tick(new Date(atTheHour.getTime() + 10 * 60_000));
    expect(await sends()).toHaveLength(1);
  });
});
