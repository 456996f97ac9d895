import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  AVAILABILITY_MESSAGES,
  AWAY_NTH_WORDS,
  AWAY_WEEKDAY_NAMES,
  awayReason,
  DUTY_MESSAGES,
  describeAway,
} from '@club/shared';
import { auditEntries, memberAway, members, swapOffers } from '../../../db/schema/index.js';
import { addDays, todayIn } from '../../../lib/calendar.js';
import { createMember, createScheduleWithNights } from '../../../../test/factories.js';
import { bearer, callTrpc, useTestApp } from '../../../../test/harness.js';
import { resolveUnavailability } from '../night/unavailability.js';

// Issue 19 part 4: availability over time (ranges, repeating rules) and for the household, read through one resolver.
const t = useTestApp();

const today = () => todayIn('America/Los_Angeles');
const night = (days: number) => addDays(today(), days);
type Member = Awaited<ReturnType<typeof createMember>>;

const request = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const mine = (token: string) => request('GET', '/api/duties/me/availability', token);
const putMine = (token: string, payload: object) => request('PUT', '/api/duties/me/availability', token, payload);

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const nthOf = (date: string) => Math.ceil(Number(date.slice(8, 10)) / 7);
const shortDate = (date: string) =>
  `${new Date(`${date}T00:00:00Z`).toLocaleString('en-US', { month: 'short', timeZone: 'UTC' })} ${Number(date.slice(8, 10))}`;

async function couple(): Promise<[Member, Member]> {
  const pat = await createMember(t.db, { first_name: 'Pat', last_name: 'Hill', status: 'assignable' });
  const sam = await createMember(t.db, {
    first_name: 'Sam',
    last_name: 'Hill',
    status: 'assignable',
    partner_id: pat.id,
  });
  await t.db.update(members).set({ partner_id: sam.id }).where(eq(members.id, pat.id));
  return [{ ...pat, partner_id: sam.id }, sam];
}

