import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SQUAREHEAD_FIELDS, SWAP_MESSAGES } from '@club/shared';
import {
  assignments,
  auditEntries,
  memberUnavailability,
  settings,
  swapOffers,
  swapRequests,
} from '../../../db/schema/index.js';
import { addDays, todayIn, zonedTime } from '../../../lib/calendar.js';
import { createMember, createScheduleWithNights } from '../../../../test/factories.js';
import { bearer, callTrpc, useTestApp } from '../../../../test/harness.js';
import { extractSwapLinks } from '../../../../test/mail-catcher.js';
import { formatDanceDate } from '../../../lib/calendar.js';
import { sendDueReminders } from '../reminders/reminder-run.js';
import { expirePastSwapRequests, offerDueSwapWaves } from './swaps.service.js';

// Issue 9: swap requests, from the asking to the e-mailed one-click accept, and what admins can do with them.
const t = useTestApp();

// SPEC §9 default club time zone; nights are placed around the club's today.
const today = () => todayIn('America/Los_Angeles');
const night = (days: number) => addDays(today(), days);
type Member = Awaited<ReturnType<typeof createMember>>;

/** A current schedule whose nights hold these squareheads (member ids by slot). */
const addRota = (nights: Record<string, (number | null)[]>, type: 'current' | 'next' = 'current') =>
  createScheduleWithNights(
    t.db,
    type,
    Object.entries(nights).map(([dance_date, slots]) => ({ dance_date, slots })),
  );

async function slotsOn(date: string): Promise<(number | null)[][]> {
  const rows = await t.db.select().from(assignments).where(eq(assignments.dance_date, date)).orderBy(assignments.id);
  return rows.map((row) => SQUAREHEAD_FIELDS.map((field) => row[field]));
}

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

