import { beforeEach, describe, expect, it } from 'vitest';
import { assignments, type members, settings } from '../../../db/schema/index.js';
import { addDays, todayIn } from '../../../lib/calendar.js';
import { createMember, createScheduleWithNights } from '../../../../test/factories.js';
import { bearer, useTestApp } from '../../../../test/harness.js';

// Issue 25 part 6, black-box over REST with the real SMTP catcher: a published night with its own start time, caller
// and theme; the confirm e-mail shows them in the club's zone, in both parts, with the two buttons told apart.
const t = useTestApp();
type Member = typeof members.$inferSelect;
let adminToken: string;
let doris: Member;
let carol: Member;
let ed: Member;
let fay: Member;
let adminEmail: string;

beforeEach(async () => {
  const admin = await createMember(t.db, { role: 'admin', first_name: 'Pat', last_name: 'Kowalski' });
  adminToken = await t.signIn(admin);
  adminEmail = admin.email;
  doris = await createMember(t.db, { first_name: 'Doris', last_name: 'Day', email: 'days@example.org' });
  carol = await createMember(t.db, { first_name: 'Carol', last_name: 'Day', email: 'Days@example.org' });
  ed = await createMember(t.db, { first_name: 'Ed', last_name: 'Stone', email: 'ed@example.org' });
  fay = await createMember(t.db, { first_name: 'Fay', last_name: 'Moss', email: 'fay@example.org' });
  await t.db.insert(settings).values([
    { key: 'club_address', value: '12 Elm Street, Springfield' },
    { key: 'system_timezone', value: 'America/Chicago' },
  ]);
});

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(adminToken), ...(payload ? { payload } : {}) });

/** A next schedule with one published night with its own details; answers the night's id. */
async function publishedNight(date: string): Promise<number> {
  await createScheduleWithNights(t.db, 'next', [{ dance_date: date, slots: [doris.id, carol.id, ed.id] }]);
  const [night] = await t.db.select().from(assignments);
  const edited = await api('PUT', `/api/schedules/assignments/${night!.id}`, {
    start_time: '19:00',
    end_time: '22:30',
    caller: 'Tom Miller',
    cuer: 'Sue Ray',
    program: 'Plus',
    theme: 'Winter Ball',
  });
  expect(edited.statusCode, edited.body).toBe(200);
  const published = await api('POST', '/api/schedules/next/publish');
  expect(published.statusCode, published.body).toBe(200);
  await t.mailSent();
  return night!.id;
}

describe('the confirm e-mail', () => {
  it('carries the night’s start time, caller, cuer, program, theme and place, with a green and an outlined button', async () => {
    const date = addDays(todayIn('America/Chicago'), 30);
    await createScheduleWithNights(t.db, 'next', [{ dance_date: date, slots: [doris.id, carol.id, ed.id] }]);
    const [night] = await t.db.select().from(assignments);
    const edited = await api('PUT', `/api/schedules/assignments/${night!.id}`, {
      start_time: '19:00',
      end_time: '22:30',
      caller: 'Tom Miller',
      cuer: 'Sue Ray',
      program: 'Plus',
      theme: 'Winter Ball',
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const published = await api('POST', '/api/schedules/next/publish');
    expect(published.statusCode, published.body).toBe(200);
    await t.mailSent();
    const mails = t.mail.messages.filter((mail) => mail.to.includes('days@example.org'));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;

    // One block for the couple's night, its details once, then a row per member.
    expect(mail.text.match(/Caller: Tom Miller/g)).toHaveLength(1);
    expect(mail.text).toMatch(/\n {2}Time: 7:00 PM–10:30 PM \(C[SD]T\)\n/);
    for (const line of [
      '  Place: 12 Elm Street, Springfield',
      '  Caller: Tom Miller',
      '  Cuer: Sue Ray',
      '  Program: Plus',
      '  Theme: Winter Ball',
      '  Also serving: Ed Stone',
      '  Carol Day:',
      '  Doris Day:',
    ])
      expect(mail.text).toContain(`\n${line}\n`);
    expect(t.mail.messages.find((each) => each.to.includes('ed@example.org'))?.text).toContain(
      '  Also serving: Doris Day and Carol Day\n',
    );
    expect(mail.html).toContain('Tom Miller');
    expect(mail.html).toContain('7:00 PM–10:30 PM');
    expect(mail.html.match(/background:#2b8a3e;color:#ffffff">I&#39;ll be there</g)).toHaveLength(2);
    expect(mail.html.match(/background:#ffffff;color:#343a40">I can&#39;t make it</g)).toHaveLength(2);
  });
});

describe('an administrator saying it for a member', () => {
  it('is named in the e-mails it causes, and is not e-mailed about their own act', async () => {
    const id = await publishedNight(addDays(todayIn('America/Chicago'), 30));
    t.mail.clear();
    const declined = await api('POST', `/api/schedules/assignments/${id}/decline`, {
      member_id: carol.id,
      replacement: 'ask_others',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    await t.mailSent();

    // The other administrator (the main one) hears who said it; Pat, who said it, hears nothing of it.
    expect(t.mail.messages.filter((mail) => mail.to.includes(adminEmail.toLowerCase()))).toEqual([]);
    const vacancy = t.mail.messages.find((mail) => mail.to.includes(t.config.mainAdminEmail.toLowerCase()));
    expect(vacancy?.text).toContain("Pat Kowalski said for Carol Day that they can't serve as squarehead on");
    expect(vacancy?.text).toContain('Pat Kowalski asked other members to take it');
    // The offer to Fay names who asked and shows the night as the confirm e-mail does.
    const offer = t.mail.messages.find((mail) => mail.to.includes(fay.email));
    expect(offer?.text).toContain('Pat Kowalski asked for Carol Day: Carol Day cannot serve as squarehead');
    expect(offer?.text).toContain('\n  Caller: Tom Miller\n');
    expect(offer?.text).toContain('\n  Also serving: Doris Day, Carol Day and Ed Stone');
    // Carol hears what was said in her name, once.
    const carols = t.mail.messages.filter((mail) => mail.to.includes('days@example.org'));
    expect(carols.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Declined/)]);
    expect(carols[0]?.text).toContain('Pat Kowalski told us for you');
  });
});
