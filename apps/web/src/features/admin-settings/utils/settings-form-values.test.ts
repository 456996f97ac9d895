import { describe, expect, it } from 'vitest';
import { type AdminSettings, SETTINGS_DEFAULTS } from '@club/shared';
import { toFormValues, toSettingsUpdate, validateSettings } from './settings-form-values';

const { smtp_password: _password, google_api_key: _key, ...rest } = SETTINGS_DEFAULTS;
const loaded: AdminSettings = {
  ...rest,
  club_lat: 37.3,
  club_lng: -121.9,
  smtp_password_set: true,
  google_api_key_set: false,
  smtp_url_set: true,
};

describe('settings form values', () => {
  it('starts with empty secrets and without the read-only coordinates', () => {
    const values = toFormValues(loaded);
    expect(values.smtp_password).toBe('');
    expect(values.google_api_key).toBe('');
    expect(values).not.toHaveProperty('club_lat');
    expect(values).not.toHaveProperty('smtp_password_set');
    expect(values).not.toHaveProperty('smtp_url_set');
  });

  it('sends a secret only when a new one was typed', () => {
    const baseline = toFormValues(loaded);
    const update = toSettingsUpdate(baseline);
    expect(update).not.toHaveProperty('smtp_password');
    expect(update).not.toHaveProperty('google_api_key');
    expect(update.club_name).toBe(SETTINGS_DEFAULTS.club_name);
    expect(toSettingsUpdate({ ...baseline, smtp_password: 's3cret' })).toMatchObject({ smtp_password: 's3cret' });
    expect(toSettingsUpdate({ ...baseline, google_api_key: 'AIza-key' })).toMatchObject({ google_api_key: 'AIza-key' });
  });

  it('gives the SPEC §5 message for each invalid field', () => {
    const result = validateSettings({
      ...toFormValues(loaded),
      club_name: ' ',
      club_color: '#12345',
      smtp_port: 70000,
      max_upload_size: 0,
      geocoding_batch_size: '',
      reminder_days: '14, seven',
      email_from_address: 'not-an-address',
    });
    expect(result).toEqual({
      success: false,
      errors: {
        club_name: 'Club name is required',
        club_color: 'Club color must be a valid hex color (e.g., #EA3323)',
        smtp_port: 'SMTP port must be a number between 1 and 65535',
        max_upload_size: 'Upload size must be a number between 1 and 100 MB',
        geocoding_batch_size: 'Batch size must be a number between 1 and 100',
        reminder_days: 'Reminder days must be comma-separated numbers (e.g., 14,7,3,1)',
        email_from_address: 'Please enter a valid email address',
      },
    });
  });

  it('passes valid values on as the update to save', () => {
    const result = validateSettings({ ...toFormValues(loaded), smtp_port: 465, reminder_days: ' 10, 2 ' });
    expect(result.success && result.update).toMatchObject({ smtp_port: 465, reminder_days: ' 10, 2 ' });
  });
});
