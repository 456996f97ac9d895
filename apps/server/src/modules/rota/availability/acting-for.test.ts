import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACTING_MESSAGES, DUTY_MESSAGES, MEMBER_MESSAGES, describeAway } from '@club/shared';
import { members, swapRequests } from '../../../db/schema/index.js';
import { addDays, todayIn } from '../../../lib/calendar.js';
import { formatDanceDate } from '../../../lib/calendar.js';
import { createMember, createScheduleWithNights } from '../../../../test/factories.js';
import { bearer, callTrpc, useTestApp } from '../../../../test/harness.js';

// Issue 19 part 7: an administrator does for a member who called the club what the member could do in the app.
const t = useTestApp();

const today = () => todayIn('America/Los_Angeles');

const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const putFor = (token: string, memberId: number, payload: object) =>
  call('PUT', `/api/duties/members/${memberId}/availability`, token, payload);
const auditLog = async (token: string, action: string) =>
  (await call('GET', `/api/maintenance/audit-log?action=${action}`, token)).json().data.entries as {
    actor_name: string;
    on_behalf_of: { id: number | null; name: string } | null;
    details: Record<string, unknown>;
  }[];
const mailsTo = (email: string) => t.mail.messages.filter((mail) => mail.to.includes(email.toLowerCase()));
/** Waits for `count` mails matching, then a little longer, so a second (wrong) one would have arrived too. */
async function settled(read: () => unknown[], count: number) {
  await expect.poll(() => read().length, { timeout: 10_000 }).toBe(count);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(read()).toHaveLength(count);
}

async function club() {
  const admin = await createMember(t.db, { first_name: 'Ada', last_name: 'Admin', is_admin: true });
  const mo = await createMember(t.db, { first_name: 'Mo', last_name: 'Phoned', status: 'assignable' });
  const others = [await createMember(t.db), await createMember(t.db), await createMember(t.db)];
  const taker = await createMember(t.db, { first_name: 'Tia', last_name: 'Taker', status: 'assignable' });
  const night = addDays(today(), 10);
  const free = addDays(today(), 17);
  await createScheduleWithNights(t.db, 'current', [
    { dance_date: night, slots: [mo.id, ...others.map((other) => other.id)] },
    { dance_date: free, slots: others.map((other) => other.id) },
  ]);
  return { admin, mo, others, taker, night, free, adminToken: await t.signIn(admin) };
}

const marked = (mail: { subject: string }) => mail.subject.startsWith(ACTING_MESSAGES.markedForYou('Ada Admin'));

