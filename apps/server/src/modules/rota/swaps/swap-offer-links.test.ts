import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SWAP_MESSAGES } from '@club/shared';
import { assignments, swapOffers, swapRequests } from '../../../db/schema/index.js';
import { addDays, todayIn } from '../../../lib/calendar.js';
import { createMember, createScheduleWithNights } from '../../../../test/factories.js';
import { bearer, useTestApp } from '../../../../test/harness.js';
import { extractSwapLinks } from '../../../../test/mail-catcher.js';

// Issue 25 point 3 (decision 057): a swap offer's accept link names the one member it was mailed to, dies when their
// e-mail changes, when the night passes and when the request closes, and only a tap (POST) takes the night.
const t = useTestApp();
const today = () => todayIn('America/Los_Angeles');
const night = (days: number) => addDays(today(), days);
type Member = Awaited<ReturnType<typeof createMember>>;

const peek = (link: { token: string; return_date?: string }) =>
  t.app.inject({ method: 'GET', url: `/api/swaps/accept-link?${new URLSearchParams(link).toString()}` });

const take = (link: { token: string; return_date?: string }) =>
  t.app.inject({ method: 'POST', url: '/api/swaps/accept-link', payload: link });

async function holderOf(date: string) {
  const [row] = await t.db.select().from(assignments).where(eq(assignments.dance_date, date));
  return row?.squarehead1_id;
}

/** Ann gives away a night; answers the link e-mailed to each of `takers`. */
async function offered(ann: Member, takers: Member[], days = 7) {
  await createScheduleWithNights(t.db, 'current', [{ dance_date: night(days), slots: [ann.id] }]);
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/swaps',
    headers: bearer(await t.signIn(ann)),
    payload: { dance_date: night(days), kind: 'give_away' },
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const links = [];
  for (const taker of takers) {
    const mail = await t.mail.waitFor(taker.email, (message) => message.subject.startsWith('Can you take'));
    links.push(extractSwapLinks(mail)[0]!);
  }
  return { links, requestId: asked.json().data.request.id as number };
}

