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

  it('sums up a send in e-mails and members, naming earlier sends and failures only when there are some', () => {
    const partner = { ...reminder, member_id: 4, member_name: 'Sam Quadrille' };
    const base = {
      run_date: '2026-04-29',
      sent: [reminder],
      skipped: [],
      failed: [],
      emails: 1,
      members: 1,
      batch_id: 5,
    };
    expect(getSendRemindersSummary(base)).toEqual({
      message: '1 reminder e-mail to 1 member on the way',
      kind: 'success',
    });
    // Partners sharing an inbox: two members, one e-mail.
    expect(getSendRemindersSummary({ ...base, sent: [reminder, partner], members: 2 }).message).toBe(
      '1 reminder e-mail to 2 members on the way',
    );
    expect(
      getSendRemindersSummary({ ...base, skipped: [reminder], failed: [{ ...reminder, error: 'no mail server' }] }),
    ).toEqual({
      message:
        '1 reminder e-mail to 1 member on the way; 1 already sent earlier; 1 could not be sent: no mail server is set up',
      kind: 'warning',
    });
  });

  it('says a run with nothing to send in words, in the neutral style (issue 17)', () => {
    const none = { run_date: '2026-04-29', sent: [], skipped: [], failed: [], emails: 0, members: 0, batch_id: null };
    expect(getSendRemindersSummary(none)).toEqual({ message: 'No reminders are due today', kind: 'info' });
    expect(getSendRemindersSummary({ ...none, skipped: [reminder] })).toEqual({
      message: 'No reminders are due today; 1 already sent earlier',
      kind: 'info',
    });
  });

  it('speaks a German reader’s language, with German plurals and the date as German writes it (issue 29)', () => {
    expect(getReminderTestSummary({ reminders: [reminder] }, '2026-04-29', 'de')).toBe(
      'Am Mi., 29. April 2026 würde 1 Erinnerung verschickt.',
    );
    expect(getReminderTestSummary({ reminders: [] }, '2026-04-29', 'de')).toBe(
      'Am Mi., 29. April 2026 würden keine Erinnerungen verschickt.',
    );
    const none = { run_date: '2026-04-29', sent: [], skipped: [], failed: [], emails: 0, members: 0, batch_id: null };
    expect(getSendRemindersSummary({ ...none, emails: 1, members: 2, sent: [reminder] }, 'de')).toEqual({
      message: '1 Erinnerungs-E-Mail an 2 Mitglieder unterwegs',
      kind: 'success',
    });
    expect(getSendRemindersSummary({ ...none, skipped: [reminder] }, 'de').message).toBe(
      'Heute sind keine Erinnerungen fällig; 1 schon früher verschickt',
    );
  });
});
