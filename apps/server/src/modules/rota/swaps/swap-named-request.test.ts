import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../lib/calendar.js';
import { createMember, createScheduleWithNights } from '../../../../test/factories.js';
import { bearer, useTestApp } from '../../../../test/harness.js';

// Issue 25 point 9 (decision 053): a request that names one member says whom it asks, in every answer that shows it
// (the requester's own list, the admin list); a request open to everyone names nobody. Black-box over REST.
const t = useTestApp();
const night = (days: number) => addDays(todayIn('America/Los_Angeles'), days);

describe('a named swap request', () => {
  it('carries named_member_id and named_member_name; an ordinary one carries null', async () => {
    const ann = await createMember(t.db, { first_name: 'Ann', last_name: 'Asker' });
    const cal = await createMember(t.db, { first_name: 'Cal', last_name: 'Named' });
    const admin = await createMember(t.db, { role: 'admin' });
    await createScheduleWithNights(t.db, 'current', [
      { dance_date: night(7), slots: [ann.id] },
      { dance_date: night(14), slots: [ann.id] },
    ]);
    const annToken = await t.signIn(ann);
    const ask = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/swaps', headers: bearer(annToken), payload });

    const named = await ask({ dance_date: night(7), kind: 'give_away', ask_member_id: cal.id });
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json().data.request).toMatchObject({ named_member_id: cal.id, named_member_name: 'Cal Named' });
    const open = await ask({ dance_date: night(14), kind: 'give_away' });
    expect(open.statusCode, open.body).toBe(201);
    expect(open.json().data.request).toMatchObject({ named_member_id: null, named_member_name: null });

    const mine = await t.app.inject({ method: 'GET', url: '/api/swaps/mine', headers: bearer(annToken) });
    expect(
      (mine.json().data.requests as { dance_date: string; named_member_name: string | null }[]).map((request) => [
        request.dance_date,
        request.named_member_name,
      ]),
    ).toEqual([
      [night(7), 'Cal Named'],
      [night(14), null],
    ]);
    const listed = await t.app.inject({ method: 'GET', url: '/api/swaps', headers: bearer(await t.signIn(admin)) });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toMatchObject([
      { dance_date: night(7), named_member_id: cal.id, named_member_name: 'Cal Named' },
      { dance_date: night(14), named_member_id: null, named_member_name: null },
    ]);
  });
});