async function requestSwap(
  member: Member,
  dance_date: string,
  kind: 'give_away' | 'swap' = 'give_away',
  message?: string,
) {
  const response = await post(
    '/api/swaps',
    { dance_date, kind, ...(message ? { message } : {}) },
    await t.signIn(member),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { request: { id: number; status: string; offered_to: number }; message: string };
}

/** The accept links e-mailed to a member for a night. */
async function linksFor(member: Member, date: string) {
  const mail = await t.mail.waitFor(member.email, (message) =>
    message.subject.startsWith(`Can you take ${formatDanceDate(date)}?`),
  );
  return extractSwapLinks(mail);
}

const acceptByLink = (link: { token: string; return_date?: string }) => post('/api/swaps/accept-link', link);

describe('asking for a swap', () => {
  it('offers the night by e-mail to assignable, available members not on duty that night, and records it', async () => {
    const [ann, bob, cay, dee, eve, fay] = await Promise.all([
      createMember(t.db, { first_name: 'Ann', last_name: 'Asker' }),
      createMember(t.db, { first_name: 'Bob' }),
      createMember(t.db, { first_name: 'Cay' }),
      createMember(t.db, { first_name: 'Dee', status: 'exempt' }),
      createMember(t.db, { first_name: 'Eve' }),
      createMember(t.db, { first_name: 'Fay' }),
    ]);
    const date = night(7);
    await addRota({ [date]: [ann.id, eve.id] });
    await t.db.insert(memberUnavailability).values({ member_id: fay.id, dance_date: date });

    const created = await requestSwap(ann, date, 'give_away', 'Family wedding');
    expect(created.request).toMatchObject({ status: 'open', offered_to: 2 });
    expect(created.message).toBe(SWAP_MESSAGES.requestSent(2));

    const offers = await t.db.select({ member_id: swapOffers.member_id }).from(swapOffers);
    expect(offers.map((offer) => offer.member_id).sort()).toEqual([bob.id, cay.id].sort());
    const mail = await t.mail.waitFor(bob.email);
    expect(mail.subject).toContain('Can you take');
    expect(mail.text).toContain('Ann Asker cannot serve as squarehead');
    expect(mail.text).toContain('Family wedding');
    expect(extractSwapLinks(mail)).toHaveLength(1);
    await t.mail.waitFor(cay.email);
    for (const left of [ann, dee, eve, fay])
      expect(t.mail.messages.some((message) => message.to.includes(left.email))).toBe(false);
    const [audit] = await t.db.select().from(auditEntries).where(eq(auditEntries.action, 'swap.request'));
    expect(audit).toMatchObject({ actor_id: ann.id, entity: 'swap_request', entity_id: created.request.id });
  });

  it('refuses nights the member does not serve, past nights, a second open request and bad input', async () => {
    const [ann, bob] = [await createMember(t.db), await createMember(t.db)];
    await addRota({ [night(-7)]: [ann.id], [night(7)]: [ann.id], [night(14)]: [bob.id] });
    const token = await t.signIn(ann);
    const notMine = await post('/api/swaps', { dance_date: night(14), kind: 'give_away' }, token);
    expect(notMine.statusCode).toBe(422);
    expect(notMine.json().errors).toEqual({ dance_date: SWAP_MESSAGES.notYourNight });
    const past = await post('/api/swaps', { dance_date: night(-7), kind: 'give_away' }, token);
    expect(past.statusCode).toBe(422);
    expect(past.json().message).toBe(SWAP_MESSAGES.pastNight);
    expect((await post('/api/swaps', { dance_date: night(7), kind: 'give_away' }, token)).statusCode).toBe(201);
    const twice = await post('/api/swaps', { dance_date: night(7), kind: 'swap' }, token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(SWAP_MESSAGES.alreadyRequested);
    const badKind = await post('/api/swaps', { dance_date: night(7), kind: 'trade' }, token);
    expect(badKind.statusCode).toBe(422);
    // The requester is always the caller: naming someone else is refused, not obeyed.
    const forOther = await post(
      '/api/swaps',
      { dance_date: night(14), kind: 'give_away', requester_id: bob.id },
      token,
    );
    expect(forOther.statusCode).toBe(422);
    expect((await post('/api/swaps', { dance_date: night(7), kind: 'give_away' })).statusCode).toBe(401);
    expect(await t.db.select().from(swapRequests)).toHaveLength(1);
  });

  it('for a swap, asks only members with a night to give back, with one link per such night', async () => {
    const [ann, bob, cay] = [
      await createMember(t.db, { first_name: 'Ann' }),
      await createMember(t.db, { first_name: 'Bob' }),
      await createMember(t.db, { first_name: 'Cay' }),
    ];
    await addRota({
      [night(7)]: [ann.id],
      [night(14)]: [bob.id],
      [night(21)]: [bob.id, ann.id],
      [night(28)]: [bob.id],
    });
    // Ann cannot serve on night 28, so Bob may only hand back night 14 (she already serves on 21).
    await t.db.insert(memberUnavailability).values({ member_id: ann.id, dance_date: night(28) });
    const created = await requestSwap(ann, night(7), 'swap');
    expect(created.request.offered_to).toBe(1);
    const links = await linksFor(bob, night(7));
    expect(links).toEqual([{ token: expect.any(String), return_date: night(14) }]);
    expect(t.mail.messages.some((message) => message.to.includes(cay.email))).toBe(false);
  });
});

describe('accepting from the e-mail link', () => {
  it('hands the night over, signs the taker in, tells the requester and the others, and records it', async () => {
    const [ann, bob, cay] = [
      await createMember(t.db, { first_name: 'Ann' }),
      await createMember(t.db, { first_name: 'Bob', last_name: 'Taker' }),
      await createMember(t.db, { first_name: 'Cay' }),
    ];
    await t.db.insert(memberUnavailability).values({ member_id: bob.id, dance_date: night(21) });
    await addRota({ [night(7)]: [null, ann.id] });
    const { request } = await requestSwap(ann, night(7));
    const [link] = await linksFor(bob, night(7));

    const response = await acceptByLink(link!);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.request).toMatchObject({
      id: request.id,
      status: 'accepted',
      taken_by: { id: bob.id, name: 'Bob Taker' },
    });
    expect(data.user.id).toBe(bob.id);
    expect(response.headers['set-cookie']).toBeDefined();
    expect((await callTrpc(t.app, 'auth.me', { token: data.token })).data.id).toBe(bob.id);
    expect(await slotsOn(night(7))).toEqual([[null, bob.id, null, null]]);

    const told = await t.mail.waitFor(ann.email, (mail) => mail.subject.startsWith('Bob Taker will serve'));
    expect(told.text).toContain('in your place');
    await t.mail.waitFor(cay.email, (mail) => mail.subject.includes('has been taken'));
    const [audit] = await t.db.select().from(auditEntries).where(eq(auditEntries.action, 'swap.accept'));
    expect(audit).toMatchObject({
      actor_id: bob.id,
      entity_id: request.id,
      details: expect.objectContaining({ taken_by: 'Bob Taker', dance_date: night(7) }),
    });

    // The link worked once; a second use, or a GET as a mail scanner makes (issue 25: it reads the dead link), changes nothing.
    const again = await acceptByLink(link!);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(SWAP_MESSAGES.linkInvalid);
    expect((await t.app.inject({ method: 'GET', url: `/api/swaps/accept-link?token=${link!.token}` })).statusCode).toBe(
      401,
    );
  });

  it('lets exactly one of two members accepting at the same moment take the night', async () => {
    const ann = await createMember(t.db);
    const takers = [await createMember(t.db), await createMember(t.db), await createMember(t.db)];
    await addRota({ [night(7)]: [ann.id] });
    await requestSwap(ann, night(7));
    const links = await Promise.all(takers.map(async (taker) => (await linksFor(taker, night(7)))[0]!));

    const responses = await Promise.all(links.map((link) => acceptByLink(link)));
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    const winner = responses.find((response) => response.statusCode === 200)!.json().data.user.id;
    for (const loser of responses.filter((response) => response.statusCode === 409))
      expect(loser.json().message).toBe(SWAP_MESSAGES.taken);
    expect(await slotsOn(night(7))).toEqual([[winner, null, null, null]]);
    expect(await t.db.select().from(auditEntries).where(eq(auditEntries.action, 'swap.accept'))).toHaveLength(1);
  });

  it('swaps both nights for a swap request, and refuses a missing or wrong night to give back without changing anything', async () => {
    const [ann, bob] = [await createMember(t.db), await createMember(t.db)];
    await addRota({ [night(7)]: [ann.id], [night(14)]: [null, null, bob.id], [night(21)]: [ann.id, bob.id] });
    const { request } = await requestSwap(ann, night(7), 'swap');
    const [link] = await linksFor(bob, night(7));
    expect(link!.return_date).toBe(night(14));

    const missing = await acceptByLink({ token: link!.token });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ return_date: SWAP_MESSAGES.returnDateRequired });
    const wrong = await acceptByLink({ token: link!.token, return_date: night(21) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ return_date: SWAP_MESSAGES.returnNight.requesterServes });
    const [stillOpen] = await t.db.select().from(swapRequests).where(eq(swapRequests.id, request.id));
    expect(stillOpen!.status).toBe('open');
    expect(await slotsOn(night(7))).toEqual([[ann.id, null, null, null]]);

    expect((await acceptByLink(link!)).statusCode).toBe(200);
    expect(await slotsOn(night(7))).toEqual([[bob.id, null, null, null]]);
    expect(await slotsOn(night(14))).toEqual([[null, null, ann.id, null]]);
  });

  it('changes the night on both schedules when they overlap', async () => {
    const [ann, bob] = [await createMember(t.db), await createMember(t.db)];
    await addRota({ [night(7)]: [ann.id] }, 'current');
    await addRota({ [night(7)]: [null, ann.id] }, 'next');
    await requestSwap(ann, night(7));
    expect((await acceptByLink((await linksFor(bob, night(7)))[0]!)).statusCode).toBe(200);
    expect(await slotsOn(night(7))).toEqual([
      [bob.id, null, null, null],
      [null, bob.id, null, null],
    ]);
  });

  it('closes the request when an administrator changed the night meanwhile', async () => {
    const [ann, bob, cay] = [await createMember(t.db), await createMember(t.db), await createMember(t.db)];
    await addRota({ [night(7)]: [ann.id] });
    const { request } = await requestSwap(ann, night(7));
    const [link] = await linksFor(bob, night(7));
    await t.db.update(assignments).set({ squarehead1_id: cay.id });
    const response = await acceptByLink(link!);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(SWAP_MESSAGES.rotaChanged);
    const [closed] = await t.db.select().from(swapRequests).where(eq(swapRequests.id, request.id));
    expect(closed!.status).toBe('cancelled');
    expect(await slotsOn(night(7))).toEqual([[cay.id, null, null, null]]);
  });

  it('refuses unknown and expired tokens', async () => {
    const [ann, bob] = [await createMember(t.db), await createMember(t.db)];
    await addRota({ [night(7)]: [ann.id] });
    await requestSwap(ann, night(7));
    const [link] = await linksFor(bob, night(7));
    expect((await acceptByLink({ token: 'not-a-token' })).statusCode).toBe(401);
    await t.db.update(swapOffers).set({ expires_at: new Date(Date.now() - 1000) });
    expect((await acceptByLink(link!)).statusCode).toBe(401);
    expect(await slotsOn(night(7))).toEqual([[ann.id, null, null, null]]);
  });

  it('clears the taker’s unavailability for that night: taking it says they can serve', async () => {
    const [ann, bob] = [await createMember(t.db), await createMember(t.db)];
    await addRota({ [night(7)]: [ann.id] });
    const { request } = await requestSwap(ann, night(7));
    await t.db.insert(memberUnavailability).values({ member_id: bob.id, dance_date: night(7) });
    const response = await callTrpc(t.app, 'swaps.accept', {
      type: 'mutation',
      token: await t.signIn(bob),
      input: { id: request.id },
    });
    expect(response.status).toBe(200);
    expect(await t.db.select().from(memberUnavailability)).toEqual([]);
  });
});