describe('away ranges and repeating rules', () => {
  it('a range covers its nights, inclusive, with "away until …"; nights outside it stay free', async () => {
    const me = await createMember(t.db, { status: 'assignable' });
    await createScheduleWithNights(t.db, 'current', [{ dance_date: night(7) }, { dance_date: night(14) }]);
    await createScheduleWithNights(t.db, 'next', [{ dance_date: night(21) }, { dance_date: night(28) }]);
    const token = await t.signIn(me);
    const saved = await putMine(token, { away: [{ kind: 'range', start_date: night(14), end_date: night(21) }] });
    expect(saved.statusCode, saved.body).toBe(200);
    const reason = `away until ${shortDate(night(21))}`;
    const expected = {
      member_id: me.id,
      unavailable_dates: [],
      away: [
        {
          id: expect.any(Number),
          kind: 'range',
          start_date: night(14),
          end_date: night(21),
          also_partner: false,
          description: describeAway({ kind: 'range', start_date: night(14), end_date: night(21), also_partner: false }),
        },
      ],
      partner_away: [],
      unavailable_nights: [
        { dance_date: night(14), club_night_type: 'NORMAL', reason: expect.stringMatching(/^away until /) },
        { dance_date: night(21), club_night_type: 'NORMAL', reason: expect.stringMatching(/^away until /) },
      ],
    };
    expect(saved.json().data).toEqual(expected);
    expect((await mine(token)).json().data).toEqual(expected);
    // A night in the range's last year reads like the issue's example ("away until Feb 28").
    const reasons = (await mine(token)).json().data.unavailable_nights.map((item: { reason: string }) => item.reason);
    expect(reasons[1]).toBe(reason);
    expect(describeAway({ kind: 'range', start_date: '2027-01-10', end_date: '2027-02-28', also_partner: false })).toBe(
      'Away Jan 10, 2027 – Feb 28, 2027',
    );
    // Saving the list again replaces it: an empty list clears every range and rule.
    expect((await putMine(token, { away: [] })).json().data.unavailable_nights).toEqual([]);
  });

  it('"every first Wednesday" covers the nth weekday of each month, "every week in July" each night of that month', async () => {
    const me = await createMember(t.db, { status: 'assignable' });
    const dates = [night(3), night(10), night(17), night(24), night(31), night(38), night(45)];
    await createScheduleWithNights(
      t.db,
      'next',
      dates.map((dance_date) => ({ dance_date })),
    );
    const token = await t.signIn(me);
    const ruleNight = dates[2]!;
    const monthNight = dates[6]!;
    const month = Number(monthNight.slice(5, 7));
    const saved = await putMine(token, {
      away: [
        { kind: 'nth_weekday', nth: nthOf(ruleNight), weekday: weekdayOf(ruleNight) },
        { kind: 'month', month },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const ruleWords = `every ${AWAY_NTH_WORDS[nthOf(ruleNight) - 1]} ${AWAY_WEEKDAY_NAMES[weekdayOf(ruleNight)]}`;
    const monthName = new Date(`${monthNight}T00:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
    const expected = new Map<string, string>();
    for (const date of dates) {
      if (nthOf(date) === nthOf(ruleNight) && weekdayOf(date) === weekdayOf(ruleNight)) expected.set(date, ruleWords);
      else if (Number(date.slice(5, 7)) === month) expected.set(date, `every week in ${monthName}`);
    }
    const got = saved.json().data.unavailable_nights as { dance_date: string; reason: string }[];
    expect(new Map(got.map((item) => [item.dance_date, item.reason]))).toEqual(expected);
    expect(expected.get(ruleNight)).toBe(ruleWords);
    expect(saved.json().data.away.map((entry: { description: string }) => entry.description)).toEqual([
      ruleWords.replace(/^e/, 'E'),
      `Every week in ${monthName}`,
    ]);
  });

  it('"also for my partner" covers the partner, who sees who set it; without it the partner stays free', async () => {
    const [pat, sam] = await couple();
    await createScheduleWithNights(t.db, 'next', [{ dance_date: night(7) }, { dance_date: night(14) }]);
    const patToken = await t.signIn(pat);
    await putMine(patToken, {
      away: [
        { kind: 'range', start_date: night(7), end_date: night(7), also_partner: true },
        { kind: 'range', start_date: night(14), end_date: night(14) },
      ],
    });
    const samView = (await mine(await t.signIn(sam))).json().data;
    expect(samView.away).toEqual([]);
    expect(samView.partner_away).toEqual([
      expect.objectContaining({ kind: 'range', start_date: night(7), also_partner: true, partner_name: 'Pat Hill' }),
    ]);
    expect(samView.unavailable_nights).toEqual([
      {
        dance_date: night(7),
        club_night_type: 'NORMAL',
        reason: AVAILABILITY_MESSAGES.markedBy(`away until ${shortDate(night(7))}`, 'Pat Hill'),
      },
    ]);
    const resolved = await resolveUnavailability(t.db, [night(7), night(14)]);
    expect([...(resolved.get(night(7))?.keys() ?? [])].sort()).toEqual([pat.id, sam.id].sort());
    expect([...(resolved.get(night(14))?.keys() ?? [])]).toEqual([pat.id]);
    // Sam's own list is Sam's: replacing it leaves Pat's entries (and what they cover for Sam) alone.
    await putMine(await t.signIn(sam), { away: [] });
    expect((await resolveUnavailability(t.db, [night(7)])).get(night(7))?.has(sam.id)).toBe(true);
  });

  it('old single-night bodies still work and answer as before, and a single night reads "marked unavailable"', async () => {
    const me = await createMember(t.db, { status: 'assignable' });
    await createScheduleWithNights(t.db, 'current', [{ dance_date: night(7), slots: [me.id] }]);
    const token = await t.signIn(me);
    const old = await putMine(token, { dance_date: night(7), available: false });
    expect(old.statusCode).toBe(200);
    // An old client names no choice for its own night, so the administrators are told (decision 031).
    expect(old.json().data).toEqual({
      dance_date: night(7),
      available: false,
      warning: DUTY_MESSAGES.toldAdmins,
      needs_replacement: true,
      swap_request_id: null,
    });
    const view = (await mine(token)).json().data;
    expect(view.unavailable_dates).toEqual([night(7)]);
    expect(view.unavailable_nights).toEqual([
      { dance_date: night(7), club_night_type: 'NORMAL', reason: AVAILABILITY_MESSAGES.markedUnavailable },
    ]);
    // Old bodies keep their own errors.
    const bad = await putMine(token, { dance_date: night(7) });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ available: 'Please say whether you can serve' });
  });

  it('refuses a range ending before it starts, unknown kinds, out-of-range rules, someone else’s id and too many entries', async () => {
    const me = await createMember(t.db);
    const token = await t.signIn(me);
    const backwards = await putMine(token, { away: [{ kind: 'range', start_date: night(9), end_date: night(2) }] });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual({ 'away.0.end_date': AVAILABILITY_MESSAGES.endBeforeStart });
    for (const entry of [
      { kind: 'weekly', weekday: 3 },
      { kind: 'nth_weekday', nth: 6, weekday: 3 },
      { kind: 'nth_weekday', nth: 1, weekday: 7 },
      { kind: 'month', month: 13 },
      { kind: 'month', month: 7, member_id: me.id + 1 },
    ])
      expect((await putMine(token, { away: [entry] })).statusCode, JSON.stringify(entry)).toBe(422);
    expect((await putMine(token, { away: [], member_id: me.id + 1 })).statusCode).toBe(422);
    const many = Array.from({ length: 51 }, () => ({ kind: 'month', month: 7 }));
    expect((await putMine(token, { away: many })).statusCode).toBe(422);
    expect(await t.db.select().from(memberAway)).toEqual([]);
  });
});

describe('admins marking availability for a member', () => {
  it('reads and replaces a member’s ranges and rules, audited; members cannot; an unknown member is 404', async () => {
    const admin = await createMember(t.db, { role: 'admin', first_name: 'Ada', last_name: 'Admin' });
    const member = await createMember(t.db, { status: 'assignable' });
    await createScheduleWithNights(t.db, 'next', [{ dance_date: night(7) }]);
    const adminToken = await t.signIn(admin);
    const url = `/api/duties/members/${member.id}/availability`;
    const saved = await request('PUT', url, adminToken, {
      away: [{ kind: 'range', start_date: night(1), end_date: night(30), also_partner: true }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.unavailable_nights).toHaveLength(1);
    expect((await request('GET', url, adminToken)).json().data).toEqual(saved.json().data);
    expect((await mine(await t.signIn(member))).json().data.away).toHaveLength(1);
    const [stored] = await t.db.select().from(memberAway);
    expect(stored).toMatchObject({ member_id: member.id, created_by_id: admin.id, also_partner: true });
    const [audit] = await t.db.select().from(auditEntries).where(eq(auditEntries.action, 'availability.set_away'));
    expect(audit).toMatchObject({ actor_id: admin.id, entity: 'member', entity_id: member.id });
    expect(audit!.details).toMatchObject({ before: [], actor_name: 'Ada Admin' });

    const memberToken = await t.signIn(member);
    expect((await request('GET', url, memberToken)).statusCode).toBe(403);
    expect((await request('PUT', url, memberToken, { away: [] })).statusCode).toBe(403);
    expect((await request('GET', '/api/duties/members/999999/availability', adminToken)).statusCode).toBe(404);
    expect((await request('PUT', '/api/duties/members/999999/availability', adminToken, { away: [] })).statusCode).toBe(
      404,
    );
    const trpc = await callTrpc(t.app, 'duties.setMemberAvailability', {
      token: adminToken,
      type: 'mutation',
      input: { id: member.id, data: { away: [] } },
    });
    expect(trpc.status).toBe(200);
    expect(trpc.data.away).toEqual([]);
    expect(
      (await callTrpc(t.app, 'duties.memberAvailability', { token: memberToken, input: { id: member.id } })).status,
    ).toBe(403);
  });
});

describe('the resolved set is what auto-fill, swap offers and the editor read', () => {
  it('auto-fill passes over a member away by a range and a couple whose partner set "also for my partner"', async () => {
    const admin = await createMember(t.db, { role: 'admin', status: 'exempt' });
    const [pat, sam] = await couple();
    const [ann, bob, cay, dee] = [
      await createMember(t.db, { first_name: 'Ann', status: 'assignable' }),
      await createMember(t.db, { first_name: 'Bob', status: 'assignable' }),
      await createMember(t.db, { first_name: 'Cay', status: 'assignable' }),
      await createMember(t.db, { first_name: 'Dee', status: 'assignable' }),
    ];
    await createScheduleWithNights(t.db, 'next', [{ dance_date: night(7) }]);
    await putMine(await t.signIn(pat), {
      away: [{ kind: 'range', start_date: night(1), end_date: night(10), also_partner: true }],
    });
    await putMine(await t.signIn(ann), { away: [{ kind: 'month', month: Number(night(7).slice(5, 7)) }] });
    const preview = await request('POST', '/api/schedules/next/auto-fill', await t.signIn(admin), { apply: false });
    const chosen = preview.json().data.proposals.map((proposal: { member_id: number }) => proposal.member_id);
    expect(chosen.sort((a: number, b: number) => a - b)).toEqual([bob.id, cay.id, dee.id]);
    for (const away of [pat.id, sam.id, ann.id]) expect(chosen).not.toContain(away);
  });

  it('the assignment editor is told why each member cannot serve', async () => {
    const admin = await createMember(t.db, { role: 'admin' });
    const [pat, sam] = await couple();
    await createScheduleWithNights(t.db, 'next', [{ dance_date: night(7) }]);
    await putMine(await t.signIn(pat), {
      away: [{ kind: 'range', start_date: night(7), end_date: night(7), also_partner: true }],
    });
    const answer = await callTrpc(t.app, 'schedules.unavailableMembers', {
      token: await t.signIn(admin),
      input: { dance_date: night(7) },
    });
    const until = `away until ${shortDate(night(7))}`;
    expect(answer.data.reasons).toEqual(
      [
        { member_id: pat.id, reason: until },
        { member_id: sam.id, reason: `${until} (marked by Pat Hill)` },
      ].sort((a, b) => a.member_id - b.member_id),
    );
  });

  it("words the reasons and descriptions in the caller's language (issue 29)", async () => {
    const admin = await createMember(t.db, { role: 'admin' });
    await t.db.update(members).set({ locale: 'de' }).where(eq(members.id, admin.id));
    const [pat, sam] = await couple();
    await t.db.update(members).set({ locale: 'de' }).where(eq(members.id, sam.id));
    const date = night(7);
    await createScheduleWithNights(t.db, 'next', [{ dance_date: date }]);
    await putMine(await t.signIn(pat), {
      away: [{ kind: 'nth_weekday', nth: nthOf(date), weekday: weekdayOf(date), also_partner: true }],
    });
    const rule = awayReason(
      { kind: 'nth_weekday', nth: nthOf(date), weekday: weekdayOf(date), also_partner: true },
      date,
      'de',
    );
    expect(rule).toMatch(
      /^jeden (ersten|zweiten|dritten|vierten|fünften) (Sonntag|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag)$/,
    );
    const answer = await callTrpc(t.app, 'schedules.unavailableMembers', {
      token: await t.signIn(admin),
      input: { dance_date: date },
    });
    expect(answer.data.reasons).toEqual(
      [
        { member_id: pat.id, reason: rule },
        { member_id: sam.id, reason: `${rule} (eingetragen von Pat Hill)` },
      ].sort((a, b) => a.member_id - b.member_id),
    );
    const samView = (await mine(await t.signIn(sam))).json().data;
    expect(samView.partner_away[0].description).toBe(rule.replace(/^j/, 'J'));
    expect(samView.unavailable_nights).toEqual([
      { dance_date: date, club_night_type: 'NORMAL', reason: `${rule} (eingetragen von Pat Hill)` },
    ]);
    // Pat reads English, as before.
    expect((await mine(await t.signIn(pat))).json().data.away[0].description).toMatch(/^Every \w+ \w+day$/);
  });

  it('swap offers skip members whose rule covers the night', async () => {
    const [ann, bob, cay] = [
      await createMember(t.db, { first_name: 'Ann', status: 'assignable' }),
      await createMember(t.db, { first_name: 'Bob', status: 'assignable' }),
      await createMember(t.db, { first_name: 'Cay', status: 'assignable' }),
    ];
    const date = night(8);
    await createScheduleWithNights(t.db, 'current', [{ dance_date: date, slots: [ann.id] }]);
    await putMine(await t.signIn(bob), { away: [{ kind: 'nth_weekday', nth: nthOf(date), weekday: weekdayOf(date) }] });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/swaps',
      headers: bearer(await t.signIn(ann)),
      payload: { dance_date: date, kind: 'give_away' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const offers = await t.db.select({ member_id: swapOffers.member_id }).from(swapOffers);
    expect(offers.map((offer) => offer.member_id)).toEqual([cay.id]);
  });
});