describe('a swap offer link', () => {
  it('names the member it was mailed to: the token carries their id', async () => {
    const ann = await createMember(t.db);
    const bob = await createMember(t.db);
    const { links } = await offered(ann, [bob]);
    expect(links[0]!.token.startsWith(`${bob.id}.`)).toBe(true);
  });

  it('is refused readably after the member’s e-mail changed, and takes nothing', async () => {
    const ann = await createMember(t.db);
    const bob = await createMember(t.db);
    const admin = await createMember(t.db, { role: 'admin' });
    const { links } = await offered(ann, [bob]);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${bob.id}`,
      headers: bearer(await t.signIn(admin)),
      payload: { email: 'bob.new@example.org' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const refused = await take(links[0]!);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect(refused.json().message).toBe(SWAP_MESSAGES.linkInvalid);
    expect(await holderOf(night(7))).toBe(ann.id);
    const [request] = await t.db.select().from(swapRequests);
    expect(request!.status).toBe('open');
  });

  it('cannot be used by another member: a token naming someone else finds nothing', async () => {
    const ann = await createMember(t.db);
    const bob = await createMember(t.db);
    const cy = await createMember(t.db);
    const { links } = await offered(ann, [bob, cy]);
    const [, secret] = links[0]!.token.split('.');
    const refused = await take({ token: `${cy.id}.${secret}` });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(SWAP_MESSAGES.linkInvalid);
    expect(await holderOf(night(7))).toBe(ann.id);
  });

  it('is not taken by opening it: a GET of the link takes nothing; the tap does', async () => {
    const ann = await createMember(t.db);
    const bob = await createMember(t.db);
    const { links } = await offered(ann, [bob]);
    const token = encodeURIComponent(links[0]!.token);
    for (const url of [`/api/swaps/accept-link?token=${token}`, `/swaps/accept?token=${token}`]) {
      const opened = await t.app.inject({ method: 'GET', url });
      expect(opened.statusCode, url).toBeLessThan(500);
    }
    expect(await holderOf(night(7))).toBe(ann.id);
    const [offer] = await t.db.select().from(swapOffers).where(eq(swapOffers.member_id, bob.id));
    expect(offer!.used_at).toBeNull();
    const tapped = await take(links[0]!);
    expect(tapped.statusCode, tapped.body).toBe(200);
    expect(await holderOf(night(7))).toBe(bob.id);
  });

  it('dies when the request is taken (409 in words)', async () => {
    const ann = await createMember(t.db);
    const bob = await createMember(t.db);
    const cy = await createMember(t.db);
    const { links } = await offered(ann, [bob, cy]);
    expect((await take(links[0]!)).statusCode).toBe(200);
    const late = await take(links[1]!);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(SWAP_MESSAGES.taken);
  });

  it('dies when the request is cancelled, and when its night has passed (409 in words)', async () => {
    const ann = await createMember(t.db);
    const bob = await createMember(t.db);
    const { links, requestId } = await offered(ann, [bob]);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/swaps/${requestId}/cancel`,
      headers: bearer(await t.signIn(ann)),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const closed = await take(links[0]!);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(SWAP_MESSAGES.cancelled);

    // The night has passed: a request still open in older data can no longer be taken.
    await t.db.update(swapRequests).set({ status: 'open', dance_date: night(-1) });
    await t.db.update(assignments).set({ dance_date: night(-1) });
    const passed = await take(links[0]!);
    expect(passed.statusCode).toBe(409);
    expect(passed.json().message).toBe(SWAP_MESSAGES.pastNight);
    expect(await holderOf(night(-1))).toBe(ann.id);
  });

  it('shows its page the night it offers and takes nothing (GET /api/swaps/accept-link)', async () => {
    const ann = await createMember(t.db, { first_name: 'Ann', last_name: 'Asker' });
    const dee = await createMember(t.db, { first_name: 'Dee', last_name: 'Partner' });
    const bob = await createMember(t.db, { first_name: 'Bob', last_name: 'Taker' });
    await createScheduleWithNights(t.db, 'current', [{ dance_date: night(7), slots: [ann.id, dee.id] }]);
    await t.db
      .update(assignments)
      .set({ caller: 'Cal Caller', theme: 'Hoedown', start_time: '19:30', end_time: '22:00' })
      .where(eq(assignments.dance_date, night(7)));
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/swaps',
      headers: bearer(await t.signIn(ann)),
      payload: { dance_date: night(7), kind: 'give_away', message: 'Family visit' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const mail = await t.mail.waitFor(bob.email, (message) => message.subject.startsWith('Can you take'));
    const link = extractSwapLinks(mail)[0]!;

    for (let read = 0; read < 2; read++) {
      const opened = await peek(link);
      expect(opened.statusCode, opened.body).toBe(200);
      expect(opened.headers['set-cookie']).toBeUndefined();
      expect(opened.json().data).toMatchObject({
        request_id: asked.json().data.request.id,
        dance_date: night(7),
        kind: 'give_away',
        requester_name: 'Ann Asker',
        member_id: bob.id,
        member_name: 'Bob Taker',
        return_date: null,
        message: 'Family visit',
        caller: 'Cal Caller',
        theme: 'Hoedown',
        serving_with: ['Dee Partner'],
      });
      expect(opened.json().data.start_time).toMatch(/^19:30/);
    }
    // Nothing was taken or spent: the request is open, the rota unchanged, and the tap still works.
    const [request] = await t.db.select().from(swapRequests);
    expect(request!.status).toBe('open');
    expect(await holderOf(night(7))).toBe(ann.id);
    const [offer] = await t.db.select().from(swapOffers).where(eq(swapOffers.member_id, bob.id));
    expect(offer!.used_at).toBeNull();
    expect((await take(link)).statusCode).toBe(200);
    expect(await holderOf(night(7))).toBe(bob.id);

    // Once taken, the page reads the link as the tap would: dead (401) in the same words.
    const spent = await peek(link);
    expect(spent.statusCode).toBe(401);
    expect(spent.json().message).toBe(SWAP_MESSAGES.linkInvalid);
  });

  it('refuses to show a re-addressed link (401 in words) and a taken request (409 in words)', async () => {
    const ann = await createMember(t.db);
    const bob = await createMember(t.db);
    const cy = await createMember(t.db);
    const admin = await createMember(t.db, { role: 'admin' });
    const { links, requestId } = await offered(ann, [bob, cy]);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${bob.id}`,
      headers: bearer(await t.signIn(admin)),
      payload: { email: 'bob.moved@example.org' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const readdressed = await peek(links[0]!);
    expect(readdressed.statusCode).toBe(401);
    expect(readdressed.json().message).toBe(SWAP_MESSAGES.linkInvalid);

    const cyLink = links[1]!;
    const other = await createMember(t.db);
    // A swap link's return_date is checked as a date, and the token must be there: readable 422s, never a 500.
    for (const query of [{ token: cyLink.token, return_date: 'soon' }, { token: '' }]) {
      const bad = await peek(query);
      expect(bad.statusCode, bad.body).toBe(422);
      expect(bad.json().message).toEqual(expect.any(String));
    }
    // An administrator gives the night to another member: Cy's link now reads as taken.
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/swaps/${requestId}/approve`,
      headers: bearer(await t.signIn(admin)),
      payload: { member_id: other.id },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const late = await peek(cyLink);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(SWAP_MESSAGES.taken);
    expect(await holderOf(night(7))).toBe(other.id);
  });
});