describe('in the app', () => {
  it('shows a member their own requests and the ones they could take', async () => {
    const [ann, bob, cay] = [
      await createMember(t.db),
      await createMember(t.db),
      await createMember(t.db, { status: 'loa' }),
    ];
    await addRota({ [night(7)]: [ann.id], [night(14)]: [bob.id] });
    const { request } = await requestSwap(ann, night(7));
    const mine = await callTrpc(t.app, 'swaps.mine', { token: await t.signIn(ann) });
    expect(mine.data).toMatchObject({ requests: [{ id: request.id, status: 'open' }], offers: [] });
    const bobs = await callTrpc(t.app, 'swaps.mine', { token: await t.signIn(bob) });
    expect(bobs.data).toMatchObject({ requests: [], offers: [{ id: request.id, return_dates: [] }] });
    const cays = await t.app.inject({ method: 'GET', url: '/api/swaps/mine', headers: bearer(await t.signIn(cay)) });
    expect(cays.json().data).toEqual({ requests: [], offers: [] });
  });

  it('refuses taking one’s own night or taking it while already serving', async () => {
    const [ann, bob] = [await createMember(t.db), await createMember(t.db)];
    await addRota({ [night(7)]: [ann.id] });
    const { request } = await requestSwap(ann, night(7));
    const own = await post(`/api/swaps/${request.id}/accept`, {}, await t.signIn(ann));
    expect(own.statusCode).toBe(422);
    expect(own.json().message).toBe(SWAP_MESSAGES.ownRequest);
    await t.db.update(assignments).set({ squarehead2_id: bob.id });
    const serving = await post(`/api/swaps/${request.id}/accept`, {}, await t.signIn(bob));
    expect(serving.statusCode).toBe(409);
    expect(serving.json().message).toBe(SWAP_MESSAGES.alreadyServing);
  });

  it('lets the requester withdraw and an administrator cancel, but no one else', async () => {
    const [ann, bob] = [await createMember(t.db), await createMember(t.db)];
    const admin = await createMember(t.db, { is_admin: true });
    await addRota({ [night(7)]: [ann.id], [night(14)]: [ann.id] });
    const first = (await requestSwap(ann, night(7))).request;
    const second = (await requestSwap(ann, night(14))).request;
    const [link] = await linksFor(bob, night(7));

    const byOther = await post(`/api/swaps/${first.id}/cancel`, {}, await t.signIn(bob));
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().message).toBe(SWAP_MESSAGES.onlyRequesterOrAdmin);
    const withdrawn = await post(`/api/swaps/${first.id}/cancel`, {}, await t.signIn(ann));
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().data).toMatchObject({ status: 'cancelled', resolved_by: { id: ann.id } });
    expect((await post(`/api/swaps/${first.id}/cancel`, {}, await t.signIn(ann))).statusCode).toBe(409);
    const late = await acceptByLink(link!);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(SWAP_MESSAGES.cancelled);
    await t.mail.waitFor(bob.email, (mail) => mail.subject.includes('is no longer needed'));

    const byAdmin = await callTrpc(t.app, 'swaps.cancel', {
      type: 'mutation',
      token: await t.signIn(admin),
      input: { id: second.id },
    });
    expect(byAdmin.data).toMatchObject({ status: 'cancelled', resolved_by: { id: admin.id } });
    const actions = await t.db
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(eq(auditEntries.entity, 'swap_request'));
    expect(actions.map((row) => row.action).filter((action) => action === 'swap.cancel')).toHaveLength(2);
  });
});

