import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES } from '@club/shared';
import { auditEntries, members, settings } from '../../db/schema/index.js';
import { createMember } from '../../../test/factories.js';
import { GeocoderStandIn, standInLocation } from '../../../test/geocoder-stand-in.js';
import { bearer, callTrpc, useTestApp } from '../../../test/harness.js';

// Issue 26 item 3: Doris moves, and Heinz (her partner) and Ida (who reads Doris's inbox) move with her in one save.
let geocoder: GeocoderStandIn;
beforeAll(async () => {
  geocoder = await new GeocoderStandIn().start();
});
afterAll(() => geocoder.stop());
const t = useTestApp(() => ({ jobs: true, env: { GEOCODER_URL: geocoder.url, GOOGLE_GEOCODER_URL: geocoder.url } }));

const OLD = '4 Birch Lane, San Jose';
const NEW = '12 Harbour Road, Santa Cruz';
let doris: Awaited<ReturnType<typeof createMember>>;
let heinz: Awaited<ReturnType<typeof createMember>>;
let ida: Awaited<ReturnType<typeof createMember>>;
let stranger: Awaited<ReturnType<typeof createMember>>;
let dorisToken: string;

beforeEach(async () => {
  geocoder.clear();
  await t.db.insert(settings).values({ key: 'google_api_key', value: 'test-key' });
  doris = await createMember(t.db, { first_name: 'Doris', last_name: 'Keller', email: 'kellers@example.org' });
  heinz = await createMember(t.db, { first_name: 'Heinz', last_name: 'Keller', email: 'heinz@example.org' });
  ida = await createMember(t.db, { first_name: 'Ida', last_name: 'Keller', email: ' Kellers@Example.org' });
  stranger = await createMember(t.db, { first_name: 'Sam', last_name: 'Stranger', address: OLD });
  await t.db.update(members).set({ partner_id: heinz.id, address: OLD }).where(eq(members.id, doris.id));
  await t.db
    .update(members)
    .set({ partner_id: doris.id, address: OLD, latitude: 37.3, longitude: -121.9 })
    .where(eq(members.id, heinz.id));
  await t.db.update(members).set({ address: OLD }).where(eq(members.id, ida.id));
  dorisToken = await t.signIn(doris);
});

const row = async (id: number) => (await t.db.select().from(members).where(eq(members.id, id)))[0]!;
const putDoris = (payload: object, token = dorisToken) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${doris.id}`, headers: bearer(token), payload });

describe("a member's household", () => {
  it('lists the partner and whoever shares the inbox, with their addresses, over REST and tRPC', async () => {
    const household = [
      { id: heinz.id, name: 'Heinz Keller', address: OLD, is_partner: true, shares_inbox: false },
      { id: ida.id, name: 'Ida Keller', address: OLD, is_partner: false, shares_inbox: true },
    ];
    const overRest = await t.app.inject({ method: 'GET', url: '/api/users/me/household', headers: bearer(dorisToken) });
    expect(overRest.statusCode).toBe(200);
    expect(overRest.json().data).toEqual({ household });
    expect((await callTrpc(t.app, 'users.myHousehold', { token: dorisToken })).data).toEqual({ household });
  });

  it('is empty for a member who lives alone', async () => {
    const token = await t.signIn(stranger);
    expect((await callTrpc(t.app, 'users.myHousehold', { token })).data).toEqual({ household: [] });
  });
});

describe('moving with the household', () => {
  it('gives the chosen household members the new address, audited, and places each on the map again', async () => {
    const answer = await putDoris({ address: NEW, household_ids: [heinz.id, ida.id] });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ id: doris.id, address: NEW, latitude: null });

    for (const id of [heinz.id, ida.id]) expect(await row(id)).toMatchObject({ address: NEW, latitude: null });
    expect((await row(stranger.id)).address).toBe(OLD);

    const audited = await t.db
      .select({ entity_id: auditEntries.entity_id, actor_id: auditEntries.actor_id, details: auditEntries.details })
      .from(auditEntries)
      .where(eq(auditEntries.action, 'member.update'))
      .orderBy(asc(auditEntries.entity_id));
    expect(audited).toEqual(
      [doris, heinz, ida].map((person) => ({
        entity_id: person.id,
        actor_id: doris.id,
        details: expect.objectContaining({
          name: `${person.first_name} ${person.last_name}`,
          changes: { address: { old: OLD, new: NEW } },
          ...(person === doris ? {} : { household_of: doris.id }),
        }),
      })),
    );

    for (const id of [doris.id, heinz.id, ida.id]) {
      await expect.poll(async () => (await row(id)).latitude, { timeout: 15_000 }).toBe(standInLocation(NEW).lat);
    }
  });

  it('moves only those chosen, over tRPC too', async () => {
    const answer = await callTrpc(t.app, 'users.update', {
      token: dorisToken,
      type: 'mutation',
      input: { id: doris.id, data: { address: NEW, household_ids: [heinz.id] } },
    });
    expect(answer.status).toBe(200);
    expect((await row(heinz.id)).address).toBe(NEW);
    expect((await row(ida.id)).address).toBe(OLD);
  });

  it('refuses a member outside the household and changes nothing, not even the member’s own address', async () => {
    for (const send of [
      () => putDoris({ address: NEW, household_ids: [heinz.id, stranger.id] }),
      () =>
        callTrpc(t.app, 'users.update', {
          token: dorisToken,
          type: 'mutation',
          input: { id: doris.id, data: { address: NEW, household_ids: [stranger.id] } },
        }),
    ]) {
      const refused = await send();
      const status = 'statusCode' in refused ? refused.statusCode : refused.status;
      const message = 'statusCode' in refused ? refused.json().message : refused.error?.message;
      expect({ status, message }).toEqual({ status: 403, message: MEMBER_MESSAGES.householdOnly });
    }
    for (const id of [doris.id, heinz.id, stranger.id]) expect((await row(id)).address).toBe(OLD);
    expect(await t.db.select().from(auditEntries).where(eq(auditEntries.action, 'member.update'))).toEqual([]);
  });

  it('refuses a member who names a household other than their own', async () => {
    const strangerToken = await t.signIn(stranger);
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${stranger.id}`,
      headers: bearer(strangerToken),
      payload: { address: NEW, household_ids: [heinz.id] },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MEMBER_MESSAGES.householdOnly);
    expect((await row(heinz.id)).address).toBe(OLD);
  });

  it('asks for the address the household is to get', async () => {
    const refused = await putDoris({ phone: '408 555 0199', household_ids: [heinz.id] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ household_ids: MEMBER_MESSAGES.householdNeedsAddress });
    expect((await row(doris.id)).phone).toBeNull();
  });

  it('lets an administrator move a member with their household', async () => {
    const adminToken = await t.signIn(await createMember(t.db, { role: 'admin' }));
    expect((await putDoris({ address: NEW, household_ids: [ida.id] }, adminToken)).statusCode).toBe(200);
    expect((await row(ida.id)).address).toBe(NEW);
    expect((await putDoris({ address: OLD, household_ids: [stranger.id] }, adminToken)).statusCode).toBe(403);
  });
});
