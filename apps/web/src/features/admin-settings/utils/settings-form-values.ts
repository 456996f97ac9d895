import {
  type AdminSettings,
  type SecretSettingKey,
  SECRET_SETTING_KEYS,
  type SettingsUpdate,
  settingsUpdateSchema,
} from '@club/shared';
import { toFieldErrors } from '../../../lib/field-errors';

/** Number fields hold what the input holds: a number, or '' while the field is empty. */
type NumberField = number | string;

/**
 * What the settings form edits: every writable setting (SPEC §3). The coordinates are geocoded, never typed; the
 * secrets are write-only (issue 5), so their fields hold only a newly typed value, '' meaning "keep the saved one".
 */
export type SettingsFormValues = Omit<
  AdminSettings,
  | 'club_lat'
  | 'club_lng'
  | 'smtp_password_set'
  | 'google_api_key_set'
  | 'smtp_url_set'
  | 'smtp_port'
  | 'max_upload_size'
  | 'geocoding_batch_size'
  | 'swap_offer_batch'
  | 'swap_offer_wait_hours'
  | 'swap_offer_night_hours'
  | 'max_signups_per_schedule'
  | 'confirm_nudge_days'
  | 'member_mail_per_hour'
  | 'vacancy_notice_minutes'
> &
  Record<SecretSettingKey, string> & {
    smtp_port: NumberField;
    max_upload_size: NumberField;
    geocoding_batch_size: NumberField;
    swap_offer_batch: NumberField;
    swap_offer_wait_hours: NumberField;
    swap_offer_night_hours: NumberField;
    max_signups_per_schedule: NumberField;
    confirm_nudge_days: NumberField;
    member_mail_per_hour: NumberField;
    vacancy_notice_minutes: NumberField;
  };

export function toFormValues(settings: AdminSettings): SettingsFormValues {
  const {
    club_lat: _lat,
    club_lng: _lng,
    smtp_password_set: _password,
    google_api_key_set: _key,
    smtp_url_set: _smtpUrl,
    ...writable
  } = settings;
  return { ...writable, smtp_password: '', google_api_key: '' };
}

/**
 * SPEC §7: the save sends every form field. A secret goes along only when the admin typed a new one, since an empty
 * field means "unchanged" here; removing a secret is its own action.
 */
export function toSettingsUpdate(values: SettingsFormValues): SettingsUpdate {
  const update: Record<string, unknown> = { ...values };
  for (const key of SECRET_SETTING_KEYS) if (values[key] === '') delete update[key];
  return update;
}

export type SettingsValidation =
  { success: true; update: SettingsUpdate } | { success: false; errors: Record<string, string> };

/** SPEC §5 admin settings rules, checked with the schema the server checks the save with. */
export function validateSettings(values: SettingsFormValues): SettingsValidation {
  const update = toSettingsUpdate(values);
  const parsed = settingsUpdateSchema.safeParse(update);
  return parsed.success
    ? { success: true, update: parsed.data }
    : { success: false, errors: toFieldErrors(parsed.error) };
}