describe('administrators', () => {
  it('list open requests, see who could take one, and approve it for a member of their choice', async () => {
    const [ann, bob, cay] = [
      await createMember(t.db, { first_name: 'Ann' }),
      await createMember(t.db, { first_name: 'Bob' }),
      await createMember(t.db, { first_name: 'Cay' }),
    ];
    const admin = await createMember(t.db, { is_admin: true, first_name: 'Ada' });
    await addRota({ [night(7)]: [ann.id, admin.id] });
    const { request } = await requestSwap(ann, night(7));
    const token = await t.signIn(admin);

    const list = await t.app.inject({ method: 'GET', url: '/api/swaps', headers: bearer(token) });
    expect(list.json().data).toMatchObject([{ id: request.id, status: 'open', requester: { id: ann.id } }]);
    const candidates = await t.app.inject({
      method: 'GET',
      url: `/api/swaps/${request.id}/candidates`,
      headers: bearer(token),
    });
    expect(
      candidates
        .json()
        .data.map((candidate: { member: { id: number } }) => candidate.member.id)
        .sort(),
    ).toEqual([bob.id, cay.id].sort());

    const approved = await post(`/api/swaps/${request.id}/approve`, { member_id: cay.id }, token);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.request).toMatchObject({
      status: 'approved',
      taken_by: { id: cay.id },
      resolved_by: { id: admin.id },
    });
    expect(await slotsOn(night(7))).toEqual([[cay.id, admin.id, null, null]]);
    await t.mail.waitFor(cay.email, (mail) => mail.subject.startsWith('You serve on'));
    await t.mail.waitFor(ann.email, (mail) => mail.text.includes('in your place'));
    await t.mail.waitFor(bob.email, (mail) => mail.subject.includes('has been taken'));
    const [audit] = await t.db.select().from(auditEntries).where(eq(auditEntries.action, 'swap.approve'));
    expect(audit).toMatchObject({ actor_id: admin.id, entity_id: request.id });

    const all = await callTrpc(t.app, 'swaps.list', { token, input: { status: 'all' } });
    expect(all.data).toHaveLength(1);
    expect((await callTrpc(t.app, 'swaps.list', { token, input: { status: 'open' } })).data).toEqual([]);
  });

  it('refuses approval by members and for the requester themself', async () => {
    const [ann, bob] = [await createMember(t.db), await createMember(t.db)];
    const admin = await createMember(t.db, { is_admin: true });
    await addRota({ [night(7)]: [ann.id] });
    const { request } = await requestSwap(ann, night(7));
    const byMember = await post(`/api/swaps/${request.id}/approve`, { member_id: bob.id }, await t.signIn(bob));
    expect(byMember.statusCode).toBe(403);
    const toRequester = await post(`/api/swaps/${request.id}/approve`, { member_id: ann.id }, await t.signIn(admin));
    expect(toRequester.statusCode).toBe(422);
    expect(toRequester.json().errors).toEqual({ member_id: SWAP_MESSAGES.ownRequest });
    const unknown = await post(`/api/swaps/${request.id + 100}/approve`, { member_id: bob.id }, await t.signIn(admin));
    expect(unknown.statusCode).toBe(404);
    expect(await slotsOn(night(7))).toEqual([[ann.id, null, null, null]]);
  });
});

