import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GEOCODE_MESSAGES } from '@club/shared';
import { auditEntries, geocodeRuns, members, settings } from '../../db/schema/index.js';
import { createMember } from '../../../test/factories.js';
import { GeocoderStandIn, standInLocation } from '../../../test/geocoder-stand-in.js';
import { bearer, callTrpc, type TestApp, useTestApp } from '../../../test/harness.js';
import { getAllSettings } from '../settings/settings.service.js';
import { createPacer } from './geocoder.js';
import { geocodeNextBatch } from './geocoding.service.js';

let geocoder: GeocoderStandIn;
let adminToken: string;
const env = () => ({ GEOCODER_URL: geocoder.url, GOOGLE_GEOCODER_URL: geocoder.url });

beforeAll(async () => {
  geocoder = await new GeocoderStandIn().start();
});
afterAll(() => geocoder.stop());
const t = useTestApp(() => ({ jobs: true, env: env() }));
beforeEach(async () => {
  geocoder.clear();
  adminToken = await t.signIn(await createMember(t.db, { role: 'admin' }));
});

const startAll = (app: TestApp = t) =>
  app.app.inject({ method: 'POST', url: '/api/users/geocode-all', headers: bearer(adminToken) });
const progress = async (app: TestApp = t) =>
  (await app.app.inject({ method: 'GET', url: '/api/users/geocode-progress', headers: bearer(adminToken) })).json()
    .data;
const useGoogle = () =>
  t.db.insert(settings).values([
    { key: 'google_api_key', value: 'test-key' },
    { key: 'geocoding_batch_size', value: 5 },
  ]);

/** 23 members: 18 at their own address, 3 more at one shared address, one 'Web Host' and one nobody can find. */
async function seedRoster() {
  const made: (typeof members.$inferSelect)[] = [];
  for (let i = 1; i <= 18; i += 1)
    made.push(await createMember(t.db, { first_name: `Solo${i}`, address: `${i} Elm Street, San Jose` }));
  made.push(await createMember(t.db, { first_name: 'Shared1', address: '7 Oak Court, Campbell' }));
  made.push(await createMember(t.db, { first_name: 'Shared2', address: '7 Oak Court, Campbell' }));
  made.push(await createMember(t.db, { first_name: 'Shared3', address: ' 7 oak court, campbell' }));
  made.push(await createMember(t.db, { first_name: 'Online', address: 'Web Host' }));
  made.push(await createMember(t.db, { first_name: 'Lost', last_name: 'Soul', address: '1 Nowhere Road' }));
  return made;
}

