import { describe, expect, it } from 'vitest';
import { swapRequests } from '../../../db/schema/index.js';
import { addDays, todayIn } from '../../../lib/calendar.js';
import { createMember, createScheduleWithNights } from '../../../../test/factories.js';
import { bearer, callTrpc, useTestApp } from '../../../../test/harness.js';
import { yearBefore } from './fairness.js';

// Issue 19 part 6: the rota report counts what auto-fill counts, per assignable member.
const t = useTestApp();

const today = () => todayIn('America/Los_Angeles');
const night = (days: number) => addDays(today(), days);

describe('fairness report', () => {
  it('counts nights on record, on the current and next schedule, the last 12 months, swaps and unavailable nights', async () => {
    const admin = await createMember(t.db, { role: 'admin', status: 'exempt', first_name: 'Ada' });
    const ann = await createMember(t.db, { first_name: 'Ann', last_name: 'Able', status: 'assignable' });
    const bob = await createMember(t.db, { first_name: 'Bob', last_name: 'Best', status: 'assignable' });
    const cay = await createMember(t.db, { first_name: 'Cay', last_name: 'Cole', status: 'booster' });
    await createScheduleWithNights(t.db, 'archived', [
      { dance_date: night(-500), slots: [ann.id, cay.id] },
      { dance_date: night(-100), slots: [ann.id] },
    ]);
    await createScheduleWithNights(t.db, 'current', [
      { dance_date: night(-14), slots: [ann.id, bob.id] },
      { dance_date: night(-7), slots: [bob.id] },
      { dance_date: night(7), slots: [ann.id] },
    ]);
    await createScheduleWithNights(t.db, 'next', [
      { dance_date: night(35), slots: [bob.id] },
      { dance_date: night(42), slots: [bob.id] },
    ]);
    await t.db.insert(swapRequests).values([
      { requester_id: bob.id, dance_date: night(-7), kind: 'give_away', status: 'accepted', taken_by_id: ann.id },
      { requester_id: ann.id, dance_date: night(7), kind: 'give_away', status: 'open' },
      { requester_id: bob.id, dance_date: night(-400), kind: 'give_away', status: 'approved', taken_by_id: ann.id },
    ]);
    await t.app.inject({
      method: 'PUT',
      url: '/api/duties/me/availability',
      headers: bearer(await t.signIn(bob)),
      payload: { away: [{ kind: 'range', start_date: night(30), end_date: night(60) }] },
    });

    const token = await t.signIn(admin);
    const rest = await t.app.inject({ method: 'GET', url: '/api/schedules/fairness', headers: bearer(token) });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data).toEqual({
      today: today(),
      members: [
        {
          member_id: ann.id,
          name: 'Ann Able',
          duty_count: 4,
          current_served: 1,
          current_assigned: 2,
          next_assigned: 0,
          served_last_12_months: 2,
          last_served: night(-14),
          swaps_given: 0,
          swaps_taken: 1,
          self_signups: 0,
          declines: 0,
          unavailable_nights: 0,
        },
        {
          member_id: bob.id,
          name: 'Bob Best',
          duty_count: 4,
          current_served: 2,
          current_assigned: 2,
          next_assigned: 2,
          served_last_12_months: 2,
          last_served: night(-7),
          swaps_given: 1,
          swaps_taken: 0,
          self_signups: 0,
          declines: 0,
          unavailable_nights: 2,
        },
      ],
    });
    const trpc = await callTrpc(t.app, 'schedules.fairness', { token });
    expect(trpc.data).toEqual(rest.json().data);
    const member = await t.signIn(ann);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/schedules/fairness', headers: bearer(member) })).statusCode,
    ).toBe(403);
    expect((await callTrpc(t.app, 'schedules.fairness', { token: member })).status).toBe(403);
  });

  it('reports the count auto-fill ranks by, and the preview shows it beside each proposed member', async () => {
    const admin = await createMember(t.db, { role: 'admin', status: 'exempt' });
    const [ann, bob] = [
      await createMember(t.db, { first_name: 'Ann', status: 'assignable' }),
      await createMember(t.db, { first_name: 'Bob', status: 'assignable' }),
    ];
    await createScheduleWithNights(t.db, 'archived', [
      { dance_date: night(-30), slots: [ann.id] },
      { dance_date: night(-23), slots: [ann.id] },
    ]);
    await createScheduleWithNights(t.db, 'next', [{ dance_date: night(30), slots: [] }]);
    const token = await t.signIn(admin);
    const report = (
      await t.app.inject({ method: 'GET', url: '/api/schedules/fairness', headers: bearer(token) })
    ).json().data.members as { member_id: number; duty_count: number }[];
    const preview = (
      await t.app.inject({
        method: 'POST',
        url: '/api/schedules/next/auto-fill',
        headers: bearer(token),
        payload: { apply: false },
      })
    ).json().data.proposals as { member_id: number; duty_count: number }[];
    expect(preview.map((proposal) => [proposal.member_id, proposal.duty_count])).toEqual([
      [bob.id, 0],
      [ann.id, 2],
    ]);
    for (const proposal of preview)
      expect(report.find((row) => row.member_id === proposal.member_id)?.duty_count).toBe(proposal.duty_count);
  });

  it('a year before 29 February is 1 March', () => {
    expect(yearBefore('2028-02-29')).toBe('2027-03-01');
    expect(yearBefore('2027-01-10')).toBe('2026-01-10');
  });
});
