import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONFIRM_MESSAGES, MAIL_NIGHT_MESSAGES, MESSAGES } from '@club/shared';
import {
  assignments,
  auditEntries,
  type members,
  nightConfirmations,
  nightVacancies,
  sessions,
  swapRequests,
} from '../../../db/schema/index.js';
import { addDays, todayIn } from '../../../lib/calendar.js';
import { LINK_SESSION_MINUTES } from '../../auth/auth.service.js';
import { createMember, createScheduleWithNights } from '../../../../test/factories.js';
import { type CapturedMail, extractSwapLinks } from '../../../../test/mail-catcher.js';
import { bearer, callTrpc, useTestApp } from '../../../../test/harness.js';

// Issue 25 point 3: an answer link names one member, one night and one answer, acts only on a tap, signs in at most
// as that member with a member's rights for an hour, and dies with the address, the slot and the night.
const t = useTestApp();
const today = () => todayIn('America/Los_Angeles');
const night = (days: number) => addDays(today(), days);

type Member = typeof members.$inferSelect;
let admin: Member;
let adminToken: string;
let pat: Member;
let cy: Member;
let di: Member;
let nightId: number;

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token: string | null = adminToken) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

type Link = { token: string; answer: 'confirm' | 'decline' };

/** The respond links of a captured message, as the member's mail program shows them. */
function respondLinks(mail: CapturedMail): (Link & { url: string })[] {
  return [...mail.text.matchAll(/https?:\/\/\S+?(\/respond\?\S+)/g)].map((match) => {
    const query = new URLSearchParams(match[1]!.split('?')[1]);
    return { url: match[1]!, token: query.get('token') ?? '', answer: query.get('answer') as Link['answer'] };
  });
}

const tap = (link: Link, extra: object = {}) =>
  api('POST', '/api/schedules/respond-link', { token: link.token, answer: link.answer, ...extra }, null);
const open = (link: Link) =>
  api('GET', `/api/schedules/respond-link?token=${encodeURIComponent(link.token)}`, undefined, null);

async function stateOf(memberId: number) {
  const [row] = await t.db
    .select({ state: nightConfirmations.state })
    .from(nightConfirmations)
    .where(and(eq(nightConfirmations.member_id, memberId), eq(nightConfirmations.assignment_id, nightId)));
  return row?.state;
}

/** Publishes the next schedule and answers the links e-mailed to `member`. */
async function linksOf(member: Member) {
  return respondLinks(await t.mail.waitFor(member.email));
}

beforeEach(async () => {
  // Pat is the second administrator, and on duty herself.
  admin = await createMember(t.db, { role: 'admin', first_name: 'Ada', last_name: 'Admin' });
  adminToken = await t.signIn(admin);
  pat = await createMember(t.db, { role: 'admin', first_name: 'Pat', last_name: 'Kowalski', email: 'pat@example.org' });
  cy = await createMember(t.db, { first_name: 'Cy', last_name: 'Ray', email: 'cy@example.org' });
  di = await createMember(t.db, { first_name: 'Di', last_name: 'Fox', email: 'di@example.org' });
  await createScheduleWithNights(t.db, 'next', [{ dance_date: night(20), slots: [pat.id, cy.id, di.id] }]);
  [{ id: nightId }] = (await t.db.select({ id: assignments.id }).from(assignments)) as [{ id: number }];
  await t.db
    .update(assignments)
    .set({ start_time: '19:30', caller: 'Mike Sikorsky', theme: 'Winter Ball' })
    .where(eq(assignments.id, nightId));
  expect((await api('POST', '/api/schedules/next/publish')).statusCode).toBe(200);
  await t.mailSent();
});

