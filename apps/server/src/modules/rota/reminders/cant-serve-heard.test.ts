import ICAL from 'ical.js';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { CALENDAR_MESSAGES } from '@club/shared';
import {
  assignments,
  type members,
  members as membersTable,
  nightConfirmations,
  settings,
} from '../../../db/schema/index.js';
import { addDays, todayIn } from '../../../lib/calendar.js';
import { createMember, createScheduleWithNights } from '../../../../test/factories.js';
import { bearer, TEST_PUBLIC_URL, useTestApp } from '../../../../test/harness.js';
import { sendConfirmNudges } from '../answers/waiting-answers.js';

// Issue 25 point 1: a "can't serve" is heard everywhere: no reminder, no nudge, no alarm; the replacement is asked.
const t = useTestApp();
const today = () => todayIn('America/Los_Angeles');
/** The night the day's reminder run (reminder_days 7) is about. */
const night = () => addDays(today(), 7);

type Member = typeof members.$inferSelect;
let admin: Member;
let adminToken: string;
let doris: Member;
let carol: Member;
let ed: Member;
let fay: Member;
let nightId: number;

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token: string | null = adminToken) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

beforeEach(async () => {
  admin = await createMember(t.db, { role: 'admin', first_name: 'Ada', last_name: 'Admin' });
  adminToken = await t.signIn(admin);
  doris = await createMember(t.db, { first_name: 'Doris', last_name: 'Day', email: 'doris@example.org' });
  carol = await createMember(t.db, { first_name: 'Carol', last_name: 'King', email: 'carol@example.org' });
  ed = await createMember(t.db, { first_name: 'Ed', last_name: 'Wood', email: 'ed@example.org' });
  fay = await createMember(t.db, { first_name: 'Fay', last_name: 'Wray', email: 'fay@example.org' });
  await t.db.insert(settings).values([
    { key: 'reminder_days', value: '7' },
    { key: 'confirm_nudge_days', value: 10 },
  ]);
  await createScheduleWithNights(t.db, 'next', [{ dance_date: night(), slots: [doris.id, carol.id, ed.id] }]);
  [{ id: nightId }] = (await t.db.select({ id: assignments.id }).from(assignments)) as [{ id: number }];
  expect((await api('POST', '/api/schedules/next/publish')).statusCode).toBe(200);
  await t.mailSent();
  t.mail.clear();
});

/** The addresses the dry run (POST /email/test-reminders) lists for today. */
async function previewedEmails(): Promise<string[]> {
  const preview = await api('POST', '/api/email/test-reminders', { test_date: today() });
  expect(preview.statusCode, preview.body).toBe(200);
  return preview
    .json()
    .data.reminders.map((reminder: { email: string }) => reminder.email)
    .sort();
}

/** Runs today's reminders for real (POST /email/send-reminders) and answers the inboxes the catcher received. */
async function remindedInboxes(): Promise<string[]> {
  const run = await api('POST', '/api/email/send-reminders');
  expect(run.statusCode, run.body).toBe(200);
  await t.mailSent();
  return t.mail.messages
    .filter((mail) => mail.subject.startsWith('Squarehead reminder'))
    .flatMap((mail) => mail.to)
    .sort();
}

/** The member's own feed, parsed: each night's status and how many alarms it rings. */
async function feedOf(member: Member) {
  const created = await api('PUT', '/api/calendar/feeds/member', undefined, await t.signIn(member));
  expect(created.statusCode, created.body).toBe(200);
  const fetched = await t.app.inject({ method: 'GET', url: created.json().data.url.slice(TEST_PUBLIC_URL.length) });
  expect(fetched.statusCode).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(fetched.body));
  return calendar.getAllSubcomponents('vevent').map((event) => ({
    status: event.getFirstPropertyValue('status'),
    summary: String(event.getFirstPropertyValue('summary')),
    description: String(event.getFirstPropertyValue('description')),
    alarms: event.getAllSubcomponents('valarm').length,
    raw: fetched.body,
  }));
}

async function stateOf(memberId: number) {
  const [row] = await t.db
    .select({ state: nightConfirmations.state })
    .from(nightConfirmations)
    .where(and(eq(nightConfirmations.member_id, memberId), eq(nightConfirmations.assignment_id, nightId)));
  return row?.state;
}

