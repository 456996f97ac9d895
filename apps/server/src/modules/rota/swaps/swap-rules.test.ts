import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SWAP_MESSAGES } from '@club/shared';
import {
  assignments,
  auditEntries,
  memberAway,
  memberUnavailability,
  nightConfirmations,
  swapRequests,
} from '../../../db/schema/index.js';
import { addDays, formatDanceDate, todayIn } from '../../../lib/calendar.js';
import { createMember, createScheduleWithNights } from '../../../../test/factories.js';
import { bearer, useTestApp } from '../../../../test/harness.js';
import { extractSwapLinks } from '../../../../test/mail-catcher.js';

// Issue 25 point 2 (decision 056): taking a swap keeps the rules the offer list is made with, a moved night waits for
// its new holder's own answer, and cancelling a night closes its open requests. Black-box over REST, real SMTP catcher.
const t = useTestApp();
const today = () => todayIn('America/Los_Angeles');
const night = (days: number) => addDays(today(), days);
type Member = Awaited<ReturnType<typeof createMember>>;

const api = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function nightIds(): Promise<Record<string, number>> {
  const rows = await t.db.select().from(assignments);
  return Object.fromEntries(rows.map((row) => [row.dance_date, row.id]));
}

async function requestSwap(member: Member, dance_date: string, kind: 'give_away' | 'swap') {
  const response = await api('POST', '/api/swaps', await t.signIn(member), { dance_date, kind });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.request as { id: number };
}