describe('opening an answer link', () => {
  it('shows the one night and member it names, and answers nothing: neither the API read nor the page', async () => {
    const [confirm] = await linksOf(cy);
    expect(confirm!.answer).toBe('confirm');
    expect(confirm!.token.startsWith(`${cy.id}.`)).toBe(true);

    // What a mail filter does: fetch the page and the API read, several times.
    for (let i = 0; i < 3; i += 1) {
      const page = await t.app.inject({ method: 'GET', url: confirm!.url });
      expect(page.headers['set-cookie']).toBeUndefined();
      const read = await open(confirm!);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.headers['set-cookie']).toBeUndefined();
      expect(read.json().data).toMatchObject({
        assignment_id: nightId,
        dance_date: night(20),
        member_id: cy.id,
        member_name: 'Cy Ray',
        state: 'waiting',
        start_time: '19:30',
        caller: 'Mike Sikorsky',
        theme: 'Winter Ball',
        serving_with: ['Pat Kowalski', 'Di Fox'],
      });
    }
    expect(await stateOf(cy.id)).toBe('waiting');
    const [confirmation] = await t.db.select().from(nightConfirmations).where(eq(nightConfirmations.member_id, cy.id));
    expect(confirmation!.token_used_at).toBeNull();

    // The tap answers, once.
    const tapped = await tap(confirm!);
    expect(tapped.statusCode, tapped.body).toBe(200);
    expect(await stateOf(cy.id)).toBe('confirmed');
    const spent = await open(confirm!);
    expect(spent.statusCode).toBe(409);
    expect(spent.json().message).toBe(CONFIRM_MESSAGES.linkInvalid);
  });

  it('refuses a garbled token, one naming another member and an unknown one readably, never 500', async () => {
    const [confirm] = await linksOf(cy);
    const secret = confirm!.token.split('.')[1]!;
    for (const token of ['nope', `${di.id}.${secret}`, `99999.${secret}`, `${'9'.repeat(30)}.${secret}`, secret]) {
      const read = await open({ token, answer: 'confirm' });
      expect(read.statusCode, token).toBe(409);
      expect(read.json().message).toBe(CONFIRM_MESSAGES.linkInvalid);
      expect((await tap({ token, answer: 'confirm' })).statusCode, token).toBe(409);
    }
    expect((await api('GET', '/api/schedules/respond-link', undefined, null)).statusCode).toBe(422);
    expect(await stateOf(cy.id)).toBe('waiting');
    expect(await stateOf(di.id)).toBe('waiting');
  });
});

describe('the session a link gives', () => {
  it('an administrator’s own link confirms her night and gives a member’s session only: admin routes are 403', async () => {
    const [confirm] = await linksOf(pat);
    const tapped = await tap(confirm!);
    expect(tapped.statusCode, tapped.body).toBe(200);
    expect(await stateOf(pat.id)).toBe('confirmed');
    const { token, user } = tapped.json().data as { token: string; user: { is_admin: boolean; role: string } };
    expect(user).toMatchObject({ id: pat.id, is_admin: false, role: 'member' });

    const fairness = await api('GET', '/api/schedules/fairness', undefined, token);
    expect(fairness.statusCode).toBe(403);
    expect(fairness.json().message).toBe(MESSAGES.adminRequired('see the rota report'));
    const viaTrpc = await callTrpc(t.app, 'schedules.fairness', { token });
    expect(viaTrpc.status).toBe(403);
    // The member's own things still work: her duties, as herself.
    const me = await callTrpc(t.app, 'auth.me', { token });
    expect(me.data).toMatchObject({ id: pat.id, is_admin: false });
    expect((await api('GET', '/api/duties/me', undefined, token)).statusCode).toBe(200);

    // An hour, for the session and its cookie alike.
    const [session] = await t.db.select().from(sessions).where(eq(sessions.kind, 'member_link'));
    const minutes = (session!.expires_at.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(LINK_SESSION_MINUTES - 2);
    expect(minutes).toBeLessThanOrEqual(LINK_SESSION_MINUTES);
    const cookie = String(tapped.headers['set-cookie']);
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)?.[1]);
    expect(maxAge).toBeGreaterThan(LINK_SESSION_MINUTES * 60 - 120);
    expect(maxAge).toBeLessThanOrEqual(LINK_SESSION_MINUTES * 60);

    // Pat's ordinary sign-in is still an administrator's.
    expect((await api('GET', '/api/schedules/fairness', undefined, await t.signIn(pat))).statusCode).toBe(200);
  });

  it('ends when its hour is over', async () => {
    const [confirm] = await linksOf(cy);
    const { token } = (await tap(confirm!)).json().data as { token: string };
    await t.db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(sessions.kind, 'member_link'));
    const after = await api('GET', '/api/duties/me', undefined, token);
    expect(after.statusCode).toBe(401);
  });
});

