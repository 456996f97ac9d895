import { describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES } from '../messages.js';
import { SETTINGS_DEFAULTS, settingsSchema } from './settings.js';

const messageFor = (patch: Record<string, unknown>) => {
  const result = settingsSchema.partial().safeParse(patch);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('settings schema (SPEC §5 admin settings table)', () => {
  it('accepts the SPEC §9 defaults', () => {
    expect(settingsSchema.parse(SETTINGS_DEFAULTS)).toEqual(SETTINGS_DEFAULTS);
    expect(SETTINGS_DEFAULTS).toMatchObject({
      club_name: 'Square Dance Club',
      club_subtitle: 'Dance Management System',
      club_color: '#EA3323',
      club_day_of_week: 'Wednesday',
      club_night_start: '19:30',
      club_night_end: '22:00',
      reminder_days: '14,7,3,1',
      smtp_port: 587,
      smtp_encryption: 'tls',
      system_timezone: 'America/Los_Angeles',
      max_upload_size: 10,
      geocoding_batch_size: 5,
      backup_frequency: 'weekly',
    });
    expect(SETTINGS_DEFAULTS.email_template_body).toContain('15 minutes early');
  });

  it.each([
    [{ club_name: '' }, 'Club name is required'],
    [{ club_name: 'x'.repeat(101) }, 'Club name must be 100 characters or less'],
    [{ club_subtitle: 'x'.repeat(201) }, 'Club subtitle must be 200 characters or less'],
    [{ club_color: 'red' }, 'Club color must be a valid hex color (e.g., #EA3323)'],
    [{ reminder_days: '14, seven' }, 'Reminder days must be comma-separated numbers (e.g., 14,7,3,1)'],
    [{ email_from_address: 'nobody' }, 'Please enter a valid email address'],
    [{ max_upload_size: 0 }, 'Upload size must be a number between 1 and 100 MB'],
    [{ max_upload_size: 'lots' }, 'Upload size must be a number between 1 and 100 MB'],
    [{ geocoding_batch_size: 101 }, 'Batch size must be a number between 1 and 100'],
    [{ smtp_port: 70000 }, 'SMTP port must be a number between 1 and 65535'],
    [{ club_night_start: '7:30 pm' }, SETTINGS_MESSAGES.clockTime('Club night start')],
    [{ club_night_end: '24:00' }, SETTINGS_MESSAGES.clockTime('Club night end')],
  ])('rejects %j with its message', (patch, message) => {
    expect(messageFor(patch)).toBe(message);
  });

  it('refuses line breaks and control characters in one-line settings, and keeps them in the e-mail body', () => {
    const oneLine = [
      'club_name',
      'club_subtitle',
      'club_address',
      'email_from_name',
      'email_from_address',
      'email_template_subject',
      'from_name',
      'smtp_host',
      'smtp_username',
    ];
    for (const key of oneLine) {
      for (const value of [
        'Club\r\nBEGIN:VEVENT',
        'Club\nX',
        'Club\rX',
        'Tab\there',
        'Esc\u001b[31m',
        'Del\u007f',
        'Line\u2028sep',
      ]) {
        expect(messageFor({ [key]: value }), `${key} ${JSON.stringify(value)}`).toBe(SETTINGS_MESSAGES.oneLine);
      }
    }
    expect(messageFor({ club_name: 'Hoedown Club – Ünïcode, “quotes”; and commas' })).toBeUndefined();
    expect(messageFor({ email_template_body: 'Hello {member_name},\r\n\r\nSee you.' })).toBeUndefined();
  });

  it('accepts reminder days with spaces, and none at all', () => {
    expect(messageFor({ reminder_days: ' 14, 7 ,3,1 ' })).toBeUndefined();
    expect(messageFor({ reminder_days: '' })).toBeUndefined();
  });

  it('takes confirm nudge days as a whole number from 0 (on the day), 7 by default', () => {
    expect(SETTINGS_DEFAULTS.confirm_nudge_days).toBe(7);
    expect(messageFor({ confirm_nudge_days: 0 })).toBeUndefined();
    expect(messageFor({ confirm_nudge_days: '14' })).toBeUndefined();
    for (const bad of [-1, 2.5, 366, 'soon'])
      expect(messageFor({ confirm_nudge_days: bad })).toBe(SETTINGS_MESSAGES.confirmNudgeDays);
  });
});
