import { z } from 'zod';
import { BACKUP_FREQUENCIES, CLUB_DAYS, DEFAULT_TIME_ZONE, SMTP_ENCRYPTIONS } from '../constants.js';
import { BRANDING_DEFAULTS } from '../branding-defaults.js';
import { SETTINGS_MESSAGES } from '../messages.js';
import { isSupportedTimeZone } from '../utils/time-zones.js';
import { isPhoneCountry } from '../utils/phone-countries.js';
import { CLOCK_STYLES } from '../utils/clock.js';
import { DANCE_PROGRAMS } from './night-details.js';
import { localeSchema } from './common.js';

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
// SPEC §5: comma-separated whole numbers, spaces ignored; empty means no reminders.
const REMINDER_DAYS = /^\s*(\d+\s*(,\s*\d+\s*)*)?$/;
const EMAIL_LIKE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Issue 17: a time of day on a 24-hour clock; empty means the club keeps no time (all-day calendar events).
const CLOCK_TIME = /^(([01]\d|2[0-3]):[0-5]\d)?$/;

const maxText = (max: number, message = `Must be ${max} characters or less`) => z.string().max(max, message);
// Issue 14: a line break in a one-line setting became a line of its own in the iCalendar feeds (a forged event);
// a name, an address or a host has no use for any control character.
const ONE_LINE = /^[^\p{Cc}\u2028\u2029]*$/u;
const oneLineText = (max: number, message?: string) => maxText(max, message).regex(ONE_LINE, SETTINGS_MESSAGES.oneLine);
const boundedNumber = (min: number, max: number, message: string) =>
  z.coerce.number<number | string>({ error: message }).int(message).min(min, message).max(max, message);

export const DEFAULT_EMAIL_SUBJECT = 'Squarehead reminder: {club_name} on {dance_date}';
export const DEFAULT_EMAIL_BODY = [
  'Hello {member_name},',
  '',
  'This is a friendly reminder that you are a squarehead for {club_name} on {dance_date}.',
  '',
  'The dance starts at {start_time}. Please arrive 15 minutes early to help set up and greet the dancers.',
  '',
  'Serving with you: {other_squareheads}.',
  '',
  'The dance is at {club_address}.',
  '',
  'Thank you for helping the club!',
  '{club_logo}',
].join('\n');

