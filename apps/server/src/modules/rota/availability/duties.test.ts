import { describe, expect, it } from 'vitest';
import { DUTY_MESSAGES } from '@club/shared';
import { eq } from 'drizzle-orm';
import {
  assignments,
  auditEntries,
  memberUnavailability,
  nightVacancies,
  settings,
  swapRequests,
} from '../../../db/schema/index.js';
import { formatDanceDate } from '../../../lib/calendar.js';
import { addDays, todayIn } from '../../../lib/calendar.js';
import { toSessionUser } from '../../users/users.service.js';
import { createMember, createScheduleWithNights, type FactoryNight } from '../../../../test/factories.js';
import { bearer, callTrpc, useTestApp } from '../../../../test/harness.js';
import { setMyAvailability } from './cant-serve.js';
import { getMyDuties } from './my-duties.js';
import { signedInCaller } from '../../../lib/context.js';

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
    // Issue 25: the later night has its own start, caller, program and theme; the other keeps the club's times.
    await t.db
      .update(assignments)
      .set({ start_time: '19:00', caller: 'Tom Miller', program: 'Plus', theme: 'Winter Ball' })
      .where(eq(assignments.dance_date, later));

    const duties = await t.inClub((ctx) => getMyDuties(ctx), signedInCaller(toSessionUser(me)));
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
        assignment_id: expect.any(Number),
        self_chosen: false,
        can_give_back: false,
        // Issue 19 part 3: nothing to answer before the schedule is published.
        confirmation: null,
        cancelled_at: null,
        cancel_reason: null,
        start_time: '19:30',
        end_time: '22:00',
        caller: null,
        cuer: null,
        program: null,
        theme: null,
      },
      {
        dance_date: later,
        club_night_type: 'FIFTH WED',
        schedule_type: 'next',
        slot: 4,
        notes: null,
        partners: [],
        assignment_id: expect.any(Number),
        self_chosen: false,
        can_give_back: false,
        confirmation: null,
        cancelled_at: null,
        cancel_reason: null,
        start_time: '19:00',
        end_time: '22:00',
        caller: 'Tom Miller',
        cuer: null,
        program: 'Plus',
        theme: 'Winter Ball',
      },
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
    expect((await t.inClub((ctx) => getMyDuties(ctx), signedInCaller(toSessionUser(me)))).duties).toHaveLength(1);
    await t.db.update(settings).set({ value: 'Pacific/Kiritimati' });
    expect((await t.inClub((ctx) => getMyDuties(ctx), signedInCaller(toSessionUser(me)))).duties).toHaveLength(0);
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
      expect(response.json().data).toEqual({
        dance_date: night,
        available: false,
        warning: null,
        needs_replacement: false,
        swap_request_id: null,
      });
    }
    expect((await t.inClub((ctx) => getMyDuties(ctx), signedInCaller(toSessionUser(me)))).unavailable_dates).toEqual([
      night,
    ]);
    const back = await callTrpc(t.app, 'duties.setAvailability', {
      token,
      type: 'mutation',
      input: { dance_date: night, available: true },
    });
    expect(back.data).toEqual({
      dance_date: night,
      available: true,
      warning: null,
      needs_replacement: false,
      swap_request_id: null,
    });
    expect(await t.db.select().from(memberUnavailability)).toEqual([]);
  });

  it('allows marking a night one is already on duty for (an older client, without a choice) and never unassigns', async () => {
    const me = await createMember(t.db);
    const night = addDays(today(), 7);
    await addSchedule('current', [{ dance_date: night, slots: [me.id] }]);
    const response = await put(await t.signIn(me), { dance_date: night, available: false });
    expect(response.statusCode).toBe(200);
    // Issue 17: without a choice the administrators are told, so the night never again reaches nobody.
    expect(response.json().data).toMatchObject({ warning: DUTY_MESSAGES.toldAdmins, needs_replacement: true });
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
      t.inClub(
        (ctx) => setMyAvailability(ctx, { dance_date: addDays(today(), 8), available: true }),
        signedInCaller(toSessionUser(me)),
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

// Issue 17 item 1: "I can't serve" on one's own night reaches the administrators and marks the night.
describe("can't serve a night one is on duty for", () => {
  const mailsAbout = (name: string) => () =>
    t.mail.messages.filter((mail) => mail.subject.startsWith(`${name} can't serve on`));
  /** The catcher holds exactly `count` matching e-mails, and no more arrive (they are sent after the commit). */
  async function settledCount(read: () => unknown[], count: number) {
    await expect.poll(() => read().length, { timeout: 10_000 }).toBe(count);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(read()).toHaveLength(count);
  }
  const nightOn = async (type: 'current' | 'next') =>
    (await t.app.inject({ method: 'GET', url: `/api/schedules/${type}`, headers: bearer(await adminToken()) })).json()
      .data.assignments[0];
  let admin: Awaited<ReturnType<typeof createMember>>;
  const adminToken = () => t.signIn(admin);

  async function rota() {
    admin = await createMember(t.db, { first_name: 'Ada', last_name: 'Admin', is_admin: true });
    // A couple of administrators sharing one inbox gets one e-mail between them.
    await createMember(t.db, { first_name: 'Al', last_name: 'Rowe', email: 'rowes@example.org', is_admin: true });
    await createMember(t.db, { first_name: 'Bea', last_name: 'Rowe', email: 'ROWES@example.org ', is_admin: true });
    const me = await createMember(t.db, { first_name: 'Mo', last_name: 'Duty' });
    const [b, c, d] = [await createMember(t.db), await createMember(t.db), await createMember(t.db)];
    const night = addDays(today(), 10);
    await addSchedule('current', [{ dance_date: night, slots: [me.id, b.id, c.id, d.id] }]);
    return { me, night, others: [b, c, d] };
  }

  it('tells each administrator inbox once, keeps the member in the slot, marks the night and records it', async () => {
    const { me, night } = await rota();
    const response = await put(await t.signIn(me), { dance_date: night, available: false, replacement: 'tell_admins' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      dance_date: night,
      available: false,
      warning: DUTY_MESSAGES.toldAdmins,
      needs_replacement: true,
      swap_request_id: null,
    });
    // Ada, the Rowes' shared inbox and the main administrator: three inboxes, one e-mail each; none to Mo.
    await settledCount(mailsAbout('Mo Duty'), 3);
    const inboxes = mailsAbout('Mo Duty')().map((mail) => mail.to.join(','));
    expect(new Set(inboxes).size).toBe(3);
    expect(inboxes.some((to) => to.includes('rowes@example.org'))).toBe(true);
    expect(inboxes.some((to) => to.includes(me.email))).toBe(false);
    const [mail] = mailsAbout('Mo Duty')();
    expect(mail!.subject).toBe(`Mo Duty can't serve on ${formatDanceDate(night)} – Square Dance Club`);
    expect(mail!.text).toContain('asked the administrators to find a replacement');
    expect(mail!.text).toContain('/current-schedule');
    expect(await t.db.select().from(swapRequests)).toEqual([]);

    const assignment = await nightOn('current');
    expect(assignment).toMatchObject({ squarehead1_id: me.id, status: 'needs_replacement', cant_serve_ids: [me.id] });
    const [audit] = await t.db.select().from(auditEntries).where(eq(auditEntries.action, 'duty.cant_serve'));
    expect(audit).toMatchObject({ actor_id: me.id, entity: 'night_vacancy' });
    expect(audit!.details).toMatchObject({ dance_date: night, choice: 'told the administrators' });
    const filtered = await t.app.inject({
      method: 'GET',
      url: '/api/maintenance/audit-log?entity=night_vacancy',
      headers: bearer(await adminToken()),
    });
    expect(filtered.json().data.entries.map((entry: { action: string }) => entry.action)).toEqual(['duty.cant_serve']);

    // Saying it again mails nobody twice.
    const again = await put(await t.signIn(me), { dance_date: night, available: false, replacement: 'tell_admins' });
    expect(again.json().data).toMatchObject({ warning: DUTY_MESSAGES.alreadyVacated, needs_replacement: true });
    await settledCount(mailsAbout('Mo Duty'), 3);
  });

  it('is filled when an administrator puts someone else in the slot', async () => {
    const { me, night } = await rota();
    const stand_in = await createMember(t.db, { first_name: 'Sam', last_name: 'Standin' });
    await put(await t.signIn(me), { dance_date: night, available: false });
    const before = await nightOn('current');
    expect(before.status).toBe('needs_replacement');
    // Editing only the notes changes nothing: Mo is still on the night.
    await t.app.inject({
      method: 'PUT',
      url: `/api/schedules/assignments/${before.id}`,
      headers: bearer(await adminToken()),
      payload: { notes: 'Mo cannot come' },
    });
    expect((await nightOn('current')).status).toBe('needs_replacement');
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/schedules/assignments/${before.id}`,
      headers: bearer(await adminToken()),
      payload: { squarehead1_id: stand_in.id },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ status: 'complete', cant_serve_ids: [] });
    expect(await t.db.select().from(nightVacancies)).toEqual([]);
  });

  it('asks other members to take it in the same step, and is filled when one of them takes it', async () => {
    const { me, night } = await rota();
    const taker = await createMember(t.db, { first_name: 'Tia', last_name: 'Taker' });
    const response = await callTrpc(t.app, 'duties.setAvailability', {
      token: await t.signIn(me),
      type: 'mutation',
      input: { dance_date: night, available: false, replacement: 'ask_others' },
    });
    const result = response.data;
    expect(result.needs_replacement).toBe(true);
    const [request] = await t.db.select().from(swapRequests);
    expect(request).toMatchObject({
      id: result.swap_request_id,
      requester_id: me.id,
      kind: 'give_away',
      status: 'open',
    });
    // The offers go out as for any swap request (decision 029), and the administrators hear which way was chosen.
    await t.mail.waitFor(taker.email, (mail) => mail.subject.startsWith(`Can you take ${formatDanceDate(night)}?`));
    await settledCount(mailsAbout('Mo Duty'), 3);
    expect(mailsAbout('Mo Duty')()[0]!.text).toContain('They asked other members to take it');
    expect(result.warning).toMatch(/^Saved\. The administrators have been told, and \d+ members? (was|were) asked/);
    const [audit] = await t.db.select().from(auditEntries).where(eq(auditEntries.action, 'duty.cant_serve'));
    expect(audit!.details).toMatchObject({ choice: 'asked others to take it', swap_request_id: request!.id });

    const took = await t.app.inject({
      method: 'POST',
      url: `/api/swaps/${request!.id}/accept`,
      headers: bearer(await t.signIn(taker)),
      payload: {},
    });
    expect(took.statusCode).toBe(200);
    expect(await nightOn('current')).toMatchObject({
      squarehead1_id: taker.id,
      status: 'complete',
      cant_serve_ids: [],
    });
    expect(await t.db.select().from(nightVacancies)).toEqual([]);
  });

  it('is filled when an administrator approves a swap to someone, and withdrawn when the member can serve after all', async () => {
    const { me, night } = await rota();
    const stand_in = await createMember(t.db);
    const asked = await put(await t.signIn(me), { dance_date: night, available: false, replacement: 'ask_others' });
    const id = asked.json().data.swap_request_id;
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/swaps/${id}/approve`,
      headers: bearer(await adminToken()),
      payload: { member_id: stand_in.id },
    });
    expect(approved.statusCode).toBe(200);
    expect((await nightOn('current')).status).toBe('complete');

    const other = await createMember(t.db, { first_name: 'Vi', last_name: 'Back' });
    const later = addDays(today(), 17);
    await addSchedule('next', [{ dance_date: later, slots: [other.id] }]);
    const token = await t.signIn(other);
    await put(token, { dance_date: later, available: false, replacement: 'tell_admins' });
    expect((await nightOn('next')).status).toBe('needs_replacement');
    const back = await put(token, { dance_date: later, available: true });
    expect(back.json().data).toMatchObject({ needs_replacement: false, warning: null });
    expect((await nightOn('next')).status).toBe('partial');
    const actions = (await t.db.select().from(auditEntries)).map((entry) => entry.action);
    expect(actions).toContain('duty.can_serve_again');
  });

  it('refuses an unknown choice, and marking a night one is not on duty for tells nobody and marks nothing', async () => {
    const { night, others } = await rota();
    const bystander = await createMember(t.db);
    const token = await t.signIn(bystander);
    const bad = await put(token, { dance_date: night, available: false, replacement: 'shout' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ replacement: 'Choose one of: ask_others, tell_admins' });
    const trpc = await callTrpc(t.app, 'duties.setAvailability', {
      token,
      type: 'mutation',
      input: { dance_date: night, available: false, replacement: 7 },
    });
    expect(trpc.status).toBe(400);
    // Someone else's night: only the bystander's own mark is kept, the night is not theirs to vacate.
    const response = await put(token, { dance_date: night, available: false, replacement: 'ask_others' });
    expect(response.json().data).toMatchObject({ needs_replacement: false, swap_request_id: null, warning: null });
    const smuggled = await put(token, { dance_date: night, available: false, member_id: others[0]!.id });
    expect(smuggled.statusCode).toBe(422);
    expect(await t.db.select().from(nightVacancies)).toEqual([]);
    expect(await t.db.select().from(swapRequests)).toEqual([]);
    expect((await nightOn('current')).status).toBe('complete');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.mail.messages).toEqual([]);
  });
});
