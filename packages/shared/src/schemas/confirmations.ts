import { z } from 'zod';
import { RESPOND_ANSWERS } from '../constants.js';
import { signInResultSchema } from './auth.js';
import { idSchema } from './common.js';
import { REPLACEMENT_CHOICES } from './duties.js';
import { confirmationStateSchema } from './confirmation-state.js';
import { clubNightTypeSchema } from './schedule.js';
import { nightDetailsSchema } from './night-details.js';
import { LINK_ANSWER_MESSAGES } from '../messages.js';
import { queuedMailSchema } from './notify.js';
import { CLOCK_STYLES } from '../utils/clock.js';

/**
 * POST /schedules/next/publish: whom it asked about how many nights, and the e-mails queued for them (decision 044:
 * they leave after the answer; `batch_id` follows them), in words too.
 */
export const publishResultSchema = z
  .object({
    published_at: z.string(),
    members_asked: z.number().int(),
    nights_asked: z.number().int(),
    message: z.string(),
  })
  .extend(queuedMailSchema.shape);
export type PublishResult = z.infer<typeof publishResultSchema>;

/**
 * Confirm or decline one's own night; an administrator names the member they answer for (who called the club).
 * Strict, so nothing else can be slipped in.
 */
export const confirmNightInputSchema = z.strictObject({ member_id: idSchema.optional() });
export type ConfirmNightInput = z.infer<typeof confirmNightInputSchema>;
export const declineNightInputSchema = confirmNightInputSchema.extend({
  /** As for "can't serve" (issue 17): ask other members to take it, or leave it to the administrators (the default). */
  replacement: z.enum(REPLACEMENT_CHOICES, { error: `Choose one of: ${REPLACEMENT_CHOICES.join(', ')}` }).optional(),
});
export type DeclineNightInput = z.infer<typeof declineNightInputSchema>;

/** The answer to a confirm or decline: the night's date, the member's state now, and what happened in words. */
export const nightAnswerSchema = z.object({
  assignment_id: z.number().int(),
  dance_date: z.string(),
  member_id: z.number().int(),
  state: confirmationStateSchema,
  message: z.string(),
  /** Set when declining asked other members to take the night. */
  swap_request_id: z.number().int().nullable(),
});
export type NightAnswer = z.infer<typeof nightAnswerSchema>;

export const DECLINE_REASON_MAX = 500;

/** The e-mailed link's answer: its token (the credential, which also signs the member in) and which button it was. */
export const respondLinkInputSchema = z.strictObject({
  token: z
    .string({ error: 'The link is missing its token' })
    .min(1, 'The link is missing its token')
    .max(200, 'The link is invalid'),
  answer: z.enum(RESPOND_ANSWERS, { error: 'The link is invalid' }),
  /** Issue 25: "I can't make it" asks once more: an optional reason for the administrators, then the choice. */
  reason: z.string().trim().max(DECLINE_REASON_MAX, LINK_ANSWER_MESSAGES.reasonTooLong(DECLINE_REASON_MAX)).optional(),
  replacement: z.enum(REPLACEMENT_CHOICES, { error: `Choose one of: ${REPLACEMENT_CHOICES.join(', ')}` }).optional(),
});
export type RespondLinkInput = z.infer<typeof respondLinkInputSchema>;

export const respondLinkResultSchema = nightAnswerSchema.extend(signInResultSchema.shape);
export type RespondLinkResult = z.infer<typeof respondLinkResultSchema>;

/** Issue 25: GET /schedules/respond-link?token=… reads the link's night; opening it answers nothing. */
export const respondLinkQuerySchema = respondLinkInputSchema.pick({ token: true });
export type RespondLinkQuery = z.infer<typeof respondLinkQuerySchema>;

/** The night an answer link is about, for its page before the tap: one member, one night, their answer so far. */
export const respondLinkViewSchema = nightDetailsSchema.omit({ cancelled_at: true, cancel_reason: true }).extend({
  assignment_id: z.number().int(),
  dance_date: z.string(),
  club_night_type: clubNightTypeSchema,
  member_id: z.number().int(),
  member_name: z.string(),
  state: confirmationStateSchema,
  /** Who else serves the night, by name. */
  serving_with: z.array(z.string()),
  /** Issue 26: the club's clock, so the page writes the night's time as its e-mail did, with no second request. */
  clock: z.enum(CLOCK_STYLES),
});
export type RespondLinkView = z.infer<typeof respondLinkViewSchema>;

/** Admins: who on the published schedules has not answered yet, night by night. */
export const waitingAnswerSchema = z.object({
  assignment_id: z.number().int(),
  dance_date: z.string(),
  member_id: z.number().int(),
  member_name: z.string(),
  nudged_at: z.string().nullable(),
});
export type WaitingAnswer = z.infer<typeof waitingAnswerSchema>;