/** Every club setting with the rules and messages of SPEC §5 (admin settings table). */
export const settingsSchema = z.object({
  club_name: z
    .string({ error: 'Club name is required' })
    .trim()
    .min(1, 'Club name is required')
    .max(100, 'Club name must be 100 characters or less')
    .regex(ONE_LINE, SETTINGS_MESSAGES.oneLine),
  club_subtitle: oneLineText(200, 'Club subtitle must be 200 characters or less'),
  club_address: oneLineText(255),
  club_lat: z.number().min(-90).max(90).nullable(),
  club_lng: z.number().min(-180).max(180).nullable(),
  club_color: z.string().regex(HEX_COLOR, 'Club color must be a valid hex color (e.g., #EA3323)'),
  club_day_of_week: z.enum(CLUB_DAYS),
  club_night_start: z.string().trim().regex(CLOCK_TIME, SETTINGS_MESSAGES.clockTime('Club night start')),
  club_night_end: z.string().trim().regex(CLOCK_TIME, SETTINGS_MESSAGES.clockTime('Club night end')),
  reminder_days: z.string().regex(REMINDER_DAYS, 'Reminder days must be comma-separated numbers (e.g., 14,7,3,1)'),
  club_logo: oneLineText(500),
  club_logo_url: oneLineText(500),
  club_logo_data: z.string().max(1_000_000, 'Logo is too large'),
  google_api_key: oneLineText(100),
  email_from_name: oneLineText(255),
  email_from_address: z
    .string()
    .trim()
    .regex(ONE_LINE, SETTINGS_MESSAGES.oneLine)
    .refine((value) => value === '' || EMAIL_LIKE.test(value), 'Please enter a valid email address'),
  email_template_subject: oneLineText(200),
  email_template_body: maxText(5000),
  from_email: z
    .string()
    .trim()
    .regex(ONE_LINE, SETTINGS_MESSAGES.oneLine)
    .refine((value) => value === '' || EMAIL_LIKE.test(value), 'Please enter a valid email address'),
  from_name: oneLineText(255),
  smtp_host: oneLineText(255),
  smtp_port: boundedNumber(1, 65535, 'SMTP port must be a number between 1 and 65535'),
  smtp_username: oneLineText(255),
  smtp_password: maxText(255),
  smtp_encryption: z.enum(SMTP_ENCRYPTIONS),
  // Issue 17: any IANA zone of Intl.supportedValuesOf('timeZone'), checked alike in the browser and on the server.
  system_timezone: z.string().max(64).refine(isSupportedTimeZone, SETTINGS_MESSAGES.invalidTimezone),
  // Issue 29 (decision 089): the language of the club's members who chose none; the register's `clubs.locale` copies it.
  club_locale: localeSchema,
  // Issue 26: the country national phone numbers are read in (ISO 3166-1 alpha-2); empty follows the time zone.
  club_country: z
    .string()
    .refine((code): boolean => code === '' || isPhoneCountry(code), SETTINGS_MESSAGES.clubCountry),
  // Issue 26: how every page, e-mail and the copied schedule write a time; empty follows the club's country.
  time_format: z.union([z.literal(''), z.enum(CLOCK_STYLES)], { error: SETTINGS_MESSAGES.timeFormat }),
  max_upload_size: boundedNumber(1, 100, 'Upload size must be a number between 1 and 100 MB'),
  geocoding_batch_size: boundedNumber(1, 100, 'Batch size must be a number between 1 and 100'),
  swap_offer_batch: boundedNumber(1, 500, SETTINGS_MESSAGES.swapOfferBatch),
  swap_offer_wait_hours: boundedNumber(1, 168, SETTINGS_MESSAGES.swapOfferWait),
  // Issue 25 point 4 (decision 052): one night's offers go out at most once in this many hours, however often a
  // request for it is opened and withdrawn.
  swap_offer_night_hours: boundedNumber(1, 168, SETTINGS_MESSAGES.swapOfferNight),
  // Issue 19 part 3: how many days before a night a squarehead who has not answered gets one nudge; 0 on the day.
  confirm_nudge_days: boundedNumber(0, 365, SETTINGS_MESSAGES.confirmNudgeDays),
  // Issue 25: a member's own actions send others at most this many e-mails an hour; the rest wait in the outbox.
  member_mail_per_hour: boundedNumber(1, 1000, SETTINGS_MESSAGES.memberMailPerHour),
  // Issue 25: an administrator hears that one night needs a replacement at most once in this many minutes (0: always).
  vacancy_notice_minutes: boundedNumber(0, 1440, SETTINGS_MESSAGES.vacancyNoticeMinutes),
  // Issue 19: what a new night of a new schedule starts with; empty means none.
  default_caller: z
    .string()
    .trim()
    .max(100, 'Default caller must be 100 characters or less')
    .regex(ONE_LINE, SETTINGS_MESSAGES.oneLine),
  default_program: z.union([z.literal(''), z.enum(DANCE_PROGRAMS)], {
    error: 'Choose a program from the list, or none',
  }),
  // Issue 19 part 2: members may take open slots themselves, at most this many nights of one schedule.
  self_signup: z.boolean(),
  max_signups_per_schedule: boundedNumber(1, 52, SETTINGS_MESSAGES.maxSignups),
  backup_enabled: z.boolean(),
  backup_frequency: z.enum(BACKUP_FREQUENCIES),
});
export type Settings = z.infer<typeof settingsSchema>;
export type SettingKey = keyof Settings;
export const SETTING_KEYS = Object.keys(settingsSchema.shape) as SettingKey[];