describe('expiry', () => {
  it('shows an open request whose night has passed as expired, and the hourly housekeeping closes it', async () => {
    const ann = await createMember(t.db);
    await addRota({ [night(-3)]: [ann.id] });
    const [past] = await t.db
      .insert(swapRequests)
      .values({ requester_id: ann.id, dance_date: night(-3), kind: 'give_away' })
      .returning();
    const admin = await createMember(t.db, { is_admin: true });
    const all = await callTrpc(t.app, 'swaps.list', { token: await t.signIn(admin), input: { status: 'all' } });
    expect(all.data).toMatchObject([{ id: past!.id, status: 'expired' }]);
    expect(await expirePastSwapRequests(t.db)).toBe(1);
    const [row] = await t.db.select().from(swapRequests);
    expect(row!.status).toBe('expired');
  });
});

// Issue 17 item 9, decision 029: no club wants 128 e-mails for one swap.
describe('offer waves and shared addresses', () => {
  const HOUR = 60 * 60 * 1000;
  const offerMails = (date: string) =>
    t.mail.messages.filter((mail) => mail.subject.startsWith(`Can you take ${formatDanceDate(date)}?`));
  const takenMails = () => t.mail.messages.filter((mail) => mail.subject.includes('has been taken'));
  /** Lets the e-mails sent after a commit arrive: the catcher holds exactly `count` matching ones, and no more come. */
  async function settledCount(read: () => unknown[], count: number) {
    await expect.poll(() => read().length, { timeout: 10_000 }).toBe(count);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(read()).toHaveLength(count);
  }
  /** Members who have served `served` nights each on an archived schedule long ago. */
  async function membersWhoServed(served: number[]) {
    const people: Member[] = [];
    for (const index of served.keys())
      people.push(await createMember(t.db, { first_name: `M${index}`, last_name: 'Waver' }));
    const history = served.flatMap((count, index) =>
      Array.from({ length: count }, (_, n) => ({
        dance_date: addDays('2020-01-01', index * 40 + n * 7),
        slots: [people[index]!.id],
      })),
    );
    if (history.length > 0) await createScheduleWithNights(t.db, 'archived', history);
    return people;
  }

  it('offers the first wave to the members who served least, the next once the wait is over, and everyone at an admin’s word', async () => {
    const asker = await createMember(t.db, { first_name: 'Ann', last_name: 'Asker' });
    // Served 0..9 nights: M0 has served least.
    const people = await membersWhoServed([5, 0, 9, 1, 7, 2, 8, 3, 6, 4]);
    await t.db.insert(settings).values([
      { key: 'swap_offer_batch', value: 3 },
      { key: 'swap_offer_wait_hours', value: 24 },
    ]);
    const date = night(30);
    await addRota({ [date]: [asker.id] });

    const created = await requestSwap(asker, date);
    expect(created.request.offered_to).toBe(3);
    const leastServed = ['M1 Waver', 'M3 Waver', 'M5 Waver'];
    await settledCount(() => offerMails(date), 3);
    expect(
      offerMails(date)
        .flatMap((mail) => mail.to)
        .sort(),
    ).toEqual(leastServed.map((name) => people[Number(name[1])]!.email).sort());

    expect(await t.inClub((ctx) => offerDueSwapWaves(ctx, new Date(Date.now() + 23 * HOUR)))).toBe(0);
    expect(await t.inClub((ctx) => offerDueSwapWaves(ctx, new Date(Date.now() + 25 * HOUR)))).toBe(3);
    await settledCount(() => offerMails(date), 6);

    const admin = await createMember(t.db, { role: 'admin' });
    const adminToken = await t.signIn(admin);
    const everyone = await post(`/api/swaps/${created.request.id}/offer-all`, {}, adminToken);
    expect(everyone.statusCode, everyone.body).toBe(200);
    expect(everyone.json().message).toBe(SWAP_MESSAGES.offeredToEveryone(5));
    await settledCount(() => offerMails(date), 11);

    // The admin sees who was offered and when, in the order they were asked.
    const [listed] = (await t.app.inject({ method: 'GET', url: '/api/swaps', headers: bearer(adminToken) })).json()
      .data;
    expect(listed.offered_to).toBe(11);
    expect(
      listed.offers
        .slice(0, 3)
        .map((offer: { member: { name: string } }) => offer.member.name)
        .sort(),
    ).toEqual(leastServed);
    const times = listed.offers.map((offer: { offered_at: string }) => Date.parse(offer.offered_at));
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(24 * HOUR);
    const audit = await t.db.select().from(auditEntries).where(eq(auditEntries.action, 'swap.offer'));
    expect(audit).toHaveLength(2);
  });

  it('shortens the wait so that the last wave goes out 48 hours before the night, and asks everyone left after that', async () => {
    const asker = await createMember(t.db, { first_name: 'Ann', last_name: 'Asker' });
    await membersWhoServed([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    await t.db.insert(settings).values({ key: 'swap_offer_batch', value: 3 });
    // The night starts 67 to 91 hours from now (19:30 in the club's zone, three days on), so 19 to 43 hours are left
    // before the last-wave deadline 48 hours ahead of it: the two waves still to come share them, each waiting half
    // that rather than 24 hours. The moments below follow from the night's own time, whatever the clock says now.
    const date = night(3);
    await addRota({ [date]: [asker.id] });
    await requestSwap(asker, date);
    const [request] = await t.db.select().from(swapRequests);
    const deadline = zonedTime(date, '19:30', 'America/Los_Angeles').getTime() - 48 * HOUR;
    const room = deadline - request!.created_at.getTime();
    expect(room).toBeLessThan(48 * HOUR);
    const at = (ms: number) => new Date(request!.created_at.getTime() + ms);
    expect(await t.inClub((ctx) => offerDueSwapWaves(ctx, at(room / 2 - HOUR)))).toBe(0);
    expect(await t.inClub((ctx) => offerDueSwapWaves(ctx, at(room / 2 + HOUR)))).toBe(3);
    // By the deadline the last wave has gone out.
    expect(await t.inClub((ctx) => offerDueSwapWaves(ctx, at(room + HOUR)))).toBe(3);
    await settledCount(() => offerMails(date), 9);
  });

  it('sends one e-mail naming both to members who share an address, for offers, notices and reminders', async () => {
    const asker = await createMember(t.db, { first_name: 'Ann', last_name: 'Asker' });
    const [ray, rita] = [
      await createMember(t.db, { first_name: 'Ray', last_name: 'Rowe', email: 'rowes@example.org' }),
      await createMember(t.db, { first_name: 'Rita', last_name: 'Rowe', email: 'Rowes@Example.org' }),
    ];
    const taker = await createMember(t.db, { first_name: 'Tom', last_name: 'Taker' });
    const date = night(10);
    await addRota({ [date]: [asker.id] });
    await requestSwap(asker, date);
    await settledCount(() => offerMails(date), 2);
    const couple = await t.mail.waitFor('rowes@example.org', (mail) => mail.subject.startsWith('Can you take'));
    expect(couple.text).toContain('This request is for Ray Rowe and Rita Rowe; each of you has your own button.');
    expect(couple.text).toContain(`Take ${formatDanceDate(date)} (Ray Rowe)`);
    expect(couple.text).toContain(`Take ${formatDanceDate(date)} (Rita Rowe)`);
    const links = extractSwapLinks(couple);
    expect(links).toHaveLength(2);

    const [tomsLink] = await linksFor(taker, date);
    expect((await acceptByLink(tomsLink!)).statusCode).toBe(200);
    await settledCount(takenMails, 1);
    expect(takenMails()[0]!.to).toEqual(['rowes@example.org']);
    // Rita's own link no longer takes anything.
    expect((await acceptByLink(links[1]!)).statusCode).toBe(409);

    // Reminders: both Rowes on one night, one reminder naming both.
    t.mail.clear();
    const remindDate = night(20);
    await addRota({ [remindDate]: [ray.id, rita.id, taker.id] }, 'next');
    await t.db.insert(settings).values({ key: 'reminder_days', value: '7' });
    const result = await t.inClub((ctx) => sendDueReminders(ctx, addDays(remindDate, -7)));
    expect(result.sent.map((reminder) => reminder.member_name).sort()).toEqual(['Ray Rowe', 'Rita Rowe', 'Tom Taker']);
    await settledCount(() => t.mail.messages, 2);
    const reminder = await t.mail.waitFor('rowes@example.org');
    expect(reminder.text).toContain('Hello Ray Rowe and Rita Rowe,');
    expect(await t.inClub((ctx) => sendDueReminders(ctx, addDays(remindDate, -7)))).toMatchObject({ sent: [] });
  });

  it('tells only those offered, and not those who said no, that the night has been taken', async () => {
    const asker = await createMember(t.db, { first_name: 'Ann', last_name: 'Asker' });
    const people = await membersWhoServed([0, 0, 0, 5, 5, 5]);
    await t.db.insert(settings).values({ key: 'swap_offer_batch', value: 3 });
    const date = night(30);
    await addRota({ [date]: [asker.id] });
    const { request } = await requestSwap(asker, date);
    const [first, second, third, , , later] = people as [Member, Member, Member, Member, Member, Member];
    await settledCount(() => offerMails(date), 3);

    // Someone not yet asked sees the open request in the app and says no; so does one who was asked.
    const declined = await post(`/api/swaps/${request.id}/decline`, {}, await t.signIn(second));
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data.offers).toEqual([]);
    expect((await post(`/api/swaps/${request.id}/decline`, {}, await t.signIn(later))).statusCode).toBe(200);

    const [link] = await linksFor(first, date);
    expect((await acceptByLink(link!)).statusCode).toBe(200);
    await settledCount(takenMails, 1);
    expect(takenMails()[0]!.to).toEqual([third.email]);
    // The one who said no before their wave was never asked, and is not asked now.
    expect(offerMails(date).flatMap((mail) => mail.to)).not.toContain(later.email);
  });
});
