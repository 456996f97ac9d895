import { describe, expect, it } from 'vitest';
import type { Reminder } from '@club/shared';
import { getReminderTestSummary, getSendRemindersSummary } from './reminder-summary';

const reminder: Reminder = {
  member_id: 3,
  assignment_id: 11,
  member_name: 'Alex Quadrille',
  email: 'alex@example.org',
  dance_date: '2026-05-06',
  days_until: 7,
  club_night_type: 'NORMAL',
  partner_name: null,
};

describe('reminder summaries', () => {
  it('says what the test would send on the date (SPEC §8)', () => {
    expect(getReminderTestSummary({ reminders: [] }, '2026-04-29')).toBe(
      'No reminder emails would be sent on 2026-04-29.',
    );
    expect(getReminderTestSummary({ reminders: [reminder, reminder] }, '2026-04-29')).toBe(
      '2 reminder email(s) would be sent on 2026-04-29.',
    );
  });

  it('sums up a send, naming earlier sends and failures only when there are some', () => {
    const base = { run_date: '2026-04-29', sent: [reminder], skipped: [], failed: [] };
    expect(getSendRemindersSummary(base)).toEqual({ message: 'Sent 1 reminder e-mail(s)', kind: 'success' });
    expect(
      getSendRemindersSummary({ ...base, skipped: [reminder], failed: [{ ...reminder, error: 'timeout' }] }),
    ).toEqual({
      message: 'Sent 1 reminder e-mail(s); 1 already sent earlier; 1 failed and will be retried',
      kind: 'warning',
    });
  });

  it('says a run with nothing to send in words, in the neutral style (issue 17)', () => {
    const none = { run_date: '2026-04-29', sent: [], skipped: [], failed: [] };
    expect(getSendRemindersSummary(none)).toEqual({ message: 'No reminders are due today', kind: 'info' });
    expect(getSendRemindersSummary({ ...none, skipped: [reminder] })).toEqual({
      message: 'No reminders are due today; 1 already sent earlier',
      kind: 'info',
    });
  });
});
