import { describe, expect, it } from 'vitest';
import { CONFIRM_MESSAGES } from '@club/shared';
import { addDays, todayIn } from '../../../lib/calendar.js';
import { createMember, createScheduleWithNights } from '../../../../test/factories.js';
import { bearer, useTestApp } from '../../../../test/harness.js';

// Issue 19 part 3 on a fresh install with no mail server: publishing must not claim that no e-mail was needed.
const t = useTestApp({ withoutSmtp: true });

describe('publishing the next schedule without a mail server', () => {
  it('publishes, asks the squareheads on My duties, and says that nobody was e-mailed', async () => {
    const admin = await createMember(t.db, { role: 'admin', first_name: 'Ada', last_name: 'Admin' });
    const member = await createMember(t.db, { first_name: 'Mo', last_name: 'Member', email: 'mo@example.org' });
    const night = addDays(todayIn('America/Los_Angeles'), 20);
    await createScheduleWithNights(t.db, 'next', [{ dance_date: night, slots: [member.id] }]);

    const published = await t.app.inject({
      method: 'POST',
      url: '/api/schedules/next/publish',
      headers: bearer(await t.signIn(admin)),
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      data: { emails_sent: 0, members_asked: 1, nights_asked: 1 },
      message: CONFIRM_MESSAGES.publishedUnsent(false),
    });
    const duties = await t.app.inject({
      method: 'GET',
      url: '/api/duties/me',
      headers: bearer(await t.signIn(member)),
    });
    expect(duties.json().data.duties).toMatchObject([{ dance_date: night, confirmation: 'waiting' }]);
  });
});
