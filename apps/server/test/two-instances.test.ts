import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEND_REMINDERS_QUEUE } from '../src/jobs/queues.js';
import { addDays, todayIn } from '../src/lib/calendar.js';
import { assignments, notifyMessages, reminderSends, schedules, settings } from '../src/db/schema/index.js';
import { createMember } from './factories.js';
import { GeocoderStandIn } from './geocoder-stand-in.js';
import { bearer, type TestApp, useTestApp } from './harness.js';

// Issue 7: two server processes on one Postgres share sessions and background work. Each app here is a whole server
// (its own pg-boss workers and connection pool) on the same database, mailing into one SMTP catcher.
let geocoder: GeocoderStandIn;
let adminToken: string;
const env = () => ({ GEOCODER_URL: geocoder.url, GOOGLE_GEOCODER_URL: geocoder.url });

beforeAll(async () => {
  geocoder = await new GeocoderStandIn().start();
});
afterAll(() => geocoder.stop());
// b runs on a's database and is closed before a drops it (afterAll hooks run in reverse order); a's reset empties both.
const a = useTestApp(() => ({ jobs: true, env: env() }));
const b = useTestApp(() => ({ jobs: true, databaseOf: a, env: { ...env(), SMTP_URL: a.mail.url }, reset: false }));
beforeEach(async () => {
  await a.db.execute(sql`delete from pgboss.job where name = ${SEND_REMINDERS_QUEUE}`);
  geocoder.clear();
  adminToken = await a.signIn(await createMember(a.db, { role: 'admin' }));
});

describe('two instances on one database', () => {
  it('send each due reminder once when both run the reminder job and both are asked to send now', async () => {
    // Today in the club's time zone (the default, Los Angeles): the REST call sends today's reminders, and the job is
    // told it is 18:00 UTC today, past the 08:00 sending hour there.
    const runDate = todayIn('America/Los_Angeles');
    const night = addDays(runDate, 7);
    const squareheads = [];
    for (const first_name of ['Ann', 'Bob', 'Cy', 'Di'])
      squareheads.push(await createMember(a.db, { first_name, last_name: 'Twice', status: 'assignable' }));
    await a.db.insert(settings).values({ key: 'reminder_days', value: '7' });
    const [schedule] = await a.db
      .insert(schedules)
      .values({ name: 'Current', type: 'current', start_date: runDate, end_date: addDays(night, 30) })
      .returning();
    const [s1, s2, s3, s4] = squareheads.map((member) => member.id);
    await a.db.insert(assignments).values({
      schedule_id: schedule!.id,
      dance_date: night,
      squarehead1_id: s1,
      squarehead2_id: s2,
      squarehead3_id: s3,
      squarehead4_id: s4,
    });

    const now = `${runDate}T18:00:00Z`;
    const sendNow = (t: TestApp) =>
      t.app.inject({ method: 'POST', url: '/api/email/send-reminders', headers: bearer(adminToken) });
    const [jobA, jobB, restA, restB] = await Promise.all([
      a.app.jobs.boss.send(SEND_REMINDERS_QUEUE, { now }),
      b.app.jobs.boss.send(SEND_REMINDERS_QUEUE, { now }),
      sendNow(a),
      sendNow(b),
    ]);
    expect([restA.statusCode, restB.statusCode]).toEqual([200, 200]);
    for (const id of [jobA, jobB]) {
      await expect
        .poll(async () => (await a.app.jobs.boss.getJobById(SEND_REMINDERS_QUEUE, id!))?.state, { timeout: 20_000 })
        .toBe('completed');
    }

    // Queued once by whichever got there first, then sent by either instance's outbox.
    await expect
      .poll(async () => (await a.db.select().from(notifyMessages)).map((row) => row.status), { timeout: 20_000 })
      .toEqual(['sent', 'sent', 'sent', 'sent']);
    const recipients = a.mail.messages.flatMap((mail) => mail.to).sort();
    expect(recipients).toEqual(squareheads.map((member) => member.email).sort());
    expect(b.mail.messages).toEqual([]);
    expect(await a.db.select().from(reminderSends)).toHaveLength(4);
  });

  it('share sessions: a sign-in on one works on the other, and a logout on the other ends it on both', async () => {
    const token = await a.signIn(await createMember(a.db, { first_name: 'Roaming' }));
    const list = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) });
    expect((await list(b)).statusCode).toBe(200);
    expect((await b.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    expect((await list(a)).statusCode).toBe(401);
    expect((await list(b)).statusCode).toBe(401);
  });

  it('work one geocoding run when both are asked to start it at once, asking for each address once', async () => {
    await a.db.insert(settings).values([
      { key: 'google_api_key', value: 'test-key' },
      { key: 'geocoding_batch_size', value: 2 },
    ]);
    const addresses = [
      '1 Elm Street, San Jose',
      '2 Oak Court, Campbell',
      '3 Ash Lane, Saratoga',
      '4 Fir Road, Milpitas',
      '5 Yew Way, Cupertino',
    ];
    for (const address of addresses) await createMember(a.db, { address });

    const startAll = (t: TestApp) =>
      t.app.inject({ method: 'POST', url: '/api/users/geocode-all', headers: bearer(adminToken) });
    const [fromA, fromB] = await Promise.all([startAll(a), startAll(b)]);
    expect(fromA.json().data).toMatchObject({ total: 5, job_id: expect.any(Number) });
    expect(fromB.json().data.job_id).toBe(fromA.json().data.job_id);

    const progress = async (t: TestApp) =>
      (await t.app.inject({ method: 'GET', url: '/api/users/geocode-progress', headers: bearer(adminToken) })).json()
        .data;
    await expect.poll(async () => (await progress(b)).status, { timeout: 30_000 }).toBe('completed');
    expect(await progress(a)).toMatchObject({ status: 'completed', completed: 5, total: 5, geocoded: 5 });
    expect(geocoder.requests.map((request) => request.address).sort()).toEqual([...addresses].sort());
  });
});