describe('a swap offer’s accept link', () => {
  it('signs an administrator who takes the night in as a member only, for an hour', async () => {
    // A night Pat is not on: Di gives it away, and Pat (an assignable administrator) is offered it.
    await createScheduleWithNights(t.db, 'current', [{ dance_date: night(10), slots: [di.id] }]);
    t.mail.clear();
    const asked = await api('POST', '/api/swaps', { dance_date: night(10), kind: 'give_away' }, await t.signIn(di));
    expect(asked.statusCode, asked.body).toBe(201);
    const offer = await t.mail.waitFor(pat.email, (mail) => mail.subject.startsWith('Can you take'));
    const [link] = extractSwapLinks(offer);
    const taken = await api('POST', '/api/swaps/accept-link', { token: link!.token }, null);
    expect(taken.statusCode, taken.body).toBe(200);
    const { token, user } = taken.json().data as { token: string; user: { id: number; is_admin: boolean } };
    expect(user).toMatchObject({ id: pat.id, is_admin: false });
    expect((await api('GET', '/api/schedules/fairness', undefined, token)).statusCode).toBe(403);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.kind, 'member_link'));
    expect(session!.expires_at.getTime() - Date.now()).toBeLessThanOrEqual(LINK_SESSION_MINUTES * 60_000);
  });
});

describe('a link dies', () => {
  it('when the member’s e-mail address changes', async () => {
    const links = await linksOf(cy);
    const changed = await api('PUT', `/api/users/${cy.id}`, { email: 'cy.new@example.org' });
    expect(changed.statusCode, changed.body).toBe(200);
    for (const link of links) {
      const read = await open(link);
      expect(read.statusCode).toBe(409);
      const tapped = await tap(link);
      expect(tapped.statusCode).toBe(409);
      expect(tapped.json().message).toBe(CONFIRM_MESSAGES.linkInvalid);
    }
    expect(await stateOf(cy.id)).toBe('waiting');
    // Changing only the case of the address is the same inbox: Di's links keep working.
    await api('PUT', `/api/users/${di.id}`, { email: 'DI@example.org' });
    expect((await tap((await linksOf(di))[0]!)).statusCode).toBe(200);
  });

  it('when the member leaves the night, and when the night has passed', async () => {
    const cyLinks = await linksOf(cy);
    expect((await api('PUT', `/api/schedules/assignments/${nightId}`, { squarehead2_id: null })).statusCode).toBe(200);
    expect((await open(cyLinks[0]!)).statusCode).toBe(409);
    expect((await tap(cyLinks[0]!)).statusCode).toBe(409);

    const diLinks = await linksOf(di);
    await t.db
      .update(nightConfirmations)
      .set({ token_expires_at: new Date(Date.now() - 1000) })
      .where(eq(nightConfirmations.member_id, di.id));
    expect((await open(diLinks[0]!)).statusCode).toBe(409);
    expect((await tap(diLinks[1]!)).statusCode).toBe(409);
    expect(await stateOf(di.id)).toBe('waiting');
  });
});

describe('"I can’t make it" from the link', () => {
  it('carries the optional reason and the choice asked once more', async () => {
    const decline = (await linksOf(cy)).find((link) => link.answer === 'decline')!;
    const tooLong = await tap(decline, { reason: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(422);
    expect(await stateOf(cy.id)).toBe('waiting');

    const declined = await tap(decline, { reason: 'Visiting my sister', replacement: 'ask_others' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toMatchObject({ state: 'declined', swap_request_id: expect.any(Number) });
    expect(await t.db.select().from(nightVacancies)).toMatchObject([{ member_id: cy.id, choice: 'ask_others' }]);
    expect(await t.db.select().from(swapRequests)).toHaveLength(1);
    const [audit] = await t.db.select().from(auditEntries).where(eq(auditEntries.action, 'night.decline'));
    expect(audit?.details).toMatchObject({ reason: 'Visiting my sister', replacement: 'ask_others' });
    // The administrators' notice carries her words too, not only the audit log.
    const notice = await t.mail.waitFor(admin.email, (mail) => mail.subject.includes("can't serve"));
    expect(notice.text).toContain(MAIL_NIGHT_MESSAGES.theyWrote('Visiting my sister'));
  });
});
