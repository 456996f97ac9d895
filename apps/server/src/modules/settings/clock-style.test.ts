import { beforeEach, describe, expect, it } from 'vitest';
import { assignments, settings } from '../../db/schema/index.js';
import { addDays, todayIn } from '../../lib/calendar.js';
import { createMember, createScheduleWithNights } from '../../../test/factories.js';
import { bearer, callTrpc, useTestApp } from '../../../test/harness.js';

// Issue 26, over REST with the real SMTP catcher: one club clock for the e-mails, the link pages and the branding,
// the club's country's by default and the time_format setting's when it names one.
const t = useTestApp();
let adminToken: string;

beforeEach(async () => {
  const admin = await createMember(t.db, { role: 'admin', first_name: 'Pat', last_name: 'Kowalski' });
  adminToken = await t.signIn(admin);
  await t.db.insert(settings).values([{ key: 'system_timezone', value: 'Europe/Berlin' }]);
});

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(adminToken), ...(payload ? { payload } : {}) });

/**
 * Publishes one night served by a new member, from 19:00 to 22:30 unless it keeps the club's times; answers the
 * confirm e-mail's text.
 */
async function confirmMailText({ ownTimes = true } = {}): Promise<string> {
  const doris = await createMember(t.db, { first_name: 'Doris', last_name: 'Day', email: 'doris@example.org' });
  await createScheduleWithNights(t.db, 'next', [
    { dance_date: addDays(todayIn('Europe/Berlin'), 30), slots: [doris.id] },
  ]);
  const [night] = await t.db.select().from(assignments);
  if (ownTimes) {
    const edited = await api('PUT', `/api/schedules/assignments/${night!.id}`, {
      start_time: '19:00',
      end_time: '22:30',
    });
    expect(edited.statusCode, edited.body).toBe(200);
  }
  t.mail.clear();
  const published = await api('POST', '/api/schedules/next/publish');
  expect(published.statusCode, published.body).toBe(200);
  await t.mailSent();
  const mail = t.mail.messages.find((each) => each.to.includes('doris@example.org'));
  return mail!.text;
}

const branding = async () => ((await callTrpc(t.app, 'settings.branding')).data as { clock: string }).clock;

describe('the club clock', () => {
  it("is the country's by default: a club in Germany reads 24-hour times in its e-mail and on the link's page", async () => {
    expect(await branding()).toBe('24h');
    const text = await confirmMailText();
    expect(text).toMatch(/\n {2}Time: 19:00–22:30 \([^)]+\)\n/);

    const token = /\/respond\?token=([^&\s]+)/.exec(text)?.[1];
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/schedules/respond-link?token=${token}`,
    });
    expect(view.statusCode, view.body).toBe(200);
    expect(JSON.parse(view.body)).toMatchObject({ data: { start_time: '19:00', clock: '24h' } });
  });

  it("gives the link's page the club's times, as the e-mail did, when the night has none of its own", async () => {
    const text = await confirmMailText({ ownTimes: false });
    expect(text).toMatch(/\n {2}Time: 19:30–22:00 \([^)]+\)\n/);
    const token = /\/respond\?token=([^&\s]+)/.exec(text)?.[1];
    const view = await t.app.inject({ method: 'GET', url: `/api/schedules/respond-link?token=${token}` });
    expect(JSON.parse(view.body)).toMatchObject({ data: { start_time: '19:30', end_time: '22:00', clock: '24h' } });
  });

  it('follows the time_format setting once an administrator names one', async () => {
    const saved = await api('PUT', '/api/settings', { time_format: '12h' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(JSON.parse(saved.body)).toMatchObject({ data: { time_format: '12h' } });
    expect(await branding()).toBe('12h');
    expect(await confirmMailText()).toMatch(/\n {2}Time: 7:00 PM–10:30 PM \([^)]+\)\n/);
  });

  it('refuses a time format that is not one of the list, with a readable message, and saves nothing', async () => {
    const refused = await api('PUT', '/api/settings', { time_format: '13h', club_name: 'Changed' });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain("Choose 24-hour, 12-hour, or the clock of the club's country");
    const read = await api('GET', '/api/settings/club_name');
    expect(JSON.parse(read.body)).toMatchObject({ data: { value: 'Square Dance Club' } });
  });
});
