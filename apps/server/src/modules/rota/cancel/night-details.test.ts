import ICAL from 'ical.js';
import { desc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { type CalendarFeed, DUTY_MESSAGES, NIGHT_MESSAGES, SWAP_MESSAGES } from '@club/shared';
import { assignments, auditEntries, members, settings, swapOffers } from '../../../db/schema/index.js';
import { signedInCaller } from '../../../lib/context.js';
import { addDays } from '../../../lib/calendar.js';
import { resetFeed } from '../feeds/calendar.service.js';
import { sendDueReminders } from '../reminders/reminder-run.js';
import { toSessionUser } from '../../users/users.service.js';
import { createMember, createScheduleWithNights } from '../../../../test/factories.js';
import { bearer, callTrpc, TEST_PUBLIC_URL, useTestApp } from '../../../../test/harness.js';
import { loadDutyHistory } from '../night/duty-history.js';

// Issue 19 parts 1 and 5: a dance night has details, and an administrator cancels a night in one step.
const t = useTestApp();
const NIGHT = '2027-03-10';
const LATER = '2027-03-17';

type Member = typeof members.$inferSelect;
let admin: Member;
let adminToken: string;
let ann: Member;
let bob: Member;
let cy: Member;
let di: Member;

beforeEach(async () => {
  admin = await createMember(t.db, { role: 'admin', first_name: 'Ada', last_name: 'Admin' });
  adminToken = await t.signIn(admin);
  // Ann and Bob are partners who share one inbox (in different case); Cy and Di have their own.
  ann = await createMember(t.db, { first_name: 'Ann', last_name: 'Lee', email: 'lees@example.org' });
  bob = await createMember(t.db, { first_name: 'Bob', last_name: 'Lee', email: 'Lees@Example.org ' });
  cy = await createMember(t.db, { first_name: 'Cy', last_name: 'Ray' });
  di = await createMember(t.db, { first_name: 'Di', last_name: 'Fox' });
});

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = adminToken) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function rotaNight(date = NIGHT) {
  await createScheduleWithNights(t.db, 'current', [
    { dance_date: date, slots: [ann.id, bob.id, cy.id, null] },
    { dance_date: LATER, slots: [di.id] },
  ]);
  const [night] = await t.db.select().from(assignments).where(eq(assignments.dance_date, date));
  return night!;
}

