import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SWAP_MESSAGES } from '@club/shared';
import { assignments, memberAway, memberUnavailability, swapRequests } from '../../../db/schema/index.js';
import { addDays, formatDanceDate, todayIn } from '../../../lib/calendar.js';
import { createMember, createScheduleWithNights } from '../../../../test/factories.js';
import { bearer, callTrpc, useTestApp } from '../../../../test/harness.js';
import { extractSwapLinks } from '../../../../test/mail-catcher.js';
import { offerDueSwapWaves } from './swaps.service.js';

// Issue 25 point 9 (decision 053): a night that needs a replacement lists who could take it, least served first, and
// one tap asks one of them alone; a member asking for a swap may name one member too. Real SMTP catcher.
const t = useTestApp();
const today = () => todayIn('America/Los_Angeles');
const night = (days: number) => addDays(today(), days);
const HOUR = 60 * 60 * 1000;
type Member = Awaited<ReturnType<typeof createMember>>;

const api = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const offerMails = (date: string) =>
  t.mail.messages.filter((mail) => mail.subject.startsWith(`Can you take ${formatDanceDate(date)}?`));

/** Members who served `counts[i]` nights each on an archived schedule, the latest `lastDays[i]` days after 2020-01-01. */
async function servedMembers(names: string[], counts: number[], offset = 0) {
  const people: Member[] = [];
  for (const name of names) people.push(await createMember(t.db, { first_name: name, last_name: 'Candidate' }));
  const history = counts.flatMap((count, index) =>
    Array.from({ length: count }, (_, n) => ({
      dance_date: addDays('2020-01-01', offset + index * 50 + n * 7),
      slots: [people[index]!.id],
    })),
  );
  if (history.length > 0) await createScheduleWithNights(t.db, 'archived', history);
  return people;
}

/** Ann serves the night with Eve and says she cannot serve it, just telling the administrators. */
async function vacancy() {
  const admin = await createMember(t.db, { role: 'admin', status: 'exempt', first_name: 'Ada' });
  const adminToken = await t.signIn(admin);
  const ann = await createMember(t.db, { first_name: 'Ann', last_name: 'Away' });
  const eve = await createMember(t.db, { first_name: 'Eve', last_name: 'Serving' });
  const date = night(14);
  await createScheduleWithNights(t.db, 'current', [{ dance_date: date, slots: [ann.id, eve.id] }]);
  const [row] = await t.db.select().from(assignments).where(eq(assignments.dance_date, date));
  const cant = await api('PUT', '/api/duties/me/availability', await t.signIn(ann), {
    dance_date: date,
    available: false,
    replacement: 'tell_admins',
  });
  expect(cant.statusCode, cant.body).toBe(200);
  await t.mailSent();
  t.mail.clear();
  return { admin, adminToken, ann, eve, date, nightId: row!.id };
}

describe('who could fill a vacancy', () => {
  it('lists assignable members free that night, least served first with their counts, and leaves the rest out', async () => {
    const { adminToken, ann, nightId, date } = await vacancy();
    // Served: Cal 3, Bea 0, Dan 1 (long ago), Dot 1 (later), so Bea, Dan, Dot, Cal.
    const [cal, bea] = await servedMembers(['Cal', 'Bea'], [3, 0]);
    const [dan, dot] = await servedMembers(['Dan', 'Dot'], [1, 1], 400);
    await t.db.update(assignments).set({ dance_date: '2021-12-01' }).where(eq(assignments.squarehead1_id, dot!.id));
    // Left out: unavailable that night, away around it, not assignable.
    const fay = await createMember(t.db, { first_name: 'Fay' });
    await t.db.insert(memberUnavailability).values({ member_id: fay.id, dance_date: date });
    const gil = await createMember(t.db, { first_name: 'Gil' });
    await t.db
      .insert(memberAway)
      .values({ member_id: gil.id, kind: 'range', start_date: addDays(date, -3), end_date: addDays(date, 3) });
    await createMember(t.db, { first_name: 'Hal', status: 'exempt' });
    await createMember(t.db, { first_name: 'Ida', status: 'loa' });

    const response = await api('GET', `/api/schedules/assignments/${nightId}/replacement-candidates`, adminToken);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      assignment_id: nightId,
      dance_date: date,
      replacing: { id: ann.id, name: 'Ann Away' },
      swap_request_id: null,
    });
    expect(data.candidates).toEqual([
      { member: { id: bea!.id, name: 'Bea Candidate' }, served: 0, last_served: null, asked: false },
      { member: { id: dan!.id, name: 'Dan Candidate' }, served: 1, last_served: expect.any(String), asked: false },
      { member: { id: dot!.id, name: 'Dot Candidate' }, served: 1, last_served: '2021-12-01', asked: false },
      { member: { id: cal!.id, name: 'Cal Candidate' }, served: 3, last_served: expect.any(String), asked: false },
    ]);
    expect(data.candidates[1].last_served < '2021-12-01').toBe(true);

    // The same over tRPC, and members are refused.
    const viaTrpc = await callTrpc(t.app, 'swaps.replacementCandidates', { token: adminToken, input: { id: nightId } });
    expect(viaTrpc.data.candidates).toHaveLength(4);
    const byMember = await api(
      'GET',
      `/api/schedules/assignments/${nightId}/replacement-candidates`,
      await t.signIn(bea!),
    );
    expect(byMember.statusCode).toBe(403);
  });

  it('answers 409 for a night nobody said they cannot serve, and 404 for no night', async () => {
    const admin = await createMember(t.db, { role: 'admin' });
    const token = await t.signIn(admin);
    const ann = await createMember(t.db);
    await createScheduleWithNights(t.db, 'current', [{ dance_date: night(7), slots: [ann.id] }]);
    const [row] = await t.db.select().from(assignments);
    const none = await api('GET', `/api/schedules/assignments/${row!.id}/replacement-candidates`, token);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(SWAP_MESSAGES.noVacancy);
    const missing = await api('GET', `/api/schedules/assignments/${row!.id + 99}/replacement-candidates`, token);
    expect(missing.statusCode).toBe(404);
  });
});