/** SPEC §9 defaults (the admin settings page's colour reading, #EA3323). */
export const SETTINGS_DEFAULTS: Settings = {
  ...BRANDING_DEFAULTS,
  club_address: '',
  club_lat: null,
  club_lng: null,
  club_day_of_week: 'Wednesday',
  club_night_start: '19:30',
  club_night_end: '22:00',
  reminder_days: '14,7,3,1',
  club_logo: '',
  google_api_key: '',
  email_from_name: '',
  email_from_address: '',
  email_template_subject: DEFAULT_EMAIL_SUBJECT,
  email_template_body: DEFAULT_EMAIL_BODY,
  from_email: '',
  from_name: '',
  smtp_host: '',
  smtp_port: 587,
  smtp_username: '',
  smtp_password: '',
  smtp_encryption: 'tls',
  system_timezone: DEFAULT_TIME_ZONE,
  club_locale: 'en',
  club_country: '',
  time_format: '',
  max_upload_size: 10,
  geocoding_batch_size: 5,
  swap_offer_batch: 6,
  swap_offer_wait_hours: 24,
  swap_offer_night_hours: 24,
  confirm_nudge_days: 7,
  member_mail_per_hour: 20,
  vacancy_notice_minutes: 60,
  default_caller: '',
  default_program: '',
  self_signup: false,
  max_signups_per_schedule: 2,
  backup_enabled: false,
  backup_frequency: 'weekly',
};

/** Keys every signed-in member may read: what the sidebar, login page, map, dashboard and PDF roster show. */
export const PUBLIC_SETTING_KEYS = [
  'club_name',
  'club_subtitle',
  'club_address',
  'club_lat',
  'club_lng',
  'club_color',
  'club_day_of_week',
  'club_night_start',
  'club_night_end',
  'club_logo_url',
  'club_logo_data',
  'system_timezone',
  'club_locale',
] as const satisfies readonly SettingKey[];

/** Keys whose values never leave the server (issue 5: write-only); clients learn only whether they are set. */
export const SECRET_SETTING_KEYS = ['smtp_password', 'google_api_key'] as const satisfies readonly SettingKey[];
export type SecretSettingKey = (typeof SECRET_SETTING_KEYS)[number];

/** SPEC §3: the club's coordinates are geocoded from its address, never typed in. */
export const READ_ONLY_SETTING_KEYS = ['club_lat', 'club_lng'] as const satisfies readonly SettingKey[];

/**
 * What an administrator reads: every setting but the secrets, and whether each secret is set. smtp_url_set says
 * whether the server's SMTP_URL overrides the SMTP settings (issue 17); the URL itself, which may hold a password,
 * never leaves the server.
 */