describe('Geocode All Addresses', () => {
  it('places 23 members in batches, once per address, and reports progress and the unfindable one by name', async () => {
    await useGoogle();
    await seedRoster();
    const started = await startAll();
    expect(started.statusCode).toBe(200);
    // Issue 15 point 7: the fields clients of the synchronous original read, beside the run's number.
    expect(started.json().data).toEqual({
      job_id: expect.any(Number),
      total: 22,
      geocoded: 0,
      errors: [],
      message: 'Geocoding 22 addresses in the background',
    });
    await expect.poll(async () => (await progress()).status, { timeout: 30_000 }).toBe('completed');
    expect(await progress()).toEqual({
      status: 'completed',
      completed: 22,
      total: 22,
      geocoded: 21,
      errors: [GEOCODE_MESSAGES.notFound('Lost Soul', '1 Nowhere Road')],
      finished_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      stalled: false,
      seconds_left: null,
    });
    const rows = await t.db.select().from(members);
    for (const row of rows.filter((member) => member.first_name.startsWith('Solo'))) {
      expect({ lat: row.latitude, lng: row.longitude }).toEqual(standInLocation(row.address!));
      expect(row.geocoded_at).not.toBeNull();
    }
    const shared = rows.filter((member) => member.first_name.startsWith('Shared'));
    expect(new Set(shared.map((member) => `${member.latitude},${member.longitude}`)).size).toBe(1);
    expect(rows.find((member) => member.first_name === 'Online')!.latitude).toBeNull();
    expect(rows.find((member) => member.first_name === 'Lost')!.latitude).toBeNull();
    // 18 + 1 shared + 1 not found; the key goes to Google, the 'Web Host' never.
    expect(geocoder.requests).toHaveLength(20);
    expect(geocoder.requests.every((request) => request.provider === 'google' && request.key === 'test-key')).toBe(
      true,
    );
  });

  it('finishes after a restart midway without asking for anyone twice', async () => {
    await useGoogle();
    await seedRoster();
    await startAll();
    await expect.poll(async () => (await progress()).completed, { timeout: 30_000 }).toBeGreaterThanOrEqual(6);
    await t.app.close();
    const stoppedAt = (await progress(await reopen())).completed;
    expect(stoppedAt).toBeLessThan(22);
    await expect.poll(async () => (await progress()).completed, { timeout: 10_000 }).toBeGreaterThan(stoppedAt);
    await expect.poll(async () => (await progress()).status, { timeout: 30_000 }).toBe('completed');
    expect(await progress()).toMatchObject({ completed: 22, geocoded: 21 });
    const asked = geocoder.requests.map((request) => request.address.trim().toLowerCase());
    expect(asked).toHaveLength(new Set(asked).size);
    const unplaced = await t.db
      .select()
      .from(members)
      .where(and(isNull(members.latitude), isNotNull(members.address)));
    expect(unplaced.map((member) => member.first_name).sort()).toEqual(['Lost', 'Online']);
  });

  it('says when there is nothing to do, and runs one job at a time', async () => {
    expect((await startAll()).json().data).toEqual({
      job_id: null,
      total: 0,
      geocoded: 0,
      errors: [],
      message: GEOCODE_MESSAGES.nothingToDo,
    });
    await useGoogle();
    await seedRoster();
    const [first, second] = await Promise.all([startAll(), startAll()]);
    expect(second.json().data.job_id).toBe(first.json().data.job_id);
    await expect.poll(async () => (await progress()).status, { timeout: 30_000 }).toBe('completed');
  });

  it('follows the Nominatim policy without a maps key: an identifying User-Agent, one request a second', async () => {
    for (const street of ['Birch', 'Cedar', 'Maple']) await createMember(t.db, { address: `3 ${street} Lane` });
    await startAll();
    await expect.poll(async () => (await progress()).status, { timeout: 30_000 }).toBe('completed');
    expect(geocoder.requests.map((request) => request.provider)).toEqual(['nominatim', 'nominatim', 'nominatim']);
    expect(geocoder.requests[0]!.userAgent).toMatch(/^club-manager\/\d+\.\d+\.\d+ \(\+http:\/\/club\.test\)$/);
    const gaps = geocoder.requests.slice(1).map((request, index) => request.at - geocoder.requests[index]!.at);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(990);
  });

  it('is for admins; every signed-in member may read the progress', async () => {
    const memberToken = await t.signIn(await createMember(t.db));
    const refused = await t.app.inject({ method: 'POST', url: '/api/users/geocode-all', headers: bearer(memberToken) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Admin access required to geocode addresses');
    expect((await callTrpc(t.app, 'users.geocodeProgress', { token: memberToken })).data).toEqual({
      status: 'idle',
      completed: 0,
      total: 0,
      geocoded: 0,
      errors: [],
      finished_at: null,
      stalled: false,
      seconds_left: null,
    });
  });
});

describe('geocoding as addresses change', () => {
  it('places a new member, clears the coordinates of a changed address and places it again', async () => {
    await useGoogle();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: bearer(adminToken),
      payload: { first_name: 'New', last_name: 'Comer', email: 'new@example.org', address: '5 Pine Way, San Jose' },
    });
    const id = created.json().data.id as number;
    await expect
      .poll(async () => (await t.db.select().from(members).where(eq(members.id, id)))[0]!.latitude, { timeout: 15_000 })
      .toBe(standInLocation('5 Pine Way, San Jose').lat);

    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${id}`,
      headers: bearer(adminToken),
      payload: { address: '9 Palm Ave, Santa Clara' },
    });
    expect(moved.json().data).toMatchObject({ latitude: null, longitude: null, geocoded_at: null });
    await expect
      .poll(async () => (await t.db.select().from(members).where(eq(members.id, id)))[0]!.latitude, { timeout: 15_000 })
      .toBe(standInLocation('9 Palm Ave, Santa Clara').lat);
  });

  it('places the club from its address, and forgets the old place when the address changes', async () => {
    await useGoogle();
    const save = (club_address: string) =>
      t.app.inject({ method: 'PUT', url: '/api/settings', headers: bearer(adminToken), payload: { club_address } });
    await save('100 Dance Hall Road, San Jose');
    await expect
      .poll(async () => (await getAllSettings(t.db, ['club_lat'])).club_lat, { timeout: 15_000 })
      .toBe(standInLocation('100 Dance Hall Road, San Jose').lat);
    const { data } = (await save('1 Nowhere Road')).json();
    expect(data).toMatchObject({ club_lat: null, club_lng: null });
  });

  it('starts a run after an import, so new members appear on the map', async () => {
    await useGoogle();
    const csv = 'Name,Email,Address\n"Smith, Jane",jane@example.org,"12 Vine St, San Jose"\n';
    const boundary = 'geo-boundary';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="r.csv"\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
    await t.app.inject({
      method: 'POST',
      url: '/api/users/import',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(adminToken) },
    });
    await expect.poll(async () => (await progress()).status, { timeout: 15_000 }).toBe('completed');
    expect(await progress()).toMatchObject({ total: 1, geocoded: 1 });
  });
});

/** A run as a server left it: `quietSeconds` since its chain last moved, held by `chain` (null: let go). */
async function leftRun(ids: number[], options: { chain: string | null; quietSeconds: number; completed?: number }) {
  const [run] = await t.db
    .insert(geocodeRuns)
    .values({
      status: 'running',
      total: ids.length,
      completed: options.completed ?? 0,
      member_ids: ids,
      locked_by: options.chain,
      heartbeat_at: sql`now() - make_interval(secs => ${options.quietSeconds})`,
    })
    .returning();
  return run!;
}
const restart = () => t.app.inject({ method: 'POST', url: '/api/users/geocode-restart', headers: bearer(adminToken) });

describe('a run that stopped (issue 17)', () => {
  it('is resumed by a server that starts, when the server that ran it stopped without letting go', async () => {
    const ids = (await seedRoster()).map((member) => member.id);
    await useGoogle();
    await leftRun(ids, { chain: 'chain-of-a-crashed-server', quietSeconds: 50 });
    await t.app.close();
    await reopen();
    await expect.poll(async () => (await progress()).status, { timeout: 30_000 }).toBe('completed');
    expect(await progress()).toMatchObject({ completed: 23, total: 23, geocoded: 21 });
  });

  it('is resumed within a minute of the crash when the new server starts while the run still looks alive', async () => {
    const ids = (await seedRoster()).map((member) => member.id);
    await useGoogle();
    await leftRun(ids, { chain: 'chain-of-a-crashed-server', quietSeconds: 35 });
    await t.app.close();
    await reopen();
    // Not taken at once: the chain may still be alive for 10 more seconds...
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect((await progress()).completed).toBe(0);
    // ...then taken over, 45 s after the chain last moved.
    await expect.poll(async () => (await progress()).status, { timeout: 40_000, interval: 1_000 }).toBe('completed');
  }, 60_000);

  it('is never worked on by two chains at once: a chain that does not hold a moving run does nothing', async () => {
    const ids = (await seedRoster()).map((member) => member.id);
    const run = await leftRun(ids, { chain: 'the-holder', quietSeconds: 5 });
    const units = t.units();
    expect(await geocodeNextBatch(units, run.id, 'an-intruder', createPacer())).toBe('done');
    const [after] = await t.db.select().from(geocodeRuns).where(eq(geocodeRuns.id, run.id));
    expect(after).toMatchObject({ completed: 0, locked_by: 'the-holder' });
    expect(geocoder.requests).toHaveLength(0);
    // Once the holder has been quiet long enough to have stopped, the other chain takes the run over.
    await t.db
      .update(geocodeRuns)
      .set({ heartbeat_at: sql`now() - interval '50 seconds'` })
      .where(eq(geocodeRuns.id, run.id));
    await useGoogle();
    expect(await geocodeNextBatch(units, run.id, 'an-intruder', createPacer())).toBe('more');
    const [taken] = await t.db.select().from(geocodeRuns).where(eq(geocodeRuns.id, run.id));
    expect(taken).toMatchObject({ completed: 5, locked_by: 'an-intruder' });
  });

  it('says how long the rest takes at the provider pace, and when it has stalled', async () => {
    const ids = Array.from({ length: 2000 }, (_, index) => index + 100_000);
    const run = await leftRun(ids, { chain: 'busy', quietSeconds: 3, completed: 200 });
    // Nominatim: one a second, 1,800 left.
    expect(await progress()).toMatchObject({ status: 'running', stalled: false, seconds_left: 1800 });
    await useGoogle();
    expect(await progress()).toMatchObject({ seconds_left: 180 });
    await t.db
      .update(geocodeRuns)
      .set({ heartbeat_at: sql`now() - interval '121 seconds'` })
      .where(eq(geocodeRuns.id, run.id));
    expect(await progress()).toMatchObject({ stalled: true });
  });

  it('can be restarted by an admin only after 2 minutes without progress, and then finishes', async () => {
    const refusedIdle = await restart();
    expect(refusedIdle.statusCode).toBe(409);
    expect(refusedIdle.json().message).toBe(GEOCODE_MESSAGES.nothingToRestart);

    const ids = (await seedRoster()).map((member) => member.id);
    await useGoogle();
    // Quiet for 30 s: neither stalled nor stopped.
    const run = await leftRun(ids, { chain: 'still-going', quietSeconds: 30 });
    const refused = await restart();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(GEOCODE_MESSAGES.notStalled);

    await t.db
      .update(geocodeRuns)
      .set({ heartbeat_at: sql`now() - interval '130 seconds'` })
      .where(eq(geocodeRuns.id, run.id));
    const accepted = await restart();
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: GEOCODE_MESSAGES.restarted,
      data: { status: 'running', stalled: false },
    });
    await expect.poll(async () => (await progress()).status, { timeout: 30_000 }).toBe('completed');
    expect(await progress()).toMatchObject({ completed: 23, geocoded: 21 });
    const [entry] = await t.db.select().from(auditEntries).orderBy(desc(auditEntries.id)).limit(1);
    expect(entry).toMatchObject({ action: 'geocode.restart', entity_id: run.id });
  });

  it("ends as failed, with SPEC §8's text to show, when no address could be found", async () => {
    await useGoogle();
    for (const street of ['1 Nowhere Road', '2 Nowhere Road']) await createMember(t.db, { address: street });
    await startAll();
    await expect.poll(async () => (await progress()).status, { timeout: 30_000 }).toBe('failed');
    expect(await progress()).toMatchObject({
      completed: 2,
      geocoded: 0,
      errors: [expect.any(String), expect.any(String)],
    });
  });
});

/** A second server on the same database, as after a restart; later calls in the test go to it. */
const reopen = () => t.reopen();
