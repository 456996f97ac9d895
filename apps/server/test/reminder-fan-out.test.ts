import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reminderSends } from '../src/db/schema/index.js';
import { fanOutToClubs } from '../src/jobs/club-runs.js';
import { CLUB_RUN_QUEUES, REMIND_CLUB_QUEUE, SEND_REMINDERS_QUEUE } from '../src/jobs/queues.js';
import { addDays } from '../src/lib/calendar.js';
import { runInClub, SYSTEM } from '../src/lib/context.js';
import { updateSettings } from '../src/modules/settings/settings.service.js';
import { createMember, createScheduleWithNights } from './factories.js';
import { openClub, useTestApp } from './harness.js';

// Issue 28 point 7: the hourly tick hands each open club a run of its own on one queue, keyed by the club, so ticks
// that pile up (a worker that was down, two servers) queue at most one more run per club, and every reminder goes once.
// The workers take each run as soon as the last is done, so how many runs three ticks make depends on timing; what
// piles up is seen on a queue that nobody works.
const t = useTestApp({ jobs: true, env: { CLUBS: 'multi' } });

const NOW = '2027-03-09T18:07:00Z';
const NIGHT = addDays('2027-03-09', 1);

describe('the reminder tick in a deployment of many clubs', () => {
  it('runs every open club once a tick and sends each reminder once, however many ticks come at once', async () => {
    const clubs = [];
    for (const slug of ['north', 'south', 'resting']) {
      const club = await openClub(t.app, { slug, name: slug });
      await runInClub(t.app.contextDeps, { club, caller: SYSTEM, log: t.app.log }, async (ctx) => {
        await updateSettings(ctx, { system_timezone: 'America/Los_Angeles', reminder_days: '1' });
        const member = await createMember(ctx.db, { email: `${slug}@example.org`, status: 'assignable' });
        await createScheduleWithNights(ctx.db, 'current', [{ dance_date: NIGHT, slots: [member.id] }]);
      });
      clubs.push(club);
    }
    const resting = clubs.at(-1)!;
    await t.app.database.clubs.update(resting.id, { suspended_at: new Date() });

    const ticks = await Promise.all([0, 1, 2].map(() => t.app.jobs.boss.send(SEND_REMINDERS_QUEUE, { now: NOW })));
    for (const id of ticks)
      await expect
        .poll(async () => (await t.app.jobs.boss.getJobById(SEND_REMINDERS_QUEUE, id!))?.state, { timeout: 20_000 })
        .toBe('completed');
    const runs = () =>
      t.db.execute<{ club_id: number; runs: number; open: number }>(sql`
        select (data->>'club_id')::int as club_id, count(*)::int as runs,
          count(*) filter (where state < 'completed')::int as open
        from pgboss.job where name = ${REMIND_CLUB_QUEUE} group by 1 order by 1`);
    await expect.poll(async () => (await runs()).every((row) => row.open === 0), { timeout: 20_000 }).toBe(true);

    // The server's own club and the two open ones were run; the suspended club not.
    expect((await runs()).map((row) => row.club_id)).toEqual(
      [t.club.id, clubs[0]!.id, clubs[1]!.id].sort((a, b) => a - b),
    );
    for (const club of clubs) {
      const sent = await runInClub(t.app.contextDeps, { club, caller: SYSTEM, log: t.app.log }, (ctx) =>
        ctx.db.select().from(reminderSends),
      );
      expect(sent, club.slug).toHaveLength(club.id === resting.id ? 0 : 1);
    }
  });

  it('keeps at most one run of a club waiting on a stately queue, with the expiry its policy names', async () => {
    for (const queue of CLUB_RUN_QUEUES) expect((await t.app.jobs.boss.getQueue(queue))?.policy, queue).toBe('stately');
    const idle = 'fan-out-test-idle';
    await t.app.jobs.boss.createQueue(idle, { name: idle, policy: 'stately' });
    const policy = { runners: 1, expireInSeconds: 42 };
    for (let tick = 0; tick < 3; tick += 1) await fanOutToClubs(t.app.jobs.boss, t.app.contextDeps, idle, {}, policy);
    const waiting = await t.db.execute<{ club_id: number; runs: number; expire_seconds: number }>(sql`
      select (data->>'club_id')::int as club_id, count(*)::int as runs,
        max(extract(epoch from expire_in))::int as expire_seconds
      from pgboss.job where name = ${idle} group by 1`);
    const open = (await t.app.database.clubs.all()).filter((club) => club.suspended_at === null);
    expect(waiting.map((row) => row.club_id).sort((a, b) => a - b)).toEqual(
      open.map((club) => club.id).sort((a, b) => a - b),
    );
    for (const row of waiting) expect(row).toMatchObject({ runs: 1, expire_seconds: 42 });
  });
});
