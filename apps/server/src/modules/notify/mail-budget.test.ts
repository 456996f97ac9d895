import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAIL_BUDGET_MESSAGES, SWAP_MESSAGES } from '@club/shared';
import { notifyMessages, settings } from '../../db/schema/index.js';
import { addDays, todayIn } from '../../lib/calendar.js';
import { createMember, createScheduleWithNights } from '../../../test/factories.js';
import { bearer, useTestApp } from '../../../test/harness.js';
import { sendQueuedMessages } from './send-queued.js';

// Issue 25 part 4, black-box over REST with the real SMTP catcher: a member's own actions send other people at most
// `member_mail_per_hour` e-mails an hour (the action still works, the rest wait in the outbox and the member is told),
// and an administrator hears that a night needs a replacement at most once per `vacancy_notice_minutes`.
const t = useTestApp();
const night = (days: number) => addDays(todayIn('America/Los_Angeles'), days);
const HOUR_MS = 60 * 60 * 1000;

const api = (method: 'POST' | 'PUT', url: string, payload: object, token: string) =>
  t.app.inject({ method, url, payload, headers: bearer(token) });

const heldMessages = () => t.db.select().from(notifyMessages).where(isNotNull(notifyMessages.send_after));

describe("a member's hourly budget of e-mails to others", () => {
  it('tells a German member in German that the offers went out and the rest wait (issue 29)', async () => {
    const mo = await createMember(t.db, {
      first_name: 'Mo',
      last_name: 'Asker',
      email: 'mo@example.org',
      locale: 'de',
    });
    for (let index = 0; index < 22; index += 1)
      await createMember(t.db, { first_name: `Other${index}`, email: `other${index}@example.org` });
    await createScheduleWithNights(t.db, 'current', [{ dance_date: night(10), slots: [mo.id] }]);
    await t.db.insert(settings).values({ key: 'swap_offer_batch', value: '100' });
    const asked = await api('POST', '/api/swaps', { dance_date: night(10), kind: 'give_away' }, await t.signIn(mo));
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().data).toMatchObject({ emails: 22, emails_held: 2 });
    expect(asked.json().message).toBe(
      'Ihre Anfrage ging per E-Mail an 22 Mitglieder. 2 E-Mails warten im Postausgang: Durch Ihre Aktionen wurden in der letzten Stunde viele E-Mails an andere Mitglieder verschickt, daher gehen die übrigen nach und nach hinaus, wie es die Stunde erlaubt.',
    );
  });

  it('sends the first 20 of an hour, holds the 21st and later in the outbox, and says so', async () => {
    const mo = await createMember(t.db, { first_name: 'Mo', last_name: 'Asker', email: 'mo@example.org' });
    const others = [];
    for (let index = 0; index < 24; index += 1)
      others.push(await createMember(t.db, { first_name: `Other${index}`, email: `other${index}@example.org` }));
    const first = night(10);
    const second = night(17);
    await createScheduleWithNights(t.db, 'current', [
      { dance_date: first, slots: [mo.id] },
      { dance_date: second, slots: [mo.id] },
    ]);
    // One wave offers the night to everyone, so one request is 24 e-mails to other people.
    await t.db.insert(settings).values({ key: 'swap_offer_batch', value: '100' });
    const token = await t.signIn(mo);

    const asked = await api('POST', '/api/swaps', { dance_date: first, kind: 'give_away' }, token);
    expect(asked.statusCode, asked.body).toBe(201);
    // The request is open and offered to all 24; 4 of the e-mails wait, and the answer says so.
    expect(asked.json().data).toMatchObject({ emails: 24, emails_held: 4 });
    expect(asked.json().data.request).toMatchObject({ status: 'open', offered_to: 24 });
    expect(asked.json().message).toBe(`${SWAP_MESSAGES.requestSent(24)} ${MAIL_BUDGET_MESSAGES.held(4)}`);
    await t.mailSent();
    expect(t.mail.messages).toHaveLength(20);
    const held = await heldMessages();
    expect(held).toHaveLength(4);
    for (const message of held) {
      expect(message.status).toBe('queued');
      expect(message.caused_by).toBe(mo.id);
      // An hour after the first of the hour's e-mails.
      const wait = message.send_after!.getTime() - message.created_at.getTime();
      expect(wait).toBeGreaterThan(HOUR_MS - 60_000);
      expect(wait).toBeLessThanOrEqual(HOUR_MS);
    }

    // A second action in the same hour still works; every e-mail of it waits.
    const again = await api('POST', '/api/swaps', { dance_date: second, kind: 'give_away' }, token);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data).toMatchObject({ emails: 24, emails_held: 24 });
    await t.mailSent();
    expect(t.mail.messages).toHaveLength(20);

    // An hour later the first action's four and sixteen of the second's go out (twenty in that hour); the other
    // eight wait for the hour after.
    await t.db.execute(sql`update notify_messages set created_at = created_at - interval '1 hour',
      send_after = send_after - interval '1 hour'`);
    const due = await t.db
      .select({ id: notifyMessages.id })
      .from(notifyMessages)
      .where(and(eq(notifyMessages.status, 'queued'), sql`${notifyMessages.send_after} <= now()`));
    expect(due).toHaveLength(20);
    const queuedIds = (
      await t.db.select({ id: notifyMessages.id }).from(notifyMessages).where(eq(notifyMessages.status, 'queued'))
    ).map((row) => row.id);
    await sendQueuedMessages(
      { database: t.app.database, clubId: t.club.id, mailers: t.app.mailers, log: t.app.log },
      queuedIds,
    );
    expect(t.mail.messages).toHaveLength(40);
    expect(await t.db.select().from(notifyMessages).where(eq(notifyMessages.status, 'queued'))).toHaveLength(8);
  });

  it("does not count an administrator's acts, however many they mail", async () => {
    const admin = await createMember(t.db, { role: 'admin', first_name: 'Ada', email: 'ada@example.org' });
    const members = [];
    for (let index = 0; index < 25; index += 1)
      members.push(await createMember(t.db, { first_name: `M${index}`, email: `m${index}@example.org` }));
    const date = night(10);
    await createScheduleWithNights(t.db, 'next', [
      { dance_date: date, slots: [members[0]!.id, members[1]!.id, members[2]!.id, members[3]!.id] },
    ]);
    const [assignment] = await t.db.query.assignments.findMany();
    const cancelled = await api(
      'POST',
      `/api/schedules/assignments/${assignment!.id}/cancel`,
      { reason: 'Hall flooded', notify: 'members' },
      await t.signIn(admin),
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.emails_held).toBeUndefined();
    await t.mailSent();
    expect(await heldMessages()).toEqual([]);
    expect(t.mail.messages.length).toBeGreaterThan(20);
  });
});

