import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONFIRM_MESSAGES, MEMBER_MESSAGES } from '@club/shared';
import {
  assignments,
  auditEntries,
  type members,
  nightConfirmations,
  nightVacancies,
  settings,
  swapRequests,
} from '../../../db/schema/index.js';
import { addDays, todayIn } from '../../../lib/calendar.js';
import { createMember, createScheduleWithNights } from '../../../../test/factories.js';
import type { CapturedMail } from '../../../../test/mail-catcher.js';
import { bearer, callTrpc, useTestApp } from '../../../../test/harness.js';
import { sendConfirmNudges } from './waiting-answers.js';

// Issue 19 part 3: publish the next schedule, confirm or decline from the e-mailed links or the app, nudges, edits.
const t = useTestApp();
const today = () => todayIn('America/Los_Angeles');
const night = (days: number) => addDays(today(), days);

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
  cy = await createMember(t.db, { first_name: 'Cy', last_name: 'Ray', email: 'cy@example.org' });
  di = await createMember(t.db, { first_name: 'Di', last_name: 'Fox', email: 'di@example.org' });
});

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token: string | null = adminToken) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

async function nextRota(nights: Record<string, (number | null)[]>) {
  await createScheduleWithNights(
    t.db,
    'next',
    Object.entries(nights).map(([dance_date, slots]) => ({ dance_date, slots })),
  );
  const rows = await t.db.select().from(assignments).orderBy(assignments.dance_date);
  return Object.fromEntries(rows.map((row) => [row.dance_date, row.id]));
}

type Link = { token: string; answer: 'confirm' | 'decline'; date: string };

/** The respond links of a captured message, each with the night it sits under (text: date line, then two links). */
function respondLinks(mail: CapturedMail): Link[] {
  const links: Link[] = [];
  let date = '';
  for (const line of mail.text.split('\n')) {
    const dated = /^(\w+day, \w+ \d+, \d{4})$/.exec(line.trim());
    if (dated?.[1]) date = dated[1];
    const match = /https?:\/\/\S+\/respond\?(\S+)/.exec(line);
    if (!match?.[1]) continue;
    const query = new URLSearchParams(match[1]);
    links.push({ token: query.get('token') ?? '', answer: query.get('answer') as Link['answer'], date });
  }
  return links;
}

const follow = (link: Pick<Link, 'token' | 'answer'>) =>
  api('POST', '/api/schedules/respond-link', { token: link.token, answer: link.answer }, null);

async function stateOf(memberId: number, nightId: number) {
  const [row] = await t.db
    .select()
    .from(nightConfirmations)
    .where(and(eq(nightConfirmations.member_id, memberId), eq(nightConfirmations.assignment_id, nightId)));
  return row?.state;
}

/** Publishes, then waits for the e-mails it queued to leave, so a test can clear the catcher after it. */
async function publish() {
  const published = await api('POST', '/api/schedules/next/publish');
  await t.mailSent();
  return published;
}

