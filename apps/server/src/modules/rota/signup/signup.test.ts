import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, MEMBER_MESSAGES, SIGNUP_MESSAGES } from '@club/shared';
import {
  assignments,
  auditEntries,
  members,
  memberUnavailability,
  nightSignups,
  settings,
} from '../../../db/schema/index.js';
import { addDays, todayIn } from '../../../lib/calendar.js';
import { settleAfterAnswer } from '../../../lib/after-answer.js';
import { createMember, createScheduleWithNights } from '../../../../test/factories.js';
import { bearer, callTrpc, useTestApp } from '../../../../test/harness.js';

// Issue 19 part 2: members take an open place on a night themselves, alone or with their partner, and give it back.
const t = useTestApp();
const NIGHT = '2027-03-10';
const OTHER = '2027-03-17';
const THIRD = '2027-03-24';

type Member = typeof members.$inferSelect;
let admin: Member;
let ann: Member;
let bob: Member;
let cy: Member;
let annToken: string;
let adminToken: string;

beforeEach(async () => {
  admin = await createMember(t.db, { role: 'admin', first_name: 'Ada', last_name: 'Admin' });
  ann = await createMember(t.db, { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.org' });
  bob = await createMember(t.db, { first_name: 'Bob', last_name: 'Lee', email: 'bob@example.org', partner_id: ann.id });
  await t.db.update(members).set({ partner_id: bob.id }).where(eq(members.id, ann.id));
  cy = await createMember(t.db, { first_name: 'Cy', last_name: 'Ray' });
  annToken = await t.signIn(ann);
  adminToken = await t.signIn(admin);
  await t.db.insert(settings).values({ key: 'self_signup', value: true });
});

const signup = (id: number, payload: object = {}, token = annToken, method: 'POST' | 'DELETE' = 'POST') =>
  t.app.inject({ method, url: `/api/schedules/assignments/${id}/signup`, headers: bearer(token), payload });
const giveBack = (id: number, payload: object = {}, token = annToken) => signup(id, payload, token, 'DELETE');

/** The next schedule with three nights; NIGHT has `slots` filled. */
async function nextSchedule(slots: (number | null)[] = [cy.id, null, null, null]) {
  await createScheduleWithNights(t.db, 'next', [
    { dance_date: NIGHT, slots },
    { dance_date: OTHER },
    { dance_date: THIRD },
  ]);
  return nightId(NIGHT);
}
async function nightId(date: string) {
  const [night] = await t.db.select().from(assignments).where(eq(assignments.dance_date, date));
  return night!.id;
}
async function slotsOf(id: number) {
  const [row] = await t.db.select().from(assignments).where(eq(assignments.id, id));
  return [row!.squarehead1_id, row!.squarehead2_id, row!.squarehead3_id, row!.squarehead4_id];
}
const audits = (action: string) => t.db.select().from(auditEntries).where(eq(auditEntries.action, action));

describe('signing up for an open slot', () => {
  it('puts the member in the first empty slot, marks them self-chosen, audits it and confirms by e-mail', async () => {
    const id = await nextSchedule();
    const response = await signup(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      id,
      squarehead1_id: cy.id,
      squarehead2_id: ann.id,
      squarehead2_name: 'Ann Lee',
      status: 'partial',
      self_signup_ids: [ann.id],
    });
    const [entry] = await audits('duty.signup');
    expect(entry).toMatchObject({ actor_id: ann.id, entity: 'assignment', entity_id: id });
    expect(entry!.details).toMatchObject({ dance_date: NIGHT, member_name: 'Ann Lee' });
    expect(entry!.details).not.toHaveProperty('on_behalf_of_id');
    const mail = await t.mail.waitFor(ann.email);
    expect(mail.text).toContain('You signed up as a squarehead for Wednesday, March 10, 2027.');
  });

  it('is refused (403) while the club has self sign-up off, over REST and tRPC', async () => {
    await t.db.update(settings).set({ value: false }).where(eq(settings.key, 'self_signup'));
    const id = await nextSchedule();
    const response = await signup(id);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(SIGNUP_MESSAGES.turnedOff);
    const trpc = await callTrpc(t.app, 'schedules.signup', { token: annToken, type: 'mutation', input: { id } });
    expect(trpc.status).toBe(403);
    expect(await slotsOf(id)).toEqual([cy.id, null, null, null]);
  });

  it('works over tRPC too', async () => {
    const id = await nextSchedule();
    const trpc = await callTrpc(t.app, 'schedules.signup', { token: annToken, type: 'mutation', input: { id } });
    expect(trpc.status).toBe(200);
    expect(await slotsOf(id)).toEqual([cy.id, ann.id, null, null]);
  });

  it("answers 409 'That night is already full.' when four serve", async () => {
    const others = [await createMember(t.db), await createMember(t.db), await createMember(t.db)];
    const id = await nextSchedule([cy.id, ...others.map((one) => one.id)]);
    const response = await signup(id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('That night is already full.');
  });

  it('answers 404 for a night that is not on a live schedule', async () => {
    await createScheduleWithNights(t.db, 'archived', [{ dance_date: NIGHT }]);
    expect((await signup(await nightId(NIGHT))).statusCode).toBe(404);
    expect((await signup(999_999)).statusCode).toBe(404);
  });

  it.each([
    [
      'not assignable',
      async () => t.db.update(members).set({ status: 'exempt' }).where(eq(members.id, ann.id)),
      'is not on the squarehead list',
    ],
    [
      'marked unavailable',
      async () => t.db.insert(memberUnavailability).values({ member_id: ann.id, dance_date: NIGHT }),
      'cannot serve that night (marked unavailable)',
    ],
  ])('answers 422 when the member is %s', async (_case, arrange, text) => {
    const id = await nextSchedule();
    await arrange();
    const response = await signup(id);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toContain(text);
    expect(await slotsOf(id)).toEqual([cy.id, null, null, null]);
  });

  it('answers 422 when the member already serves that night', async () => {
    const id = await nextSchedule([ann.id, null, null, null]);
    const response = await signup(id);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(SIGNUP_MESSAGES.alreadyServes('Ann Lee'));
  });

  it('answers 422 once the member holds max_signups_per_schedule self-chosen nights of the schedule', async () => {
    await t.db.insert(settings).values({ key: 'max_signups_per_schedule', value: 2 });
    const id = await nextSchedule();
    expect((await signup(id)).statusCode).toBe(200);
    expect((await signup(await nightId(OTHER))).statusCode).toBe(200);
    const third = await signup(await nightId(THIRD));
    expect(third.statusCode).toBe(422);
    expect(third.json().message).toBe(SIGNUP_MESSAGES.tooMany('Ann Lee', 2));
  });

  it('refuses a German member in German, the reason in German too (issue 29)', async () => {
    const id = await nextSchedule();
    await t.db.update(members).set({ locale: 'de' }).where(eq(members.id, ann.id));
    await t.db.insert(memberUnavailability).values({ member_id: bob.id, dance_date: NIGHT });
    const partnerAway = await signup(id, { with_partner: true });
    expect(partnerAway.statusCode).toBe(422);
    expect(partnerAway.json().message).toBe(
      'Bob Lee kann an diesem Clubabend keinen Dienst übernehmen (als verhindert markiert).',
    );
    const viaTrpc = await callTrpc(t.app, 'schedules.signup', {
      type: 'mutation',
      token: annToken,
      input: { id, data: { with_partner: true } },
    });
    expect(viaTrpc.error).toMatchObject({ message: partnerAway.json().message });
    await t.db.update(members).set({ status: 'exempt' }).where(eq(members.id, ann.id));
    expect((await signup(id)).json().message).toBe('Ann Lee steht nicht auf der Liste der Squareheads.');
    await t.db.update(settings).set({ value: false }).where(eq(settings.key, 'self_signup'));
    expect((await signup(id)).json().message).toBe(
      'In diesem Club können sich Mitglieder nicht selbst für offene Clubabende eintragen.',
    );
    // An English member reads the same refusal as before.
    await t.db.update(members).set({ locale: 'en' }).where(eq(members.id, ann.id));
    expect((await signup(id)).json().message).toBe(SIGNUP_MESSAGES.turnedOff);
    expect(SIGNUP_MESSAGES.unavailable('Bob Lee', 'marked unavailable')).toBe(
      'Bob Lee cannot serve that night (marked unavailable).',
    );
  });

  it('answers 422 for a cancelled night and for a current-schedule night 48 hours away or less', async () => {
    const id = await nextSchedule();
    await t.db.update(assignments).set({ cancelled_at: new Date() }).where(eq(assignments.id, id));
    const cancelled = await signup(id);
    expect(cancelled.statusCode).toBe(422);
    expect(cancelled.json().message).toBe(SIGNUP_MESSAGES.cancelled);

    // The club's date a day from now: its night (19:30 there) starts 19.5 to 43.5 hours ahead, whatever the clock.
    const tomorrow = todayIn(DEFAULT_TIME_ZONE, new Date(Date.now() + 24 * 3_600_000));
    const farAhead = addDays(tomorrow, 10);
    await createScheduleWithNights(t.db, 'current', [{ dance_date: tomorrow }, { dance_date: farAhead }]);
    const soon = await signup(await nightId(tomorrow));
    expect(soon.statusCode).toBe(422);
    expect(soon.json().message).toBe(SIGNUP_MESSAGES.notSchedulable);
    expect((await signup(await nightId(farAhead))).statusCode).toBe(200);
  });

  it('gives the last place to one of two members asking at once; the other gets 409', async () => {
    const others = [await createMember(t.db), await createMember(t.db)];
    const id = await nextSchedule([cy.id, others[0]!.id, others[1]!.id, null]);
    const bobToken = await t.signIn(bob);
    const answers = await Promise.all([signup(id), signup(id, {}, bobToken)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await t.db.select().from(nightSignups)).toHaveLength(1);
  });
});

describe('one member taking two nights at once', () => {
  it('stays within max_signups_per_schedule', async () => {
    await t.db.insert(settings).values({ key: 'max_signups_per_schedule', value: 1 });
    const id = await nextSchedule();
    const answers = await Promise.all([signup(id), signup(await nightId(OTHER))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(await t.db.select().from(nightSignups)).toHaveLength(1);
  });
});

describe('partners signing up together', () => {
  it('puts both in one step', async () => {
    const id = await nextSchedule();
    const response = await signup(id, { with_partner: true });
    expect(response.statusCode, response.body).toBe(200);
    // Decision 055: a member's answer names only their own sign-up; the night's record holds both.
    expect(response.json().data.self_signup_ids).toEqual([ann.id]);
    const signups = await t.db.select().from(nightSignups).where(eq(nightSignups.assignment_id, id));
    expect(signups.map((row) => row.member_id).sort((a, b) => a - b)).toEqual([ann.id, bob.id].sort((a, b) => a - b));
    expect(await slotsOf(id)).toEqual([cy.id, ann.id, bob.id, null]);
    expect(await audits('duty.signup')).toHaveLength(2);
    const partnerMail = await t.mail.waitFor(bob.email);
    expect(partnerMail.text).toContain('Ann Lee signed you up as a squarehead');
  });

  it('writes nothing when the partner fails a rule', async () => {
    const id = await nextSchedule();
    await t.db.insert(memberUnavailability).values({ member_id: bob.id, dance_date: NIGHT });
    const response = await signup(id, { with_partner: true });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toContain('Bob Lee cannot serve that night');
    expect(await slotsOf(id)).toEqual([cy.id, null, null, null]);
    expect(await t.db.select().from(nightSignups)).toEqual([]);
    expect(await audits('duty.signup')).toEqual([]);
  });

  it('answers 409 when only one place is open, and 422 for a member without a partner', async () => {
    const others = [await createMember(t.db), await createMember(t.db)];
    const id = await nextSchedule([cy.id, others[0]!.id, others[1]!.id, null]);
    expect((await signup(id, { with_partner: true })).statusCode).toBe(409);
    expect(await slotsOf(id)).toEqual([cy.id, others[0]!.id, others[1]!.id, null]);
    const alone = await signup(id, { with_partner: true }, await t.signIn(cy));
    expect(alone.statusCode).toBe(422);
  });
});

describe('an administrator acting for a member', () => {
  it('signs the member up, audited "for" them, and the e-mail names the administrator', async () => {
    const id = await nextSchedule();
    const response = await signup(id, { member_id: ann.id }, adminToken);
    expect(response.statusCode, response.body).toBe(200);
    expect(await slotsOf(id)).toEqual([cy.id, ann.id, null, null]);
    const [entry] = await audits('duty.signup');
    expect(entry).toMatchObject({ actor_id: admin.id });
    expect(entry!.details).toMatchObject({ on_behalf_of_id: ann.id, on_behalf_of_name: 'Ann Lee' });
    const mail = await t.mail.waitFor(ann.email);
    expect(mail.text).toContain('Ada Admin signed you up as a squarehead for Wednesday, March 10, 2027.');

    const back = await giveBack(id, { member_id: ann.id }, adminToken);
    expect(back.statusCode, back.body).toBe(200);
    const [withdrawn] = await audits('duty.signup_withdrawn');
    expect(withdrawn!.details).toMatchObject({ on_behalf_of_id: ann.id });
  });

  it('is for administrators only: a member naming another member is refused', async () => {
    const id = await nextSchedule();
    const response = await signup(id, { member_id: bob.id });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(SIGNUP_MESSAGES.notYourself);
  });

  it('one gate: an unknown member is 404, a member naming anyone 403, and nothing is written', async () => {
    const id = await nextSchedule();
    const auditedBefore = await t.db.select().from(auditEntries);
    const unknown = await signup(id, { member_id: 999_999 }, adminToken);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MEMBER_MESSAGES.memberNotFound);
    // Refused before the id is looked up: a member learns nothing about who exists.
    for (const member_id of [bob.id, 999_999]) {
      const refused = await signup(id, { member_id });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(SIGNUP_MESSAGES.notYourself);
    }
    expect(await slotsOf(id)).toEqual([cy.id, null, null, null]);
    expect(await t.db.select().from(nightSignups)).toEqual([]);
    expect(await t.db.select().from(auditEntries)).toEqual(auditedBefore);
  });
});

describe('giving a self-chosen night back', () => {
  it('empties the slot, forgets the sign-up and audits it', async () => {
    const id = await nextSchedule();
    await signup(id);
    const response = await giveBack(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ squarehead2_id: null, self_signup_ids: [] });
    expect(await t.db.select().from(nightSignups)).toEqual([]);
    expect(await audits('duty.signup_withdrawn')).toHaveLength(1);
  });

  it('answers 422 for a night the member did not sign up for', async () => {
    const id = await nextSchedule([cy.id, ann.id, null, null]);
    const response = await giveBack(id);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(SIGNUP_MESSAGES.notSelfChosen);
    expect(await slotsOf(id)).toEqual([cy.id, ann.id, null, null]);
  });

  it('answers 422 within 7 days of the night', async () => {
    const soon = addDays(new Date().toISOString().slice(0, 10), 3);
    await createScheduleWithNights(t.db, 'current', [{ dance_date: soon, slots: [ann.id] }]);
    const id = await nightId(soon);
    await t.db.insert(nightSignups).values({ assignment_id: id, member_id: ann.id, signed_up_by: ann.id });
    const response = await giveBack(id);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(SIGNUP_MESSAGES.tooLateToGiveBack);
    expect(await slotsOf(id)).toEqual([ann.id, null, null, null]);
  });
});

describe('the two settings', () => {
  it('default to off and 2, and are checked on the server', async () => {
    await t.db.delete(settings);
    const read = await t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(adminToken) });
    expect(read.json().data).toMatchObject({ self_signup: false, max_signups_per_schedule: 2 });
    for (const value of [0, 53, 1.5, 'many'])
      expect(
        (
          await t.app.inject({
            method: 'PUT',
            url: '/api/settings',
            headers: bearer(adminToken),
            payload: { max_signups_per_schedule: value },
          })
        ).statusCode,
      ).toBe(422);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(adminToken),
      payload: { self_signup: true, max_signups_per_schedule: '3' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ self_signup: true, max_signups_per_schedule: 3 });
  });
});

