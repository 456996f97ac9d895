import { describe, expect, it } from 'vitest';
import { DUTY_MESSAGES, SWAP_MESSAGES } from '@club/shared';
import { eq } from 'drizzle-orm';
import { members, settings } from '../../../db/schema/index.js';
import { addDays, formatDanceDate, todayIn } from '../../../lib/calendar.js';
import { createMember, createScheduleWithNights } from '../../../../test/factories.js';
import { bearer, useTestApp } from '../../../../test/harness.js';
import { offerDueSwapWaves } from './swaps.service.js';

// Issue 25 point 4 (decision 052): however often a request is opened and withdrawn, one night's offers go out at most
// once in `swap_offer_night_hours` (default 24), counted from the catcher's messages; the budget survives a restart.
const t = useTestApp();
const today = () => todayIn('America/Los_Angeles');
const night = (days: number) => addDays(today(), days);
const HOUR = 60 * 60 * 1000;
type Member = Awaited<ReturnType<typeof createMember>>;

const offerMails = (date: string) =>
  t.mail.messages.filter((mail) => mail.subject.startsWith(`Can you take ${formatDanceDate(date)}?`));

async function setUp() {
  const ann = await createMember(t.db, { first_name: 'Ann', last_name: 'Asker' });
  const others: Member[] = [];
  for (const name of ['Bob', 'Cay', 'Dee']) others.push(await createMember(t.db, { first_name: name }));
  const date = night(20);
  await createScheduleWithNights(t.db, 'current', [{ dance_date: date, slots: [ann.id] }]);
  return { ann, others, date, token: await t.signIn(ann) };
}

const ask = (token: string, date: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/swaps',
    headers: bearer(token),
    payload: { dance_date: date, kind: 'give_away' },
  });
const withdraw = (token: string, id: number) =>
  t.app.inject({ method: 'POST', url: `/api/swaps/${id}/cancel`, headers: bearer(token) });

describe('one night’s offer wave at most once a day', () => {
  it('sends one wave for ten request/withdraw cycles in a minute, and tells the requester the rest were held back', async () => {
    const { others, date, token } = await setUp();
    const started = Date.now();
    for (let cycle = 0; cycle < 10; cycle += 1) {
      const asked = await ask(token, date);
      expect(asked.statusCode, asked.body).toBe(201);
      const data = asked.json().data;
      if (cycle === 0) {
        expect(data.message).toBe(SWAP_MESSAGES.requestSent(3));
        expect(data.offers_held_until).toBeUndefined();
      } else {
        expect(data.message).toMatch(/^Your request is open\. The members who could take this night were e-mailed/);
        expect(asked.json().message).toBe(data.message);
        const heldUntil = Date.parse(data.offers_held_until);
        expect(heldUntil).toBeGreaterThan(started + 23 * HOUR);
        expect(heldUntil).toBeLessThan(Date.now() + 24 * HOUR + 1000);
        expect(data.request.offered_to).toBe(0);
      }
      expect((await withdraw(token, data.request.id)).statusCode).toBe(200);
    }
    expect(Date.now() - started).toBeLessThan(60_000);
    await t.mailSent();
    await new Promise((resolve) => setTimeout(resolve, 300));
    // One wave: one offer to each of the three, and one "no longer needed" each for the one request they were asked.
    expect(offerMails(date)).toHaveLength(3);
    for (const member of others)
      expect(t.mail.messages.filter((mail) => mail.to.includes(member.email))).toHaveLength(2);
    expect(t.mail.messages).toHaveLength(6);
  });

  it('offers a held-back request once the night’s budget has passed, through the hourly housekeeping', async () => {
    const { date, token } = await setUp();
    const first = (await ask(token, date)).json().data.request;
    await withdraw(token, first.id);
    const held = (await ask(token, date)).json().data;
    expect(held.offers_held_until).toBeDefined();
    await t.mailSent();
    expect(offerMails(date)).toHaveLength(3);

    expect(await t.inClub((ctx) => offerDueSwapWaves(ctx, new Date(Date.now() + 23 * HOUR)))).toBe(0);
    expect(await t.inClub((ctx) => offerDueSwapWaves(ctx, new Date(Date.now() + 25 * HOUR)))).toBe(3);
    await t.mailSent();
    expect(offerMails(date)).toHaveLength(6);
  });

  it('follows the setting: with swap_offer_night_hours 1 the hold lasts an hour', async () => {
    const { date, token } = await setUp();
    await t.db.insert(settings).values({ key: 'swap_offer_night_hours', value: 1 });
    const first = (await ask(token, date)).json().data.request;
    await withdraw(token, first.id);
    const held = (await ask(token, date)).json().data;
    expect(Date.parse(held.offers_held_until)).toBeLessThan(Date.now() + HOUR + 1000);
    expect(await t.inClub((ctx) => offerDueSwapWaves(ctx, new Date(Date.now() + 2 * HOUR)))).toBe(3);
  });

  it('tells a member who says they cannot serve, asking others, that the offers wait', async () => {
    const { ann, date, token } = await setUp();
    const first = (await ask(token, date)).json().data.request;
    await withdraw(token, first.id);
    await t.mailSent();
    const cant = await t.app.inject({
      method: 'PUT',
      url: '/api/duties/me/availability',
      headers: bearer(await t.signIn(ann)),
      payload: { dance_date: date, available: false, replacement: 'ask_others' },
    });
    expect(cant.statusCode, cant.body).toBe(200);
    expect(cant.json().data.warning).toBe(DUTY_MESSAGES.askedOthersHeld);
    await t.mailSent();
    expect(offerMails(date)).toHaveLength(3);
  });

  it('still holds the wave back after the server restarts', async () => {
    const { date, token } = await setUp();
    const first = (await ask(token, date)).json().data.request;
    await withdraw(token, first.id);
    await t.mailSent();
    await t.app.close();
    await t.reopen();
    const again = await ask(token, date);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data.offers_held_until).toBeDefined();
    await t.mailSent();
    expect(offerMails(date)).toHaveLength(0);
  });
});

// Issue 29: the requester reads when the held offers go out in their language, on the club's clock.
describe('the held offers, in German', () => {
  it('tells a German requester in German, the time on the 24-hour clock', async () => {
    const { ann, date, token } = await setUp();
    await t.db.update(members).set({ locale: 'de' }).where(eq(members.id, ann.id));
    const first = (await ask(token, date)).json().data.request;
    await withdraw(token, first.id);
    const held = (await ask(token, date)).json().data;
    const when = new Intl.DateTimeFormat('de-DE', {
      timeZone: 'America/Los_Angeles',
      weekday: 'short',
      day: 'numeric',
      month: 'long',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(held.offers_held_until));
    expect(when).toMatch(/^[A-Z][a-z]\., \d{1,2}\. [A-ZÄa-zä]+ um \d{1,2}:\d{2}$/);
    expect(held.message).toBe(
      `Ihre Anfrage ist offen. Die Mitglieder, die übernehmen könnten, haben erst kürzlich eine E-Mail zu diesem Clubabend bekommen, daher warten die Angebote bis ${when}; unter „Meine Dienste“ können sie ihn schon jetzt übernehmen.`,
    );
  });
});