describe('publishing the next schedule', () => {
  it('sends one e-mail per address listing each member’s nights with working confirm and decline links', async () => {
    const ids = await nextRota({ [night(20)]: [ann.id, bob.id, cy.id], [night(27)]: [ann.id, di.id] });
    const published = await publish();
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ emails: 3, members_asked: 4, nights_asked: 2 });
    expect(published.json().message).toBe(CONFIRM_MESSAGES.published(3, 4, 2));

    const lees = await t.mail.waitFor('lees@example.org');
    expect(t.mail.messages.filter((mail) => mail.to.includes('lees@example.org'))).toHaveLength(1);
    expect(lees.text).toContain('Hello Ann Lee and Bob Lee,');
    // Ann has two nights and Bob one: two links each.
    expect(respondLinks(lees)).toHaveLength(6);
    expect(lees.html).toContain('<strong>Ann Lee</strong>');
    await t.mail.waitFor('cy@example.org');
    await t.mail.waitFor('di@example.org');

    const cyLinks = respondLinks(await t.mail.waitFor('cy@example.org'));
    expect(cyLinks.map((link) => link.answer)).toEqual(['confirm', 'decline']);
    const confirmed = await follow(cyLinks[0]!);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({ state: 'confirmed', member_id: cy.id });
    expect(confirmed.json().data.message).toBe(CONFIRM_MESSAGES.confirmed(night(20)));
    // The link signs the member in.
    expect(String(confirmed.headers['set-cookie'])).toContain('HttpOnly');
    expect(confirmed.json().data.user.id).toBe(cy.id);
    expect(await stateOf(cy.id, ids[night(20)]!)).toBe('confirmed');

    // Used: neither of the night's links works again.
    for (const link of cyLinks) {
      const again = await follow(link);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(CONFIRM_MESSAGES.linkInvalid);
    }

    const [audit] = await t.db.select().from(auditEntries).where(eq(auditEntries.action, 'schedule.publish'));
    expect(audit).toMatchObject({ actor_id: admin.id, entity: 'schedule' });
    const rota = await api('GET', '/api/schedules/next');
    const first = rota.json().data.assignments[0];
    expect(rota.json().data.schedule.published_at).toEqual(expect.any(String));
    expect(first.confirmations).toEqual(
      expect.arrayContaining([
        { member_id: cy.id, state: 'confirmed', responded_at: expect.any(String) },
        { member_id: ann.id, state: 'waiting', responded_at: null },
      ]),
    );
  });

  it('publishing again mails only members with new nights, and says so', async () => {
    const ids = await nextRota({ [night(20)]: [ann.id, cy.id, null], [night(27)]: [di.id] });
    expect((await publish()).statusCode).toBe(200);
    t.mail.clear();
    await t.db
      .update(assignments)
      .set({ squarehead3_id: di.id })
      .where(eq(assignments.id, ids[night(20)]!));
    const again = await publish();
    expect(again.json().data).toMatchObject({ emails: 1, members_asked: 1, nights_asked: 1 });
    const mail = await t.mail.waitFor('di@example.org');
    expect(respondLinks(mail)).toHaveLength(2);
    expect(t.mail.messages).toHaveLength(1);
    const nothing = await publish();
    expect(nothing.json().message).toBe(CONFIRM_MESSAGES.published(0, 0, 0));
  });

  it('refuses without a next schedule or anybody on it, and for members', async () => {
    expect((await publish()).statusCode).toBe(409);
    await nextRota({ [night(20)]: [] });
    const empty = await publish();
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(CONFIRM_MESSAGES.nobodyAssigned);
    expect((await api('POST', '/api/schedules/next/publish', undefined, await t.signIn(ann))).statusCode).toBe(403);
  });
});