describe('taking a swap keeps the offer rules', () => {
  it('refuses a night to give back that the asker cannot serve, with the rule in words, and offers only the good one', async () => {
    const ann = await createMember(t.db, { first_name: 'Ann', last_name: 'Asker' });
    const bob = await createMember(t.db, { first_name: 'Bob', last_name: 'Taker' });
    const admin = await createMember(t.db, { role: 'admin' });
    await createScheduleWithNights(t.db, 'current', [
      { dance_date: night(7), slots: [ann.id] },
      { dance_date: night(14), slots: [bob.id] },
      { dance_date: night(21), slots: [bob.id] },
      { dance_date: night(28), slots: [bob.id] },
      { dance_date: night(35), slots: [bob.id, ann.id] },
      { dance_date: night(42), slots: [bob.id] },
    ]);
    // Ann marked night 14 unavailable and is away around night 21; night 28 is cancelled; she serves night 35.
    await t.db.insert(memberUnavailability).values({ member_id: ann.id, dance_date: night(14) });
    await t.db
      .insert(memberAway)
      .values({ member_id: ann.id, kind: 'range', start_date: night(20), end_date: night(22) });
    const ids = await nightIds();
    const cancelled = await api('POST', `/api/schedules/assignments/${ids[night(28)]}/cancel`, await t.signIn(admin), {
      reason: 'Hall closed',
      notify: 'squareheads',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const request = await requestSwap(ann, night(7), 'swap');
    // The offer list and the e-mail name only night 42.
    const offer = await t.mail.waitFor(bob.email, (mail) => mail.subject.startsWith('Can you take'));
    expect(extractSwapLinks(offer).map((link) => link.return_date)).toEqual([night(42)]);
    const bobToken = await t.signIn(bob);
    const mine = await api('GET', '/api/swaps/mine', bobToken);
    expect(mine.json().data.offers).toMatchObject([{ id: request.id, return_dates: [night(42)] }]);

    const refused: [string, string][] = [
      [night(14), SWAP_MESSAGES.returnNight.requesterAway],
      [night(21), SWAP_MESSAGES.returnNight.requesterAway],
      [night(28), SWAP_MESSAGES.returnNight.cancelled],
      [night(35), SWAP_MESSAGES.returnNight.requesterServes],
      [night(7), SWAP_MESSAGES.returnNight.sameNight],
      [night(-7), SWAP_MESSAGES.returnNight.past],
      [night(49), SWAP_MESSAGES.returnNight.notTakersNight],
    ];
    for (const [returnDate, message] of refused) {
      const accept = await api('POST', `/api/swaps/${request.id}/accept`, bobToken, { return_date: returnDate });
      expect(accept.statusCode, `${returnDate}: ${accept.body}`).toBe(422);
      expect(accept.json().message).toBe(message);
      expect(accept.json().errors).toEqual({ return_date: message });
    }
    // Nothing was half-written: the request is open and nobody moved.
    const [open] = await t.db.select().from(swapRequests).where(eq(swapRequests.id, request.id));
    expect(open!.status).toBe('open');
    const [ann7] = await t.db
      .select()
      .from(assignments)
      .where(eq(assignments.dance_date, night(7)));
    expect(ann7!.squarehead1_id).toBe(ann.id);

    const taken = await api('POST', `/api/swaps/${request.id}/accept`, bobToken, { return_date: night(42) });
    expect(taken.statusCode, taken.body).toBe(200);
    const [ann42] = await t.db
      .select()
      .from(assignments)
      .where(eq(assignments.dance_date, night(42)));
    expect(ann42!.squarehead1_id).toBe(ann.id);
  });

  it('leaves both moved nights waiting for their new holders, never confirmed on their behalf', async () => {
    const admin = await createMember(t.db, { role: 'admin' });
    const adminToken = await t.signIn(admin);
    const ann = await createMember(t.db, { first_name: 'Ann' });
    const bob = await createMember(t.db, { first_name: 'Bob' });
    await createScheduleWithNights(t.db, 'next', [
      { dance_date: night(20), slots: [ann.id] },
      { dance_date: night(27), slots: [bob.id] },
    ]);
    expect((await api('POST', '/api/schedules/next/publish', adminToken)).statusCode).toBe(200);
    const ids = await nightIds();
    // Both had confirmed their own nights.
    for (const [member, date] of [
      [ann, night(20)],
      [bob, night(27)],
    ] as const) {
      const confirmed = await api('POST', `/api/schedules/assignments/${ids[date]}/confirm`, await t.signIn(member));
      expect(confirmed.statusCode, confirmed.body).toBe(200);
    }

    const request = await requestSwap(ann, night(20), 'swap');
    const taken = await api('POST', `/api/swaps/${request.id}/accept`, await t.signIn(bob), {
      return_date: night(27),
    });
    expect(taken.statusCode, taken.body).toBe(200);

    const stateOf = async (memberId: number, date: string) => {
      const [row] = await t.db
        .select({ state: nightConfirmations.state })
        .from(nightConfirmations)
        .where(and(eq(nightConfirmations.member_id, memberId), eq(nightConfirmations.assignment_id, ids[date]!)));
      return row?.state;
    };
    expect(await stateOf(bob.id, night(20))).toBe('waiting');
    expect(await stateOf(ann.id, night(27))).toBe('waiting');
    expect(await stateOf(ann.id, night(20))).toBeUndefined();
    expect(await stateOf(bob.id, night(27))).toBeUndefined();
  });
});

describe('cancelling a night closes its open swap requests', () => {
  it('tells the asker, and taking the request afterwards is 409 in the app and from the e-mailed link', async () => {
    const admin = await createMember(t.db, { role: 'admin' });
    const ann = await createMember(t.db, { first_name: 'Ann', last_name: 'Asker' });
    const bob = await createMember(t.db, { first_name: 'Bob' });
    await createScheduleWithNights(t.db, 'current', [{ dance_date: night(7), slots: [ann.id] }]);
    const request = await requestSwap(ann, night(7), 'give_away');
    const [link] = extractSwapLinks(await t.mail.waitFor(bob.email, (mail) => mail.subject.startsWith('Can you take')));
    const ids = await nightIds();

    const cancelled = await api('POST', `/api/schedules/assignments/${ids[night(7)]}/cancel`, await t.signIn(admin), {
      reason: 'Hall closed',
      notify: 'squareheads',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [closed] = await t.db.select().from(swapRequests).where(eq(swapRequests.id, request.id));
    expect(closed).toMatchObject({ status: 'cancelled', resolved_by_id: admin.id });
    const told = await t.mail.waitFor(ann.email, (mail) => mail.subject.startsWith('Your swap request for'));
    expect(told.subject).toContain(formatDanceDate(night(7)));
    expect(told.text).toContain('Hall closed');
    const [audit] = await t.db.select().from(auditEntries).where(eq(auditEntries.action, 'swap.close'));
    expect(audit).toMatchObject({ actor_id: admin.id, entity_id: request.id });

    const inApp = await api('POST', `/api/swaps/${request.id}/accept`, await t.signIn(bob), {});
    expect(inApp.statusCode).toBe(409);
    expect(inApp.json().message).toBe(SWAP_MESSAGES.cancelled);
    const byLink = await t.app.inject({ method: 'POST', url: '/api/swaps/accept-link', payload: link! });
    expect(byLink.statusCode).toBe(409);
    expect(byLink.json().message).toBe(SWAP_MESSAGES.cancelled);
    const [still] = await t.db
      .select()
      .from(assignments)
      .where(eq(assignments.dance_date, night(7)));
    expect(still!.squarehead1_id).toBe(ann.id);
  });

  it('refuses a request left open on a cancelled night (written before this rule) with 409, taking nothing', async () => {
    const ann = await createMember(t.db);
    const bob = await createMember(t.db);
    await createScheduleWithNights(t.db, 'current', [{ dance_date: night(7), slots: [ann.id] }]);
    const request = await requestSwap(ann, night(7), 'give_away');
    await t.db.update(assignments).set({ cancelled_at: new Date(), cancel_reason: 'Snow' });
    const response = await api('POST', `/api/swaps/${request.id}/accept`, await t.signIn(bob), {});
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(SWAP_MESSAGES.nightCancelled);
    const [open] = await t.db.select().from(swapRequests).where(eq(swapRequests.id, request.id));
    expect(open!.status).toBe('open');
  });
});
