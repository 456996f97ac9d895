import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reminderSends } from '../src/db/schema/index.js';
import { REMIND_CLUB_QUEUE, SEND_REMINDERS_QUEUE } from '../src/jobs/queues.js';
import { addDays } from '../src/lib/calendar.js';
import { runInClub, SYSTEM } from '../src/lib/context.js';
import { updateSettings } from '../src/modules/settings/settings.service.js';
import { createMember, createScheduleWithNights } from './factories.js';
import { openClub, useTestApp } from './harness.js';

// Issue 28 point 7: the hourly tick hands each open club a run of its own on one queue, keyed by the club, so ticks
// that pile up (a worker that was down, two servers) queue at most one more run per club, and every reminder goes once.
const t = useTestApp({ jobs: true, env: { CLUBS: 'multi' } });

const NOW = '2027-03-09T18:07:00Z';
const NIGHT = addDays('2027-03-09', 1);

describe('the reminder tick in a deployment of many clubs', () => {
  it('queues one run per open club, never piles up runs of a club, and sends each reminder once', async () => {
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

    const byClub = new Map((await runs()).map((row) => [row.club_id, row.runs]));
    // The server's own club and the two open ones; the suspended club none. Three ticks, at most two runs a club.
    expect([...byClub.keys()].sort()).toEqual([t.club.id, clubs[0]!.id, clubs[1]!.id].sort());
    for (const runsOfClub of byClub.values()) expect(runsOfClub).toBeLessThanOrEqual(2);
    for (const club of clubs) {
      const sent = await runInClub(t.app.contextDeps, { club, caller: SYSTEM, log: t.app.log }, (ctx) =>
        ctx.db.select().from(reminderSends),
      );
      expect(sent, club.slug).toHaveLength(club.id === resting.id ? 0 : 1);
    }
  });
});
