import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { SCHEDULE_REPLACE_MESSAGES, scheduleReplaceMessages } from '@club/shared';
import {
  assignments,
  auditEntries,
  members,
  nightSignups,
  notifyMessages,
  schedules,
} from '../../../db/schema/index.js';
import { addDays, todayIn } from '../../../lib/calendar.js';
import { createMember, createScheduleWithNights } from '../../../../test/factories.js';
import { bearer, callTrpc, useTestApp } from '../../../../test/harness.js';

// Issue 25 point 5: a published next schedule is not replaced by accident, and those who had confirmed are told.
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

const api = (method: 'GET' | 'POST', url: string, payload?: object, token: string | null = adminToken) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const newSchedule = { name: 'Spring', start_date: night(60), end_date: night(120) };

beforeEach(async () => {
  admin = await createMember(t.db, { role: 'admin', first_name: 'Ada', last_name: 'Admin' });
  adminToken = await t.signIn(admin);
  // Ann and Bob share one inbox; Cy and Di have their own.
  ann = await createMember(t.db, { first_name: 'Ann', last_name: 'Lee', email: 'lees@example.org' });
  bob = await createMember(t.db, { first_name: 'Bob', last_name: 'Lee', email: 'lees@example.org' });
  cy = await createMember(t.db, { first_name: 'Cy', last_name: 'Ray', email: 'cy@example.org' });
  di = await createMember(t.db, { first_name: 'Di', last_name: 'Fox', email: 'di@example.org' });
});

/** A published next schedule: Ann, Bob and Cy confirmed, Di still waiting, and one sign-up. */
async function publishedSchedule() {
  await createScheduleWithNights(t.db, 'next', [
    { dance_date: night(20), slots: [ann.id, bob.id, cy.id] },
    { dance_date: night(27), slots: [cy.id, di.id] },
    { dance_date: night(34), slots: [] },
  ]);
  const ids = (await t.db.select({ id: assignments.id }).from(assignments).orderBy(assignments.dance_date)).map(
    (row) => row.id,
  );
  await t.db.insert(nightSignups).values({ assignment_id: ids[1]!, member_id: di.id, signed_up_by: di.id });
  expect((await api('POST', '/api/schedules/next/publish')).statusCode).toBe(200);
  for (const [member, id] of [
    [ann, ids[0]],
    [bob, ids[0]],
    [cy, ids[0]],
    [cy, ids[1]],
  ] as const) {
    const confirmed = await api('POST', `/api/schedules/assignments/${id}/confirm`, {}, await t.signIn(member));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  }
  await t.mailSent();
  t.mail.clear();
}

describe('creating a next schedule over a published one', () => {
  it('is refused with what would be lost, and changes nothing', async () => {
    await publishedSchedule();
    const [before] = await t.db.select().from(schedules).where(eq(schedules.type, 'next'));
    const queuedBefore = (await t.db.select().from(notifyMessages)).length;

    const refused = await api('POST', '/api/schedules/next', newSchedule);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      status: 'error',
      message: SCHEDULE_REPLACE_MESSAGES.wouldReplace(3, 4, 1),
      data: {
        schedule_name: 'next schedule',
        nights: 3,
        confirmations: 4,
        signups: 1,
        published_at: expect.any(String),
      },
    });
    // "replace": false is the same refusal; the tRPC twin says the same and carries the same counts.
    expect((await api('POST', '/api/schedules/next', { ...newSchedule, replace: false })).statusCode).toBe(409);
    const viaTrpc = await callTrpc(t.app, 'schedules.create', {
      type: 'mutation',
      token: adminToken,
      input: newSchedule,
    });
    expect(viaTrpc.status).toBe(409);
    expect(viaTrpc.error).toMatchObject({
      message: SCHEDULE_REPLACE_MESSAGES.wouldReplace(3, 4, 1),
      data: { conflict: { nights: 3, confirmations: 4, signups: 1 } },
    });

    const [after] = await t.db.select().from(schedules).where(eq(schedules.type, 'next'));
    expect(after).toEqual(before);
    expect(await t.db.select().from(assignments)).toHaveLength(3);
    expect(await t.db.select().from(notifyMessages)).toHaveLength(queuedBefore);
    expect(t.mail.messages).toHaveLength(0);
    // Not a boolean: 422, readable.
    const bad = await api('POST', '/api/schedules/next', { ...newSchedule, replace: 'yes' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('replace');
  });

  it('with replace: true replaces it and e-mails each inbox that had confirmed, once', async () => {
    await publishedSchedule();
    const replaced = await api('POST', '/api/schedules/next', { ...newSchedule, replace: true });
    expect(replaced.statusCode, replaced.body).toBe(201);
    const { data, message } = replaced.json();
    expect(data.schedule).toMatchObject({ name: 'Spring', published_at: null });
    expect(data.replaced).toMatchObject({ nights: 3, confirmations: 4, signups: 1, emails: 2, members: 3 });
    expect(message).toBe(SCHEDULE_REPLACE_MESSAGES.replaced('next schedule', 3));

    await t.mailSent();
    // The Lees share one inbox: one e-mail for both; Cy one; Di, who had not confirmed, none.
    expect(t.mail.messages.map((mail) => mail.to).sort()).toEqual([['cy@example.org'], ['lees@example.org']]);
    const lees = await t.mail.waitFor('lees@example.org');
    expect(lees.subject).toContain('The next schedule was replaced');
    expect(lees.text).toContain('Hello Ann Lee and Bob Lee,');
    expect(lees.text).toContain('Ada Admin replaced the published schedule “next schedule”');
    const cyMail = await t.mail.waitFor('cy@example.org');
    expect(cyMail.text.match(/day, \w+ \d+, \d{4}/g)).toHaveLength(2);

    const [audit] = await t.db.select().from(auditEntries).where(eq(auditEntries.action, 'schedule.create'));
    expect(audit?.details).toMatchObject({ replaced_published: { nights: 3, confirmations: 4, signups: 1 } });
  });

  it('asks and answers a German admin in German, over REST and tRPC', async () => {
    await publishedSchedule();
    await t.db.update(members).set({ locale: 'de' }).where(eq(members.id, admin.id));
    const german = scheduleReplaceMessages('de');
    const refused = await api('POST', '/api/schedules/next', newSchedule);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(german.wouldReplace(3, 4, 1));
    expect(refused.json().message).toContain('3 Clubabende, 4 Bestätigungen und 1 Selbsteintragung');
    const viaTrpc = await callTrpc(t.app, 'schedules.create', {
      type: 'mutation',
      token: adminToken,
      input: newSchedule,
    });
    expect(viaTrpc.error).toMatchObject({ message: german.wouldReplace(3, 4, 1) });
    const replaced = await api('POST', '/api/schedules/next', { ...newSchedule, replace: true });
    expect(replaced.statusCode, replaced.body).toBe(201);
    expect(replaced.json().message).toBe(
      'Der veröffentlichte Dienstplan „next schedule“ wurde ersetzt. 3 Mitglieder, die bestätigt hatten, werden benachrichtigt.',
    );
  });

  it('an unpublished next schedule is replaced as before, with no question and no e-mail', async () => {
    await createScheduleWithNights(t.db, 'next', [{ dance_date: night(20), slots: [ann.id] }]);
    const created = await api('POST', '/api/schedules/next', newSchedule);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.replaced).toBeUndefined();
    expect(created.json().data.schedule.name).toBe('Spring');
    await t.mailSent();
    expect(t.mail.messages).toHaveLength(0);
  });
});