export const adminSettingsSchema = settingsSchema.omit({ smtp_password: true, google_api_key: true }).extend({
  smtp_password_set: z.boolean(),
  google_api_key_set: z.boolean(),
  smtp_url_set: z.boolean(),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/** PUT /settings: any writable settings, all checked before anything is saved; an unknown key is refused. */
export const settingsUpdateSchema = settingsSchema.omit({ club_lat: true, club_lng: true }).partial().strict();
export type SettingsUpdate = z.input<typeof settingsUpdateSchema>;

const NUMERIC_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;
const REMINDER_DAYS_MESSAGE = 'Reminder days must be comma-separated numbers (e.g., 14,7,3,1)';

/** A number, or the same number written as text: the original stored every setting as a string. */
const numberOrText = <T extends z.ZodType<number, number | string>>(schema: T, message: string) =>
  z.union([z.number(), z.string().regex(NUMERIC_TEXT, message)], { error: message }).pipe(schema);
/** An optional number: as above, or "" for "not set", as a form sends an empty field (issue 26). */
const optionalNumberOrText = <T extends z.ZodType<number, number | string>>(schema: T, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    numberOrText(schema, message).nullable(),
  );
const booleanOrText = z
  .union([z.boolean(), z.enum(['true', 'false'])], { error: 'Must be true or false' })
  .transform((value) => value === true || value === 'true');

/**
 * API.md "Writes from other clients": PUT /settings over REST takes a partial map or the whole map a client read back.
 * The coordinates and the *_set flags are read-only (SPEC §3) and checked, then left alone; `null` means no logo; a
 * secret sent as "" keeps its stored value (a client never receives it) and only `null` removes it. The answer is the
 * same update the web app's form sends, so one service applies both.
 */
export const settingsWriteSchema = settingsSchema
  .extend({
    club_lat: optionalNumberOrText(
      z.coerce.number<number | string>().min(-90).max(90),
      'Latitude must be a number between -90 and 90',
    ),
    club_lng: optionalNumberOrText(
      z.coerce.number<number | string>().min(-180).max(180),
      'Longitude must be a number between -180 and 180',
    ),
    reminder_days: z
      .union([z.string(), z.array(z.number().int().min(0)).transform((days) => days.join(','))], {
        error: REMINDER_DAYS_MESSAGE,
      })
      .pipe(settingsSchema.shape.reminder_days),
    club_logo_data: settingsSchema.shape.club_logo_data.nullable(),
    google_api_key: settingsSchema.shape.google_api_key.nullable(),
    smtp_password: settingsSchema.shape.smtp_password.nullable(),
    smtp_port: numberOrText(settingsSchema.shape.smtp_port, 'SMTP port must be a number between 1 and 65535'),
    max_upload_size: numberOrText(
      settingsSchema.shape.max_upload_size,
      'Upload size must be a number between 1 and 100 MB',
    ),
    geocoding_batch_size: numberOrText(
      settingsSchema.shape.geocoding_batch_size,
      'Batch size must be a number between 1 and 100',
    ),
    swap_offer_batch: numberOrText(settingsSchema.shape.swap_offer_batch, SETTINGS_MESSAGES.swapOfferBatch),
    swap_offer_wait_hours: numberOrText(settingsSchema.shape.swap_offer_wait_hours, SETTINGS_MESSAGES.swapOfferWait),
    swap_offer_night_hours: numberOrText(settingsSchema.shape.swap_offer_night_hours, SETTINGS_MESSAGES.swapOfferNight),
    self_signup: booleanOrText,
    max_signups_per_schedule: numberOrText(settingsSchema.shape.max_signups_per_schedule, SETTINGS_MESSAGES.maxSignups),
    confirm_nudge_days: numberOrText(settingsSchema.shape.confirm_nudge_days, SETTINGS_MESSAGES.confirmNudgeDays),
    member_mail_per_hour: numberOrText(settingsSchema.shape.member_mail_per_hour, SETTINGS_MESSAGES.memberMailPerHour),
    vacancy_notice_minutes: numberOrText(
      settingsSchema.shape.vacancy_notice_minutes,
      SETTINGS_MESSAGES.vacancyNoticeMinutes,
    ),
    backup_enabled: booleanOrText,
    smtp_password_set: z.boolean(),
    google_api_key_set: z.boolean(),
    smtp_url_set: z.boolean(),
  })
  .partial()
  .strict()
  // smtp_url_set (issue 17) says whether the server's SMTP_URL is set: read-only like the *_set flags of the secrets.
  .transform(
    ({
      club_lat: _lat,
      club_lng: _lng,
      smtp_password_set: _password,
      google_api_key_set: _key,
      smtp_url_set: _smtpUrl,
      ...write
    }): z.output<typeof settingsUpdateSchema> => {
      const { club_logo_data, smtp_password, google_api_key, ...update } = write;
      const secrets = { smtp_password, google_api_key };
      return {
        ...update,
        ...(club_logo_data === undefined ? {} : { club_logo_data: club_logo_data ?? '' }),
        ...Object.fromEntries(
          Object.entries(secrets)
            .filter(([, value]) => value !== undefined && value !== '')
            .map(([key, value]) => [key, value ?? '']),
        ),
      };
    },
  );
export type SettingsWrite = z.input<typeof settingsWriteSchema>;

export const publicSettingsSchema = settingsSchema.pick({
  club_name: true,
  club_subtitle: true,
  club_address: true,
  club_lat: true,
  club_lng: true,
  club_color: true,
  club_day_of_week: true,
  club_night_start: true,
  club_night_end: true,
  club_logo_url: true,
  club_logo_data: true,
  system_timezone: true,
  club_locale: true,
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/** API.md /settings/{key}: one setting by name; its value has the type of that setting. */
export const settingKeyParamsSchema = z.object({ key: z.string().min(1).max(64) });
export const settingValueInputSchema = z.object({ value: z.unknown() });
export const settingValueSchema = z.object({ key: z.string(), value: z.unknown() });

/**
 * The branding the login page shows before anyone has signed in, and the club's clock (issue 26: the time_format
 * setting, or its country's), which every page writes times in, the answer-link pages before anyone signs in too.
 */
export const brandingSchema = publicSettingsSchema
  .pick({
    club_name: true,
    club_subtitle: true,
    club_color: true,
    club_logo_data: true,
    club_logo_url: true,
  })
  .extend({ clock: z.enum(CLOCK_STYLES) });
export type Branding = z.infer<typeof brandingSchema>;