describe("an administrator's notice that a night needs a replacement", () => {
  it('goes once per night and hour, however often the night is declined and taken back', async () => {
    await createMember(t.db, { role: 'admin', first_name: 'Ada', email: 'ada@example.org' });
    const di = await createMember(t.db, { first_name: 'Di', last_name: 'Fox', email: 'di@example.org' });
    const date = night(10);
    const other = night(17);
    await createScheduleWithNights(t.db, 'current', [
      { dance_date: date, slots: [di.id] },
      { dance_date: other, slots: [di.id] },
    ]);
    const token = await t.signIn(di);
    const mark = (dance_date: string, available: boolean) =>
      api('PUT', '/api/duties/me/availability', { dance_date, available, replacement: 'tell_admins' }, token);
    for (let cycle = 0; cycle < 5; cycle += 1) {
      const declined = await mark(date, false);
      expect(declined.statusCode, declined.body).toBe(200);
      expect(declined.json().data.needs_replacement).toBe(true);
      expect((await mark(date, true)).statusCode).toBe(200);
    }
    await mark(date, false);
    // Another night is another notice.
    await mark(other, false);
    await t.mailSent();
    const notices = (address: string) =>
      t.mail.messages.filter((mail) => mail.to.includes(address) && mail.subject.startsWith("Di Fox can't serve"));
    for (const address of ['ada@example.org', t.config.mainAdminEmail.toLowerCase()]) {
      expect(notices(address).map((mail) => mail.subject)).toEqual([
        expect.stringContaining(`can't serve on `),
        expect.stringContaining(`can't serve on `),
      ]);
      expect(new Set(notices(address).map((mail) => mail.subject)).size).toBe(2);
    }

    // Once the hour has passed, the night's next notice goes again.
    await t.db.execute(sql`update notify_messages set created_at = created_at - interval '61 minutes'`);
    await mark(date, true);
    await mark(date, false);
    await t.mailSent();
    expect(notices('ada@example.org')).toHaveLength(3);
  });
});