describe('what members and administrators see', () => {
  it('My duties lists the nights that need the member, with the partner option, and marks self-chosen nights', async () => {
    const id = await nextSchedule();
    await t.db.insert(memberUnavailability).values({ member_id: ann.id, dance_date: THIRD });
    const before = (await t.app.inject({ method: 'GET', url: '/api/duties/me', headers: bearer(annToken) })).json()
      .data;
    expect(before.partner).toEqual({ id: bob.id, name: 'Bob Lee' });
    expect(before.open_nights.map((night: { dance_date: string }) => night.dance_date)).toEqual([NIGHT, OTHER]);
    expect(before.open_nights[0]).toMatchObject({
      assignment_id: id,
      schedule_type: 'next',
      slots_left: 3,
      with_partner: true,
      start_time: '19:30',
    });
    await signup(id);
    const after = (await t.app.inject({ method: 'GET', url: '/api/duties/me', headers: bearer(annToken) })).json().data;
    expect(after.duties).toEqual([
      expect.objectContaining({ dance_date: NIGHT, assignment_id: id, self_chosen: true, can_give_back: true }),
    ]);
    expect(after.open_nights.map((night: { dance_date: string }) => night.dance_date)).toEqual([OTHER]);
  });

  it('lists no open nights while self sign-up is off', async () => {
    await t.db.update(settings).set({ value: false }).where(eq(settings.key, 'self_signup'));
    await nextSchedule();
    const mine = (await t.app.inject({ method: 'GET', url: '/api/duties/me', headers: bearer(annToken) })).json().data;
    expect(mine.open_nights).toEqual([]);
  });

  it('the rota report counts self-signups that are still held', async () => {
    const id = await nextSchedule();
    await signup(id);
    await signup(await nightId(OTHER));
    await giveBack(await nightId(OTHER));
    const report = (
      await t.app.inject({ method: 'GET', url: '/api/schedules/fairness', headers: bearer(adminToken) })
    ).json().data;
    const row = (memberId: number) => report.members.find((item: { member_id: number }) => item.member_id === memberId);
    expect(row(ann.id).self_signups).toBe(1);
    expect(row(cy.id).self_signups).toBe(0);
  });

  it('stops counting a night as self-chosen once an administrator moves the member off it', async () => {
    const id = await nextSchedule();
    await signup(id);
    await settleAfterAnswer();
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/schedules/assignments/${id}`,
      headers: bearer(adminToken),
      payload: { squarehead2_id: bob.id },
    });
    expect(edited.json().data.self_signup_ids).toEqual([]);
    const held = await t.db
      .select()
      .from(nightSignups)
      .where(and(eq(nightSignups.assignment_id, id), eq(nightSignups.member_id, ann.id)));
    expect(held).toHaveLength(1);
  });
});