describe('a night has details', () => {
  it('pre-fills new nights with the club times, default caller and program, which the editor changes per night', async () => {
    await t.db.insert(settings).values([
      { key: 'club_night_start', value: '19:00' },
      { key: 'default_caller', value: 'Cal Caller' },
      { key: 'default_program', value: 'Plus' },
    ]);
    const created = await api('POST', '/api/schedules/next', {
      name: 'Spring',
      start_date: '2027-04-01',
      end_date: '2027-04-10',
    });
    const [night] = created.json().data.assignments;
    expect(night).toMatchObject({
      start_time: '19:00',
      end_time: '22:00',
      caller: 'Cal Caller',
      cuer: null,
      program: 'Plus',
      theme: null,
      cancelled_at: null,
      cancel_reason: null,
    });

    const edited = await api('PUT', `/api/schedules/assignments/${night.id}`, {
      start_time: '18:30',
      cuer: ' Cue Person ',
      program: 'Rounds',
      theme: 'Hoedown',
      caller: '',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      start_time: '18:30',
      end_time: '22:00',
      caller: null,
      cuer: 'Cue Person',
      program: 'Rounds',
      theme: 'Hoedown',
    });

    const viaTrpc = await callTrpc(t.app, 'schedules.updateAssignment', {
      type: 'mutation',
      token: adminToken,
      input: {
        id: night.id,
        data: {
          club_night_type: 'NORMAL',
          squarehead1_id: null,
          squarehead2_id: null,
          squarehead3_id: null,
          squarehead4_id: null,
          notes: null,
          program: '',
        },
      },
    });
    expect(viaTrpc.status).toBe(200);
    expect(viaTrpc.data).toMatchObject({ program: null, theme: 'Hoedown', start_time: '18:30' });
  });

  it('refuses a program off the list, a time that is not one, and a caller over two lines', async () => {
    const night = await rotaNight();
    const response = await api('PUT', `/api/schedules/assignments/${night.id}`, {
      program: 'Square',
      start_time: '7pm',
      caller: 'Ann\nBob',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['caller', 'program', 'start_time']);
    expect(response.json().errors.start_time).toBe(NIGHT_MESSAGES.clockTime('Start time'));
  });
});

describe('cancelling a night', () => {
  it('marks it cancelled with the reason, e-mails its squareheads once per shared address, and audits it', async () => {
    const night = await rotaNight();
    const response = await api('POST', `/api/schedules/assignments/${night.id}/cancel`, {
      reason: 'Hall flooded',
      notify: 'squareheads',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { assignment, emails, members: told } = response.json().data;
    expect(assignment).toMatchObject({ id: night.id, cancel_reason: 'Hall flooded', squarehead1_id: ann.id });
    expect(assignment.cancelled_at).toEqual(expect.any(String));
    expect(emails).toBe(2);
    expect(told).toBe(3);

    await t.mailSent();
    expect(t.mail.messages).toHaveLength(2);
    const lees = t.mail.messages.filter((mail) => mail.to.includes('lees@example.org'));
    expect(lees).toHaveLength(1);
    expect(lees[0]!.subject).toContain('Cancelled:');
    expect(lees[0]!.subject).toContain('Wednesday, March 10, 2027');
    expect(lees[0]!.text).toContain('Hello Ann Lee and Bob Lee,');
    expect(lees[0]!.text).toContain('is cancelled: Hall flooded.');
    expect(t.mail.messages.some((mail) => mail.to.includes(cy.email))).toBe(true);
    expect(t.mail.messages.some((mail) => mail.to.includes(di.email))).toBe(false);

    const [entry] = await t.db.select().from(auditEntries).where(eq(auditEntries.action, 'assignment.cancel'));
    expect(entry).toMatchObject({ actor_id: admin.id, entity_id: night.id });
    expect(entry!.details).toMatchObject({
      dance_date: NIGHT,
      reason: 'Hall flooded',
      notify: 'squareheads',
      emails: 2,
      told: 3,
    });

    const view = (await api('GET', '/api/schedules/current')).json().data;
    expect(view.assignments[0]).toMatchObject({ dance_date: NIGHT, cancel_reason: 'Hall flooded' });
  });

  it('tells every member when asked to, still one e-mail per address', async () => {
    const night = await rotaNight();
    const { data } = (
      await api('POST', `/api/schedules/assignments/${night.id}/cancel`, { reason: 'Snow', notify: 'members' })
    ).json();
    const everyone = await t.db.select({ email: members.email }).from(members);
    const inboxes = new Set(everyone.map((member) => member.email.trim().toLowerCase()));
    expect(data.emails).toBe(inboxes.size);
    expect(data.members).toBe(everyone.length);
    await t.mailSent();
    expect(t.mail.messages).toHaveLength(inboxes.size);
    expect(t.mail.messages.filter((mail) => mail.to.includes('lees@example.org'))).toHaveLength(1);
    expect(t.mail.messages.find((mail) => mail.to.includes(di.email))!.text).toContain('There is no dance that night.');
  });

  it('answers 404 for a night that is not there, 409 when cancelled twice, and 422 without a reason or whom to tell', async () => {
    const night = await rotaNight();
    expect(
      (await api('POST', '/api/schedules/assignments/999999/cancel', { reason: 'x', notify: 'members' })).statusCode,
    ).toBe(404);
    const noReason = await api('POST', `/api/schedules/assignments/${night.id}/cancel`, {
      reason: '  ',
      notify: 'all',
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({
      reason: NIGHT_MESSAGES.reasonRequired,
      notify: NIGHT_MESSAGES.notifyRequired,
    });
    expect(
      (await api('POST', `/api/schedules/assignments/${night.id}/cancel`, { reason: 'Snow', notify: 'squareheads' }))
        .statusCode,
    ).toBe(200);
    const twice = await api('POST', `/api/schedules/assignments/${night.id}/cancel`, {
      reason: 'Again',
      notify: 'squareheads',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(NIGHT_MESSAGES.alreadyCancelled);
    const [row] = await t.db.select().from(assignments).where(eq(assignments.id, night.id));
    expect(row!.cancel_reason).toBe('Snow');
  });

  it('is put back by uncancel (409 when it is not cancelled), audited too, through REST and tRPC alike', async () => {
    const night = await rotaNight();
    const notCancelled = await api('POST', `/api/schedules/assignments/${night.id}/uncancel`);
    expect(notCancelled.statusCode).toBe(409);
    expect(notCancelled.json().message).toBe(NIGHT_MESSAGES.notCancelled);
    const cancelled = await callTrpc(t.app, 'schedules.cancelNight', {
      type: 'mutation',
      token: adminToken,
      input: { id: night.id, data: { reason: 'Snow', notify: 'squareheads' } },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.data.assignment.cancel_reason).toBe('Snow');
    const restored = await api('POST', `/api/schedules/assignments/${night.id}/uncancel`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.assignment).toMatchObject({
      cancelled_at: null,
      cancel_reason: null,
      squarehead2_id: bob.id,
    });
    const actions = (await t.db.select().from(auditEntries)).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['assignment.cancel', 'assignment.uncancel']));
  });

  it('tells whom the admin chooses that the night is back on, one e-mail per address, and nobody without a body', async () => {
    const night = await rotaNight();
    const cancelAndClear = async () => {
      await api('POST', `/api/schedules/assignments/${night.id}/cancel`, { reason: 'Snow', notify: 'squareheads' });
      await t.mailSent();
      t.mail.clear();
    };
    await cancelAndClear();
    expect((await api('POST', `/api/schedules/assignments/${night.id}/uncancel`)).statusCode).toBe(200);
    await t.mailSent();
    expect(t.mail.messages).toHaveLength(0);

    await cancelAndClear();
    const told = await api('POST', `/api/schedules/assignments/${night.id}/uncancel`, { notify: 'squareheads' });
    expect(told.statusCode).toBe(200);
    await t.mailSent();
    const lees = t.mail.messages.filter((mail) => mail.to.includes('lees@example.org'));
    expect(lees).toHaveLength(1);
    expect(lees[0]!.subject).toMatch(/^Back on: .* on /);
    expect(lees[0]!.text).toContain('is on again after all.');
    expect(lees[0]!.text).toContain('You are on squarehead duty that night, as before.');
    const squareheadInboxes = t.mail.messages.length;

    await cancelAndClear();
    await callTrpc(t.app, 'schedules.uncancelNight', {
      type: 'mutation',
      token: adminToken,
      input: { id: night.id, data: { notify: 'members' } },
    });
    await t.mailSent();
    expect(t.mail.messages.length).toBeGreaterThan(squareheadInboxes);
    expect(t.mail.messages.find((mail) => mail.to.includes(di.email))!.text).toContain('We hope to see you there!');
    const [audit] = await t.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'assignment.uncancel'))
      .orderBy(desc(auditEntries.id))
      .limit(1);
    expect(audit!.details).toMatchObject({ notify: 'members', told: expect.any(Number) });

    await cancelAndClear();
    const nonsense = await api('POST', `/api/schedules/assignments/${night.id}/uncancel`, { notify: 'everyone' });
    expect(nonsense.statusCode).toBe(422);
    expect(nonsense.json().errors).toEqual({ notify: NIGHT_MESSAGES.restoreNotifyInvalid });
  });

  it('cancels the night on both live schedules when they overlap', async () => {
    const night = await rotaNight();
    await createScheduleWithNights(t.db, 'next', [{ dance_date: NIGHT, slots: [di.id] }]);
    await api('POST', `/api/schedules/assignments/${night.id}/cancel`, { reason: 'Snow', notify: 'squareheads' });
    const rows = await t.db.select().from(assignments).where(eq(assignments.dance_date, NIGHT));
    expect(rows.map((row) => row.cancel_reason)).toEqual(['Snow', 'Snow']);
  });
});

describe('what a cancelled night stops', () => {
  const remind = (date: string) => t.inClub((ctx) => sendDueReminders(ctx, addDays(date, -7)));

  it('sends no reminder for it, and reminders again once it is back on', async () => {
    await t.db.insert(settings).values({ key: 'reminder_days', value: '7' });
    const night = await rotaNight();
    await api('POST', `/api/schedules/assignments/${night.id}/cancel`, { reason: 'Snow', notify: 'squareheads' });
    t.mail.clear();
    const result = await remind(NIGHT);
    expect(result.sent).toEqual([]);
    expect(t.mail.messages).toHaveLength(0);
    await api('POST', `/api/schedules/assignments/${night.id}/uncancel`);
    expect((await remind(NIGHT)).sent).toHaveLength(3);
  });

  it("fills the reminder's {start_time}, {caller}, {program} and {other_squareheads}", async () => {
    await t.db.insert(settings).values([
      { key: 'reminder_days', value: '7' },
      { key: 'email_template_subject', value: '{program} with {caller}' },
      {
        key: 'email_template_body',
        value: 'Hello {member_name}, we start at {start_time}. Serving with you: {other_squareheads}.',
      },
    ]);
    const night = await rotaNight();
    await t.db
      .update(assignments)
      .set({ start_time: '19:15', caller: 'Cal Caller', program: 'Mainstream' })
      .where(eq(assignments.id, night.id));
    await remind(NIGHT);
    const lees = await t.mail.waitFor('lees@example.org');
    expect(lees.subject).toBe('Mainstream with Cal Caller');
    expect(lees.text).toBe('Hello Ann Lee and Bob Lee, we start at 7:15 PM. Serving with you: Cy Ray.');
    const cyMail = await t.mail.waitFor(cy.email);
    expect(cyMail.text).toBe('Hello Cy Ray, we start at 7:15 PM. Serving with you: Ann Lee and Bob Lee.');
    // A night without its own start time reminds with the club's.
    const later = (await t.db.select().from(assignments).where(eq(assignments.dance_date, LATER)))[0]!;
    expect(later.start_time).toBeNull();
    await remind(LATER);
    expect((await t.mail.waitFor(di.email)).text).toBe(
      `Hello Di Fox, we start at 7:30 PM. Serving with you: ${NIGHT_MESSAGES.noOthersServing}.`,
    );
  });

  it('counts for nobody in the served counts auto-fill ranks by', async () => {
    const night = await rotaNight();
    expect((await loadDutyHistory(t.db)).get(ann.id)).toEqual({ count: 1, last: NIGHT });
    await api('POST', `/api/schedules/assignments/${night.id}/cancel`, { reason: 'Snow', notify: 'squareheads' });
    const history = await loadDutyHistory(t.db);
    expect(history.get(ann.id)).toBeUndefined();
    expect(history.get(cy.id)).toBeUndefined();
    expect(history.get(di.id)).toEqual({ count: 1, last: LATER });
  });

  it('leaves a cancelled night of the next schedule out of auto-fill', async () => {
    await createScheduleWithNights(t.db, 'next', [{ dance_date: NIGHT }, { dance_date: LATER }]);
    const [first] = await t.db.select().from(assignments).where(eq(assignments.dance_date, NIGHT));
    await api('POST', `/api/schedules/assignments/${first!.id}/cancel`, { reason: 'Snow', notify: 'squareheads' });
    const { proposals } = (await api('POST', '/api/schedules/next/auto-fill', { apply: false })).json().data;
    expect(proposals.length).toBeGreaterThan(0);
    expect(proposals.every((proposal: { dance_date: string }) => proposal.dance_date === LATER)).toBe(true);
  });

  it('takes no swap request, and closes an open one so it is offered to nobody more', async () => {
    // One member a wave, so members are left to offer it to when the night is cancelled.
    await t.db.insert(settings).values({ key: 'swap_offer_batch', value: 1 });
    const night = await rotaNight();
    const cyToken = await t.signIn(cy);
    const asked = await api('POST', '/api/swaps', { dance_date: NIGHT, kind: 'give_away' }, cyToken);
    expect(asked.statusCode, asked.body).toBe(201);
    const offersBefore = (await t.db.select().from(swapOffers)).length;
    expect(offersBefore).toBe(1);
    await api('POST', `/api/schedules/assignments/${night.id}/cancel`, { reason: 'Snow', notify: 'squareheads' });
    // Issue 25 point 2: the cancellation closed the request, so offering it further is a conflict.
    const everyone = await api('POST', `/api/swaps/${asked.json().data.request.id}/offer-all`);
    expect(everyone.statusCode).toBe(409);
    expect(everyone.json().message).toBe(SWAP_MESSAGES.cancelled);
    expect(await t.db.select().from(swapOffers)).toHaveLength(offersBefore);

    const annToken = await t.signIn(ann);
    const refused = await api('POST', '/api/swaps', { dance_date: NIGHT, kind: 'give_away' }, annToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(NIGHT_MESSAGES.swapOnCancelledNight);
  });

  it('is not offered to mark on My duties, and marking it either way is refused with nothing written', async () => {
    const night = await rotaNight();
    await api('POST', `/api/schedules/assignments/${night.id}/cancel`, { reason: 'Snow', notify: 'squareheads' });
    const cyToken = await t.signIn(cy);
    const duties = (await api('GET', '/api/duties/me', undefined, cyToken)).json().data;
    expect(duties.upcoming_nights.map((upcoming: { dance_date: string }) => upcoming.dance_date)).toEqual([LATER]);
    // The duty itself stays on My duties, saying it is cancelled and why.
    expect(duties.duties).toMatchObject([
      { dance_date: NIGHT, cancel_reason: 'Snow', cancelled_at: expect.any(String) },
    ]);
    for (const mark of [
      { dance_date: NIGHT, available: false, replacement: 'tell_admins' },
      { dance_date: NIGHT, available: true },
    ]) {
      const refused = await api('PUT', '/api/duties/me/availability', mark, cyToken);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(DUTY_MESSAGES.cancelledNight);
    }
    const after = (await api('GET', '/api/duties/me/availability', undefined, cyToken)).json().data;
    expect(after.unavailable_dates).toEqual([]);
    expect((await api('GET', '/api/schedules/current')).json().data.assignments[0].cant_serve_ids).toEqual([]);
  });

  it("stays in the member's calendar feed as STATUS:CANCELLED with the reason", async () => {
    const night = await rotaNight();
    await api('POST', `/api/schedules/assignments/${night.id}/cancel`, {
      reason: 'Hall flooded',
      notify: 'squareheads',
    });
    const feed: CalendarFeed = await t.inClub((ctx) => resetFeed(ctx, 'member'), signedInCaller(toSessionUser(cy)));
    const response = await t.app.inject({ method: 'GET', url: feed.url.slice(TEST_PUBLIC_URL.length) });
    expect(response.statusCode).toBe(200);
    const events = new ICAL.Component(ICAL.parse(response.body)).getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    expect(events[0]!.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(String(events[0]!.getFirstPropertyValue('summary'))).toMatch(/^CANCELLED: Squarehead duty/);
    expect(String(events[0]!.getFirstPropertyValue('description'))).toMatch(/^CANCELLED — Hall flooded\n/);
  });
});
