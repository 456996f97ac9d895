import { z } from 'zod';
import { CLUB_NIGHT_TYPES } from './schedule.js';
import { SMTP_ENCRYPTIONS } from '../constants.js';
import { EMAIL_MESSAGES } from '../messages.js';
import { emailSchema, isoDateSchema } from './common.js';
import { queuedMailSchema } from './notify.js';

/** POST /email/test-reminders: the day whose reminders are previewed (SPEC §5 'Please enter a valid date'). */
export const testRemindersInputSchema = z.object({
  test_date: z.string({ error: EMAIL_MESSAGES.invalidDate }).pipe(isoDateSchema),
});
export type TestRemindersInput = z.infer<typeof testRemindersInputSchema>;

/** One reminder e-mail: who gets it, for which night, how many days ahead (SPEC §3 reminder test result). */
export const reminderSchema = z.object({
  member_id: z.number().int(),
  /** The night of the schedule the reminder is about: the current schedule's, else the next one's. */
  assignment_id: z.number().int(),
  member_name: z.string(),
  email: z.string(),
  dance_date: z.string(),
  days_until: z.number().int(),
  club_night_type: z.enum(CLUB_NIGHT_TYPES),
  partner_name: z.string().nullable(),
});
export type Reminder = z.infer<typeof reminderSchema>;

export const testRemindersResultSchema = z.object({
  reminders: z.array(reminderSchema),
  reminder_days: z.array(z.number().int()),
  test_date: z.string(),
  total_reminders: z.number().int(),
});
export type TestRemindersResult = z.infer<typeof testRemindersResultSchema>;

/** The REST answer of POST /email/test-reminders: reminder_days as the comma list of SPEC §4, as GET /settings has it. */
export const testRemindersAnswerSchema = testRemindersResultSchema.extend({ reminder_days: z.string() });
export type TestRemindersAnswer = z.infer<typeof testRemindersAnswerSchema>;

/**
 * POST /email/send-reminders: the reminders a run queued (`sent`: they are on their way, one e-mail per inbox), those
 * sent before, and those it could not queue (no mail server). `emails`, `members` and `batch_id` say what was queued
 * (decision 044): a reminder that then fails for good is listed with the other failed e-mails.
 */
export const sendRemindersResultSchema = z.object({
  run_date: z.string(),
  sent: z.array(reminderSchema),
  skipped: z.array(reminderSchema),
  failed: z.array(reminderSchema.extend({ error: z.string() })),
  ...queuedMailSchema.shape,
});
export type SendRemindersResult = z.infer<typeof sendRemindersResultSchema>;

/** Reminders that still failed after their last retry, for the admin page. */
export const reminderFailureSchema = z.object({
  id: z.number().int(),
  member_name: z.string(),
  email: z.string(),
  dance_date: z.string(),
  days_before: z.number().int(),
  attempts: z.number().int(),
  last_error: z.string(),
  failed_at: z.string(),
});
export const reminderFailuresSchema = z.object({ failures: z.array(reminderFailureSchema) });
export type ReminderFailure = z.infer<typeof reminderFailureSchema>;

const port = z.coerce
  .number({ error: EMAIL_MESSAGES.smtpPortInvalid })
  .int(EMAIL_MESSAGES.smtpPortInvalid)
  .min(1, EMAIL_MESSAGES.smtpPortInvalid)
  .max(65535, EMAIL_MESSAGES.smtpPortInvalid);

/**
 * POST /email/test-smtp (SPEC §5: the SMTP test needs a host and a port). An empty password means "the saved one",
 * because the settings page never receives the saved password.
 */
export const testSmtpInputSchema = z.object({
  smtp_host: z
    .string({ error: EMAIL_MESSAGES.smtpHostRequired })
    .trim()
    .min(1, EMAIL_MESSAGES.smtpHostRequired)
    .max(255),
  smtp_port: port,
  smtp_username: z.string().max(255).optional().default(''),
  smtp_password: z.string().max(255).optional().default(''),
  smtp_encryption: z.enum(SMTP_ENCRYPTIONS).optional(),
});
export type TestSmtpInput = z.input<typeof testSmtpInputSchema>;
export const testSmtpResultSchema = z.object({ test_email_sent_to: z.string() });

const optionalText = (max: number) => z.string().max(max).optional();

/** POST /email/send-test: a template rendered with the given sample values; blanks fall back to the settings. */
export const sendTestEmailInputSchema = z.object({
  email: emailSchema,
  template: optionalText(5000),
  subject: optionalText(200),
  dance_date: optionalText(100),
  member_name: optionalText(200),
  from_name: optionalText(255),
  from_email: z
    .string()
    .trim()
    .max(254)
    .refine((value) => value === '' || z.email().safeParse(value).success, 'Please enter a valid email address')
    .optional(),
  club_name: optionalText(100),
  club_address: optionalText(255),
  // API.md: null is the form's "no logo"; left out, the saved logo is used.
  club_logo_data: z.string().max(1_000_000).nullable().optional(),
});
export type SendTestEmailInput = z.input<typeof sendTestEmailInputSchema>;
export const sendTestEmailResultSchema = z.object({ email: z.string() });

/** API.md POST /email/test-reminder (singular): existing clients send either body and get the matching answer. */
export const testReminderEitherInputSchema = z.union([testRemindersInputSchema, sendTestEmailInputSchema]);
export const testReminderEitherAnswerSchema = z.union([testRemindersAnswerSchema, sendTestEmailResultSchema]);

/** POST /settings/upload-logo answer (SPEC §7: data.logo_data must be a string). */
export const logoUploadResultSchema = z.object({ logo_data: z.string() });
export type LogoUploadResult = z.infer<typeof logoUploadResultSchema>;