describe('a member who said she cannot serve', () => {
  it('declined: the day’s reminder run, dry and real, leaves her out, and her feed rings no alarm', async () => {
    const declined = await api('POST', `/api/schedules/assignments/${nightId}/decline`, {}, await t.signIn(doris));
    expect(declined.statusCode, declined.body).toBe(200);
    await t.mailSent();
    t.mail.clear();

    expect(await previewedEmails()).toEqual(['carol@example.org', 'ed@example.org']);
    expect(await remindedInboxes()).toEqual(['carol@example.org', 'ed@example.org']);
    // The reminder to the others does not name her as a partner serving either.
    expect(t.mail.messages.some((mail) => mail.to.includes('doris@example.org'))).toBe(false);

    const [event] = await feedOf(doris);
    expect(event).toMatchObject({ status: 'CANCELLED', alarms: 0 });
    expect(event!.summary.startsWith(`${CALENDAR_MESSAGES.notServingBadge}: `)).toBe(true);
    expect(event!.description).toContain(CALENDAR_MESSAGES.notServingLine);
    expect(event!.raw).not.toContain('BEGIN:VALARM');
    // Carol, still serving, keeps her confirmed night and its alarm.
    expect(await feedOf(carol)).toMatchObject([{ status: 'CONFIRMED', alarms: 1 }]);
  });

  it('marked "can’t serve" by an admin, or away for the night: no reminder, no nudge, no alarm', async () => {
    const marked = await api('PUT', `/api/duties/members/${carol.id}/availability`, {
      dance_date: night(),
      available: false,
      replacement: 'tell_admins',
    });
    expect(marked.statusCode, marked.body).toBe(200);
    // Ed marks the night away after publishing: his answer is still waiting, but he is not asked again.
    const away = await api(
      'PUT',
      '/api/duties/me/availability',
      { away: [{ kind: 'range', start_date: night(), end_date: night(), also_partner: false }] },
      await t.signIn(ed),
    );
    expect(away.statusCode, away.body).toBe(200);
    expect(await stateOf(ed.id)).toBe('waiting');
    await t.mailSent();
    t.mail.clear();

    expect(await previewedEmails()).toEqual(['doris@example.org']);
    expect(await remindedInboxes()).toEqual(['doris@example.org']);

    t.mail.clear();
    // Only Doris, who said nothing, is nudged.
    expect(await t.inClub((ctx) => sendConfirmNudges(ctx, today()))).toBe(1);
    await t.mailSent();
    expect(t.mail.messages.flatMap((mail) => mail.to)).toEqual(['doris@example.org']);

    for (const member of [carol, ed]) expect(await feedOf(member)).toMatchObject([{ status: 'CANCELLED', alarms: 0 }]);
  });

  it('a replacement who takes the slot is asked to confirm (waiting) and reminded', async () => {
    await api('POST', `/api/schedules/assignments/${nightId}/decline`, {}, await t.signIn(doris));
    await t.mailSent();
    t.mail.clear();
    const replaced = await api('PUT', `/api/schedules/assignments/${nightId}`, { squarehead1_id: fay.id });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await stateOf(fay.id)).toBe('waiting');
    await t.mail.waitFor('fay@example.org', (mail) => mail.subject.includes('new squarehead night'));
    t.mail.clear();

    expect(await previewedEmails()).toEqual(['carol@example.org', 'ed@example.org', 'fay@example.org']);
    expect(await remindedInboxes()).toEqual(['carol@example.org', 'ed@example.org', 'fay@example.org']);
    expect(await feedOf(fay)).toMatchObject([{ status: 'CONFIRMED', alarms: 1 }]);
  });
});

describe('a household', () => {
  it('one declines for the other serving the same night: both are off, the other is told; nothing more', async () => {
    // Doris and Ed are partners; Carol shares no inbox with Doris.
    await t.db.update(membersTable).set({ partner_id: ed.id }).where(eq(membersTable.id, doris.id));
    await t.db.update(membersTable).set({ partner_id: doris.id }).where(eq(membersTable.id, ed.id));
    const dorisToken = await t.signIn(doris);
    const duties = await api('GET', '/api/duties/me', undefined, dorisToken);
    expect(duties.json().data.household).toEqual([{ id: ed.id, name: 'Ed Wood' }]);

    // Saying someone else will be there is theirs to say; declining for a non-household member is refused.
    const confirmFor = await api(
      'POST',
      `/api/schedules/assignments/${nightId}/confirm`,
      { member_id: ed.id },
      dorisToken,
    );
    expect(confirmFor.statusCode).toBe(403);
    const forCarol = await api(
      'POST',
      `/api/schedules/assignments/${nightId}/decline`,
      { member_id: carol.id },
      dorisToken,
    );
    expect(forCarol.statusCode).toBe(403);

    expect((await api('POST', `/api/schedules/assignments/${nightId}/decline`, {}, dorisToken)).statusCode).toBe(200);
    const forEd = await api('POST', `/api/schedules/assignments/${nightId}/decline`, { member_id: ed.id }, dorisToken);
    expect(forEd.statusCode, forEd.body).toBe(200);
    expect([await stateOf(doris.id), await stateOf(ed.id), await stateOf(carol.id)]).toEqual([
      'declined',
      'declined',
      'waiting',
    ]);
    const told = await t.mail.waitFor('ed@example.org', (mail) => mail.subject.startsWith('Declined'));
    expect(told.text).toContain('Doris Day told us for you');
    await t.mailSent();
    t.mail.clear();
    expect(await previewedEmails()).toEqual(['carol@example.org']);
  });
});