describe("can't serve, for a member who phoned", () => {
  it('vacates the night with the member’s choice, audits "Ada Admin for Mo Phoned" and e-mails Mo naming Ada', async () => {
    const { mo, taker, night, adminToken } = await club();
    const response = await putFor(adminToken, mo.id, {
      dance_date: night,
      available: false,
      replacement: 'ask_others',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ dance_date: night, available: false, needs_replacement: true });
    const [request] = await t.db.select().from(swapRequests);
    // The offers go out as if Mo had asked.
    expect(request).toMatchObject({ id: response.json().data.swap_request_id, requester_id: mo.id, status: 'open' });
    await t.mail.waitFor(taker.email, (mail) => mail.subject.startsWith(`Can you take ${formatDanceDate(night)}?`));

    const mail = await t.mail.waitFor(mo.email, marked);
    expect(mail.subject).toBe('Ada Admin marked for you – Square Dance Club');
    expect(mail.text).toContain(`Ada Admin marked for you:\nCan't serve on ${formatDanceDate(night)}.`);
    expect(mail.text).toContain('Other members were asked to take it');
    expect(mail.text).toContain('http://club.test/my-duties');

    const [cantServe] = await auditLog(adminToken, 'duty.cant_serve');
    expect(cantServe).toMatchObject({ actor_name: 'Ada Admin', on_behalf_of: { id: mo.id, name: 'Mo Phoned' } });
    const [swap] = await auditLog(adminToken, 'swap.request');
    expect(swap).toMatchObject({ actor_name: 'Ada Admin', on_behalf_of: { id: mo.id, name: 'Mo Phoned' } });
  });

  it('just tells the administrators when asked to, over tRPC too; saying it again mails Mo nothing more', async () => {
    const { mo, night, adminToken } = await club();
    const response = await callTrpc(t.app, 'duties.setMemberAvailability', {
      token: adminToken,
      type: 'mutation',
      input: { id: mo.id, data: { dance_date: night, available: false, replacement: 'tell_admins' } },
    });
    expect(response.data).toMatchObject({ warning: DUTY_MESSAGES.toldAdmins, needs_replacement: true });
    expect(await t.db.select().from(swapRequests)).toEqual([]);
    const mail = await t.mail.waitFor(mo.email, marked);
    expect(mail.text).toContain(ACTING_MESSAGES.toldAdminsLine);
    const again = await putFor(adminToken, mo.id, { dance_date: night, available: false });
    expect(again.json().data).toMatchObject({ warning: DUTY_MESSAGES.alreadyVacated });
    await settled(() => mailsTo(mo.email).filter(marked), 1);
  });

  it('marks a night Mo is not on, and back; a change that changes nothing sends nothing', async () => {
    const { mo, free, adminToken } = await club();
    expect((await putFor(adminToken, mo.id, { dance_date: free, available: false })).statusCode).toBe(200);
    await putFor(adminToken, mo.id, { dance_date: free, available: false });
    await settled(() => mailsTo(mo.email).filter(marked), 1);
    expect(mailsTo(mo.email)[0]!.text).toContain(ACTING_MESSAGES.unavailableLine(formatDanceDate(free)));
    const [entry] = await auditLog(adminToken, 'availability.mark');
    expect(entry).toMatchObject({ on_behalf_of: { id: mo.id, name: 'Mo Phoned' } });
    expect(entry!.details).toMatchObject({ dance_date: free, available: false });
    const read = await call('GET', `/api/duties/members/${mo.id}/availability`, adminToken);
    expect(read.json().data.unavailable_dates).toEqual([free]);
    await putFor(adminToken, mo.id, { dance_date: free, available: true });
    await settled(() => mailsTo(mo.email).filter(marked), 2);
  });

  it('refuses members (403), an unknown member (404) and malformed bodies (422)', async () => {
    const { mo, night, adminToken } = await club();
    const memberToken = await t.signIn(mo);
    const other = await createMember(t.db);
    expect((await putFor(memberToken, other.id, { dance_date: night, available: false })).statusCode).toBe(403);
    const missing = await putFor(adminToken, 999_999, { dance_date: night, available: false });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MEMBER_MESSAGES.memberNotFound);
    for (const payload of [
      { dance_date: night, available: false, replacement: 'maybe' },
      { dance_date: 'tomorrow', available: false },
      { dance_date: night, available: 'no' },
      { dance_date: night, available: false, member_id: other.id },
    ]) {
      const bad = await putFor(adminToken, mo.id, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect((await call('PUT', '/api/duties/members/abc/availability', adminToken, { away: [] })).statusCode).toBe(404);
    expect(mailsTo(mo.email)).toEqual([]);
  });
});

describe('away ranges and rules, for a member who phoned', () => {
  it('audits with on_behalf_of and e-mails one message to an address the partners share, only on a change', async () => {
    const admin = await createMember(t.db, { first_name: 'Ada', last_name: 'Admin', is_admin: true });
    const pat = await createMember(t.db, { first_name: 'Pat', last_name: 'Hill', email: 'hills@example.org' });
    const sam = await createMember(t.db, {
      first_name: 'Sam',
      last_name: 'Hill',
      email: 'Hills@example.org ',
      partner_id: pat.id,
    });
    await t.db.update(members).set({ partner_id: sam.id }).where(eq(members.id, pat.id));
    const token = await t.signIn(admin);
    const range = { kind: 'range', start_date: addDays(today(), 20), end_date: addDays(today(), 40) } as const;
    const saved = await putFor(token, pat.id, { away: [{ ...range, also_partner: true }] });
    expect(saved.statusCode, saved.body).toBe(200);
    await settled(() => mailsTo('hills@example.org'), 1);
    const [mail] = mailsTo('hills@example.org');
    expect(mail!.subject).toBe('Ada Admin marked for you – Square Dance Club');
    expect(mail!.text).toContain('Hello Sam and Pat,');
    expect(mail!.text).toContain(
      ACTING_MESSAGES.awayAddedLine(`${describeAway({ ...range, also_partner: true })} (also partner)`),
    );
    const [entry] = await auditLog(token, 'availability.set_away');
    expect(entry).toMatchObject({ actor_name: 'Ada Admin', on_behalf_of: { id: pat.id, name: 'Pat Hill' } });

    // The same list again changes nothing and mails no one.
    await putFor(token, pat.id, { away: [{ ...range, also_partner: true }] });
    await settled(() => mailsTo('hills@example.org'), 1);
    await putFor(token, pat.id, { away: [] });
    await settled(() => mailsTo('hills@example.org'), 2);
    expect(mailsTo('hills@example.org')[1]!.text).toContain('Removed: ');
  });

  it('a member setting their own ranges is not "for" anyone and gets no e-mail', async () => {
    const me = await createMember(t.db, { first_name: 'Own', last_name: 'Self' });
    const admin = await createMember(t.db, { first_name: 'Ada', last_name: 'Admin', is_admin: true });
    const saved = await call('PUT', '/api/duties/me/availability', await t.signIn(me), {
      away: [{ kind: 'month', month: 7 }],
    });
    expect(saved.statusCode).toBe(200);
    const [entry] = await auditLog(await t.signIn(admin), 'availability.set_away');
    expect(entry).toMatchObject({ actor_name: 'Own Self', on_behalf_of: null });
    await settled(() => mailsTo(me.email), 0);
  });
});

describe('ask for cover, for a member who phoned', () => {
  const ask = (token: string, payload: object) => call('POST', '/api/swaps', token, payload);

  it('opens the request as Mo’s, offers it as if Mo asked, audits and tells Mo who asked', async () => {
    const { mo, taker, night, adminToken } = await club();
    const response = await ask(adminToken, { dance_date: night, kind: 'give_away', member_id: mo.id });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.request).toMatchObject({ requester: { id: mo.id, name: 'Mo Phoned' } });
    const offer = await t.mail.waitFor(taker.email);
    expect(offer.text).toContain('Mo Phoned');
    const asked = (mail: { subject: string }) => mail.subject.startsWith(ACTING_MESSAGES.askedCoverForYou('Ada Admin'));
    const mail = await t.mail.waitFor(mo.email, asked);
    expect(mail.subject).toBe('Ada Admin asked for cover for you – Square Dance Club');
    expect(mail.text).toContain(`Other members were asked to take your night on ${formatDanceDate(night)}`);
    await settled(() => mailsTo(mo.email).filter(asked), 1);
    const [entry] = await auditLog(adminToken, 'swap.request');
    expect(entry).toMatchObject({ actor_name: 'Ada Admin', on_behalf_of: { id: mo.id, name: 'Mo Phoned' } });
  });

  it('over tRPC too; a member naming another is refused (403), an unknown member 404, not their night 422', async () => {
    const { mo, others, free, night, adminToken } = await club();
    const viaTrpc = await callTrpc(t.app, 'swaps.create', {
      token: adminToken,
      type: 'mutation',
      input: { dance_date: night, kind: 'give_away', member_id: mo.id },
    });
    expect(viaTrpc.status).toBe(200);
    const memberToken = await t.signIn(others[0]!);
    const refused = await ask(memberToken, { dance_date: night, kind: 'give_away', member_id: mo.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ACTING_MESSAGES.onlyAdminsForOthers);
    expect((await ask(adminToken, { dance_date: night, kind: 'give_away', member_id: 999_999 })).statusCode).toBe(404);
    expect((await ask(adminToken, { dance_date: free, kind: 'give_away', member_id: mo.id })).statusCode).toBe(422);
    expect((await ask(adminToken, { dance_date: night, kind: 'give_away', member_id: 'x' })).statusCode).toBe(422);
    expect((await ask(adminToken, { dance_date: night, kind: 'give_away', member_id: -1 })).statusCode).toBe(422);
    // Naming oneself is one's own request, not one made for someone.
    const own = await ask(memberToken, { dance_date: free, kind: 'give_away', member_id: others[0]!.id });
    expect(own.statusCode).toBe(201);
    const [entry] = await auditLog(adminToken, 'swap.request');
    expect(entry).toMatchObject({ on_behalf_of: null });
  });
});