describe('answering', () => {
  it('a decline from the link is "can’t serve": the admins are told and the night needs a replacement', async () => {
    const ids = await nextRota({ [night(20)]: [cy.id, di.id] });
    await publish();
    const decline = respondLinks(await t.mail.waitFor('cy@example.org')).find((link) => link.answer === 'decline');
    const declined = await follow(decline!);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toMatchObject({ state: 'declined', swap_request_id: null });
    expect(declined.json().data.message).toBe(CONFIRM_MESSAGES.declinedToldAdmins(night(20)));
    expect(await t.db.select().from(nightVacancies)).toMatchObject([{ member_id: cy.id, dance_date: night(20) }]);
    const adminMail = await t.mail.waitFor(admin.email, (mail) => mail.subject.includes("can't serve"));
    expect(adminMail.text).toContain('Cy Ray');
    const rota = await api('GET', '/api/schedules/next');
    expect(rota.json().data.assignments[0]).toMatchObject({ status: 'needs_replacement', cant_serve_ids: [cy.id] });
    expect(await stateOf(cy.id, ids[night(20)]!)).toBe('declined');

    // Asking others afterwards is the ordinary swap request, now that the link signed Cy in.
    const cyToken = declined.json().data.token as string;
    const swap = await api('POST', '/api/swaps', { dance_date: night(20), kind: 'give_away' }, cyToken);
    expect(swap.statusCode, swap.body).toBe(201);
  });

  it('an expired link and a made-up one are refused with the clear message', async () => {
    const ids = await nextRota({ [night(20)]: [cy.id] });
    await publish();
    const [link] = respondLinks(await t.mail.waitFor('cy@example.org'));
    await t.db
      .update(nightConfirmations)
      .set({ token_expires_at: new Date(Date.now() - 1000) })
      .where(eq(nightConfirmations.assignment_id, ids[night(20)]!));
    const expired = await follow(link!);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe(CONFIRM_MESSAGES.linkInvalid);
    expect((await follow({ token: 'nope', answer: 'confirm' })).statusCode).toBe(409);
    expect((await api('POST', '/api/schedules/respond-link', { token: 'x', answer: 'maybe' }, null)).statusCode).toBe(
      422,
    );
    expect(await stateOf(cy.id, ids[night(20)]!)).toBe('waiting');
  });

  it('members answer from the app; admins answer for a member, who is told; others are refused', async () => {
    const ids = await nextRota({ [night(20)]: [cy.id, di.id], [night(27)]: [di.id] });
    const id = ids[night(20)]!;
    const early = await api('POST', `/api/schedules/assignments/${id}/confirm`, {}, await t.signIn(cy));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(CONFIRM_MESSAGES.notPublished);
    await publish();
    const cyToken = await t.signIn(cy);
    const mine = await api('POST', `/api/schedules/assignments/${id}/confirm`, {}, cyToken);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(await stateOf(cy.id, id)).toBe('confirmed');
    // Cy is not on the 27th, nor may a member answer for another.
    expect((await api('POST', `/api/schedules/assignments/${ids[night(27)]}/confirm`, {}, cyToken)).statusCode).toBe(
      422,
    );
    const forOther = await api('POST', `/api/schedules/assignments/${id}/confirm`, { member_id: di.id }, cyToken);
    expect(forOther.statusCode).toBe(403);

    t.mail.clear();
    const viaTrpc = await callTrpc(t.app, 'schedules.declineNight', {
      type: 'mutation',
      token: adminToken,
      input: { id: ids[night(27)], data: { member_id: di.id } },
    });
    expect(viaTrpc.status, JSON.stringify(viaTrpc.error)).toBe(200);
    expect(viaTrpc.data.message).toBe(CONFIRM_MESSAGES.declinedFor('Di Fox', night(27)));
    const told = await t.mail.waitFor('di@example.org', (mail) => mail.subject.startsWith('Declined'));
    expect(told.text).toContain('Ada Admin told us for you');
    const [audit] = await t.db.select().from(auditEntries).where(eq(auditEntries.action, 'night.decline'));
    expect(audit?.details).toMatchObject({ actor_name: 'Ada Admin', on_behalf_of_name: 'Di Fox' });

    const report = await api('GET', '/api/schedules/fairness');
    expect(report.json().data.members.find((row: { member_id: number }) => row.member_id === di.id)).toMatchObject({
      declines: 1,
    });

    // Changing one's mind: "I'll be there" after a decline takes the "can't serve" back.
    const back = await api('POST', `/api/schedules/assignments/${ids[night(27)]}/confirm`, {}, await t.signIn(di));
    expect(back.statusCode).toBe(200);
    expect(await t.db.select().from(nightVacancies)).toHaveLength(0);
    expect(await stateOf(di.id, ids[night(27)]!)).toBe('confirmed');
  });

  it('one gate: an unknown member is 404, a member naming anyone 403 in confirm’s words', async () => {
    const id = (await nextRota({ [night(20)]: [cy.id, di.id] }))[night(20)]!;
    await publish();
    const unknown = await api('POST', `/api/schedules/assignments/${id}/decline`, { member_id: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MEMBER_MESSAGES.memberNotFound);
    const cyToken = await t.signIn(cy);
    for (const member_id of [di.id, 999_999]) {
      const refused = await api('POST', `/api/schedules/assignments/${id}/confirm`, { member_id }, cyToken);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(CONFIRM_MESSAGES.onlyAdminsForOthers);
    }
    expect([await stateOf(cy.id, id), await stateOf(di.id, id)]).toEqual(['waiting', 'waiting']);
  });

  it('the waiting list shows who has not answered', async () => {
    await nextRota({ [night(20)]: [cy.id, di.id] });
    await publish();
    await api('POST', `/api/schedules/assignments/${(await nextIds())[0]}/confirm`, {}, await t.signIn(cy));
    const waiting = await api('GET', '/api/schedules/confirmations/waiting');
    expect(waiting.json().data).toEqual([
      expect.objectContaining({ member_id: di.id, member_name: 'Di Fox', dance_date: night(20), nudged_at: null }),
    ]);
  });
});

async function nextIds() {
  return (await t.db.select({ id: assignments.id }).from(assignments).orderBy(assignments.dance_date)).map(
    (row) => row.id,
  );
}

describe('the nudge', () => {
  it('goes once to members still waiting within the nudge days, never for cancelled or answered nights', async () => {
    await t.db.insert(settings).values({ key: 'confirm_nudge_days', value: 7 });
    const ids = await nextRota({
      [night(5)]: [ann.id, bob.id, cy.id],
      [night(6)]: [di.id],
      [night(30)]: [di.id],
    });
    await publish();
    await api('POST', `/api/schedules/assignments/${ids[night(5)]}/confirm`, {}, await t.signIn(cy));
    await api('POST', `/api/schedules/assignments/${ids[night(6)]}/cancel`, { reason: 'Snow', notify: 'squareheads' });
    await t.mailSent();
    t.mail.clear();
    expect(await t.inClub((ctx) => sendConfirmNudges(ctx, today()))).toBe(1);
    const lees = await t.mail.waitFor('lees@example.org');
    expect(lees.subject).toContain('Will you be there?');
    expect(respondLinks(lees)).toHaveLength(4);
    await t.mailSent();
    expect(t.mail.messages).toHaveLength(1);
    // Never twice.
    expect(await t.inClub((ctx) => sendConfirmNudges(ctx, today()))).toBe(0);
    // The nudge's fresh link works.
    const confirmed = await follow(respondLinks(lees)[0]!);
    expect(confirmed.statusCode).toBe(200);
  });
});

describe('changes to a published night', () => {
  it('mail only the members an edit adds or removes; a settled swap leaves the taker waiting for their own answer', async () => {
    const ids = await nextRota({ [night(20)]: [ann.id, cy.id, null, null], [night(27)]: [bob.id] });
    await publish();
    t.mail.clear();
    const id = ids[night(20)]!;
    const edited = await api('PUT', `/api/schedules/assignments/${id}`, { squarehead2_id: di.id });
    expect(edited.statusCode, edited.body).toBe(200);
    const added = await t.mail.waitFor('di@example.org');
    expect(added.subject).toContain('new squarehead night');
    expect(respondLinks(added)).toHaveLength(2);
    const removed = await t.mail.waitFor('cy@example.org');
    expect(removed.subject).toContain('no longer on duty');
    expect(t.mail.messages).toHaveLength(2);
    expect(await stateOf(cy.id, id)).toBeUndefined();
    expect(await stateOf(di.id, id)).toBe('waiting');

    // Di asks for the night to be taken; Cy takes it and the night waits for Cy's own answer (issue 25, decision 056).
    const swap = await api('POST', '/api/swaps', { dance_date: night(20), kind: 'give_away' }, await t.signIn(di));
    expect(swap.statusCode, swap.body).toBe(201);
    const [request] = await t.db.select().from(swapRequests);
    const taken = await api('POST', `/api/swaps/${request!.id}/accept`, {}, await t.signIn(cy));
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await stateOf(cy.id, id)).toBe('waiting');
    expect(await stateOf(di.id, id)).toBeUndefined();
  });

  it('asks a member put back on a night afresh, though someone else on it still cannot serve', async () => {
    const ids = await nextRota({ [night(20)]: [ann.id, cy.id, null, null] });
    await publish();
    const id = ids[night(20)]!;
    const cant = { dance_date: night(20), available: false, replacement: 'tell_admins' };
    for (const member of [ann, cy])
      expect((await api('PUT', '/api/duties/me/availability', cant, await t.signIn(member))).statusCode).toBe(200);
    // Di takes Ann's place (Ann's "can't serve" is filled); then Ann is put back in the empty slot.
    expect((await api('PUT', `/api/schedules/assignments/${id}`, { squarehead1_id: di.id })).statusCode).toBe(200);
    expect(await stateOf(ann.id, id)).toBe('declined');
    expect((await api('PUT', `/api/schedules/assignments/${id}`, { squarehead3_id: ann.id })).statusCode).toBe(200);
    expect(await stateOf(ann.id, id)).toBe('waiting');
    expect(await stateOf(cy.id, id)).toBe('declined');
    const asked = await t.mail.waitFor('lees@example.org', (mail) => mail.subject.includes('new squarehead night'));
    expect(respondLinks(asked)).toHaveLength(2);
  });
});