describe('asking one member', () => {
  it('sends exactly one e-mail, to that member alone, whose link takes the night; no wave follows', async () => {
    const { adminToken, ann, nightId, date } = await vacancy();
    const [bea, cal] = await servedMembers(['Bea', 'Cal'], [0, 0]);

    const asked = await api('POST', `/api/schedules/assignments/${nightId}/ask-replacement`, adminToken, {
      member_id: cal!.id,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().message).toBe(SWAP_MESSAGES.askedOne('Cal Candidate'));
    expect(asked.json().data.request).toMatchObject({ requester: { id: ann.id }, offered_to: 1, status: 'open' });
    await t.mailSent();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.mail.messages).toHaveLength(1);
    expect(t.mail.messages[0]!.to).toEqual([cal!.email]);
    const [link] = extractSwapLinks(t.mail.messages[0]!);

    // Shown as asked; asking again is refused; housekeeping offers the request to nobody else.
    const listed = await api('GET', `/api/schedules/assignments/${nightId}/replacement-candidates`, adminToken);
    expect(listed.json().data.candidates).toMatchObject([
      { member: { id: bea!.id }, asked: false },
      { member: { id: cal!.id }, asked: true },
    ]);
    const again = await api('POST', `/api/schedules/assignments/${nightId}/ask-replacement`, adminToken, {
      member_id: cal!.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SWAP_MESSAGES.alreadyAsked('Cal Candidate'));
    expect(await t.inClub((ctx) => offerDueSwapWaves(ctx, new Date(Date.now() + 25 * HOUR)))).toBe(0);
    await t.mailSent();
    expect(offerMails(date)).toHaveLength(1);

    const taken = await t.app.inject({ method: 'POST', url: '/api/swaps/accept-link', payload: link! });
    expect(taken.statusCode, taken.body).toBe(200);
    const [row] = await t.db.select().from(assignments).where(eq(assignments.id, nightId));
    expect(row!.squarehead1_id).toBe(cal!.id);
  });

  it('refuses a member who cannot take the night (422) and writes nothing', async () => {
    const { adminToken, eve, nightId } = await vacancy();
    const refused = await api('POST', `/api/schedules/assignments/${nightId}/ask-replacement`, adminToken, {
      member_id: eve.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ member_id: SWAP_MESSAGES.notEligible });
    expect(await t.db.select().from(swapRequests)).toEqual([]);
    expect(
      (await api('POST', `/api/schedules/assignments/${nightId}/ask-replacement`, adminToken, {})).statusCode,
    ).toBe(422);
  });
});

describe('a member naming one member', () => {
  it('offers the night to that member alone, in one e-mail', async () => {
    const ann = await createMember(t.db, { first_name: 'Ann' });
    const [bea, cal, dan] = await servedMembers(['Bea', 'Cal', 'Dan'], [0, 0, 0]);
    const date = night(10);
    await createScheduleWithNights(t.db, 'current', [{ dance_date: date, slots: [ann.id, dan!.id] }]);
    const token = await t.signIn(ann);

    const serving = await api('POST', '/api/swaps', token, {
      dance_date: date,
      kind: 'give_away',
      ask_member_id: dan!.id,
    });
    expect(serving.statusCode).toBe(422);
    expect(serving.json().errors).toEqual({ ask_member_id: SWAP_MESSAGES.notEligible });
    expect(await t.db.select().from(swapRequests)).toEqual([]);

    const created = await api('POST', '/api/swaps', token, {
      dance_date: date,
      kind: 'give_away',
      ask_member_id: cal!.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.request.offered_to).toBe(1);
    await t.mailSent();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(offerMails(date).map((mail) => mail.to)).toEqual([[cal!.email]]);
    expect(t.mail.messages.some((mail) => mail.to.includes(bea!.email))).toBe(false);

    // It is Cal's to take: another member neither sees it on My duties nor takes it in the app.
    const id = created.json().data.request.id as number;
    const beaToken = await t.signIn(bea!);
    expect((await api('GET', '/api/swaps/mine', beaToken)).json().data.offers).toEqual([]);
    const byBea = await api('POST', `/api/swaps/${id}/accept`, beaToken, {});
    expect(byBea.statusCode).toBe(403);
    const calToken = await t.signIn(cal!);
    expect((await api('GET', '/api/swaps/mine', calToken)).json().data.offers).toMatchObject([{ id }]);
    expect((await api('POST', `/api/swaps/${id}/accept`, calToken, {})).statusCode).toBe(200);
  });
});
