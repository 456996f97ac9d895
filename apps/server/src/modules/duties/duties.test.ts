import { describe, expect, it } from 'vitest';
import { DUTY_MESSAGES } from '@club/shared';
import { assignments, memberUnavailability, settings } from '../../db/schema/index.js';
import { addDays, todayIn } from '../../lib/calendar.js';
import { toSessionUser } from '../users/users.service.js';
import { createMember, createScheduleWithNights, type FactoryNight } from '../../../test/factories.js';
import { bearer, callTrpc, useTestApp } from '../../../test/harness.js';
import { getMyDuties, setMyAvailability } from './duties.service.js';
import { signedInCaller } from '../../lib/context.js';

// Issue 9: a member's own duties and the nights they cannot serve.
const t = useTestApp();

// SPEC §9 default club time zone; the tests place nights around the club's today.
const today = () => todayIn('America/Los_Angeles');
const addSchedule = (type: 'current' | 'next' | 'archived', nights: FactoryNight[]) =>
  createScheduleWithNights(t.db, type, nights);

const put = (token: string | undefined, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/duties/me/availability', headers: token ? bearer(token) : {}, payload });

describe('my duties', () => {
  it('lists upcoming duties on both schedules with who serves alongside, and the nights to mark', async () => {
    const [me, ann, bob] = [
      await createMember(t.db, { first_name: 'Me' }),
      await createMember(t.db, { first_name: 'Ann', last_name: 'Lee' }),
      await createMember(t.db, { first_name: 'Bob', last_name: 'Ray' }),
    ];
    const [past, now, soon, later] = [addDays(today(), -7), today(), addDays(today(), 7), addDays(today(), 35)];
    await addSchedule('archived', [{ dance_date: addDays(today(), -400), slots: [me.id] }]);
    await addSchedule('current', [
      { dance_date: past, slots: [me.id, ann.id] },
      { dance_date: now, slots: [ann.id, me.id, bob.id], notes: 'Bring cookies' },
      { dance_date: soon, slots: [ann.id, bob.id] },
    ]);
    await addSchedule('next', [{ dance_date: later, slots: [null, null, null, me.id], club_night_type: 'FIFTH WED' }]);

    const duties = await getMyDuties({ db: t.db, caller: signedInCaller(toSessionUser(me)) });
    expect(duties.duties).toEqual([
      {
        dance_date: now,
        club_night_type: 'NORMAL',
        schedule_type: 'current',
        slot: 2,
        notes: 'Bring cookies',
        partners: [
          { id: ann.id, name: 'Ann Lee' },
          { id: bob.id, name: 'Bob Ray' },
        ],
      },
      { dance_date: later, club_night_type: 'FIFTH WED', schedule_type: 'next', slot: 4, notes: null, partners: [] },
    ]);
    // Today counts as upcoming; the past night and the archived schedule do not.
    expect(duties.upcoming_nights).toEqual([
      { dance_date: now, club_night_type: 'NORMAL' },
      { dance_date: soon, club_night_type: 'NORMAL' },
      { dance_date: later, club_night_type: 'FIFTH WED' },
    ]);
    expect(duties.unavailable_dates).toEqual([]);
  });

  it("uses the club's time zone for today", async () => {
    const me = await createMember(t.db);
    // 25 hours apart, so their calendar days always differ: one night is today in one zone and past in the other.
    const westToday = todayIn('Pacific/Pago_Pago');
    await addSchedule('current', [{ dance_date: westToday, slots: [me.id] }]);
    await t.db.insert(settings).values({ key: 'system_timezone', value: 'Pacific/Pago_Pago' });
    expect((await getMyDuties({ db: t.db, caller: signedInCaller(toSessionUser(me)) })).duties).toHaveLength(1);
    await t.db.update(settings).set({ value: 'Pacific/Kiritimati' });
    expect((await getMyDuties({ db: t.db, caller: signedInCaller(toSessionUser(me)) })).duties).toHaveLength(0);
  });

  it('answers over REST and tRPC for the caller only, and 401 to anonymous callers', async () => {
    const [me, other] = [await createMember(t.db), await createMember(t.db)];
    await addSchedule('next', [{ dance_date: addDays(today(), 7), slots: [other.id] }]);
    const token = await t.signIn(me);
    const rest = await t.app.inject({ method: 'GET', url: '/api/duties/me', headers: bearer(token) });
    expect(rest.statusCode).toBe(200);
    expect(rest.json().data).toMatchObject({ duties: [], upcoming_nights: [{ dance_date: addDays(today(), 7) }] });
    const trpc = await callTrpc(t.app, 'duties.me', { token: await t.signIn(other) });
    expect(trpc.data.duties).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/duties/me' })).statusCode).toBe(401);
  });
});

describe('marking availability', () => {
  it('marks and unmarks a night, idempotently, over REST and tRPC', async () => {
    const me = await createMember(t.db);
    const night = addDays(today(), 14);
    await addSchedule('next', [{ dance_date: night }]);
    const token = await t.signIn(me);
    for (let n = 0; n < 2; n += 1) {
      const response = await put(token, { dance_date: night, available: false });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ dance_date: night, available: false, warning: null });
    }
    expect((await getMyDuties({ db: t.db, caller: signedInCaller(toSessionUser(me)) })).unavailable_dates).toEqual([
      night,
    ]);
    const back = await callTrpc(t.app, 'duties.setAvailability', {
      token,
      type: 'mutation',
      input: { dance_date: night, available: true },
    });
    expect(back.data).toEqual({ dance_date: night, available: true, warning: null });
    expect(await t.db.select().from(memberUnavailability)).toEqual([]);
  });

  it('allows marking a night one is already on duty for, with a warning, and never unassigns', async () => {
    const me = await createMember(t.db);
    const night = addDays(today(), 7);
    await addSchedule('current', [{ dance_date: night, slots: [me.id] }]);
    const response = await put(await t.signIn(me), { dance_date: night, available: false });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.warning).toBe(DUTY_MESSAGES.alreadyAssigned);
    const [row] = await t.db.select().from(assignments);
    expect(row!.squarehead1_id).toBe(me.id);
  });

  it('refuses past nights, dates that are not club nights and impossible dates with readable 422s', async () => {
    const me = await createMember(t.db);
    await addSchedule('current', [{ dance_date: addDays(today(), -7) }, { dance_date: addDays(today(), 7) }]);
    const token = await t.signIn(me);
    const past = await put(token, { dance_date: addDays(today(), -7), available: false });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual({ dance_date: DUTY_MESSAGES.pastDate });
    const notANight = await put(token, { dance_date: addDays(today(), 8), available: false });
    expect(notANight.statusCode).toBe(422);
    expect(notANight.json().errors).toEqual({ dance_date: DUTY_MESSAGES.notAClubNight });
    const impossible = await callTrpc(t.app, 'duties.setAvailability', {
      token,
      type: 'mutation',
      input: { dance_date: '2027-02-30', available: false },
    });
    // tRPC answers a failed input parse with 400 (REST: 422), the field messages alike.
    expect(impossible.status).toBe(400);
    expect(impossible.error.data.fieldErrors).toEqual({ dance_date: 'Please enter a valid date' });
    await expect(
      setMyAvailability(
        { db: t.db, caller: signedInCaller(toSessionUser(me)) },
        { dance_date: addDays(today(), 8), available: true },
      ),
    ).rejects.toThrow(DUTY_MESSAGES.notAClubNight);
    expect(await t.db.select().from(memberUnavailability)).toEqual([]);
  });

  it("cannot change another member's availability", async () => {
    const [me, other] = [await createMember(t.db), await createMember(t.db)];
    const night = addDays(today(), 7);
    await addSchedule('next', [{ dance_date: night }]);
    const response = await put(await t.signIn(me), { dance_date: night, available: false, member_id: other.id });
    expect(response.statusCode).toBe(422);
    expect(await t.db.select().from(memberUnavailability)).toEqual([]);
    expect((await put(undefined, { dance_date: night, available: false })).statusCode).toBe(401);
  });
});
