import { z } from 'zod';
import { clubNightTypeSchema, SCHEDULE_TYPES } from './schedule.js';
import { isoDateSchema } from './common.js';
import { confirmationStateSchema } from './confirmation-state.js';
import { danceProgramSchema } from './night-details.js';

/** Issue 9: a club night on the current or next schedule. */
export const clubNightSchema = z.object({ dance_date: z.string(), club_night_type: clubNightTypeSchema });
export type ClubNight = z.infer<typeof clubNightSchema>;

/** Issue 9: one upcoming night the signed-in member serves on, and who serves with them. */
export const myDutySchema = clubNightSchema.extend({
  schedule_type: z.enum(SCHEDULE_TYPES),
  slot: z.number().int().min(1).max(4),
  partners: z.array(z.object({ id: z.number().int(), name: z.string() })),
  notes: z.string().nullable(),
  /** Issue 19 part 2: the night's id, whether the member took it by signing up, and whether they may still give it back. */
  assignment_id: z.number().int(),
  self_chosen: z.boolean(),
  can_give_back: z.boolean(),
  /** Issue 19 part 3: the member's answer once the schedule is published; null before. */
  confirmation: confirmationStateSchema.nullable().optional(),
  /** Issue 19: when and why the night was cancelled; a cancelled duty cannot be answered, swapped or given back. */
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  /**
   * Issue 25: what the night is, as My duties shows it: its times (its own, else the club's; null when neither is
   * set), caller, cuer, program and theme. Optional for answers of servers before issue 25.
   */
  start_time: z.string().nullable().optional(),
  end_time: z.string().nullable().optional(),
  caller: z.string().nullable().optional(),
  cuer: z.string().nullable().optional(),
  program: danceProgramSchema.nullable().optional(),
  theme: z.string().nullable().optional(),
});
export type MyDuty = z.infer<typeof myDutySchema>;

/** Issue 19 part 2: a night with an open place the member may take, with what it is. */
export const openNightSchema = clubNightSchema.extend({
  assignment_id: z.number().int(),
  schedule_type: z.enum(SCHEDULE_TYPES),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  caller: z.string().nullable(),
  program: z.string().nullable(),
  slots_left: z.number().int(),
  /** Whether the partner may take it too (two places open and every rule met for them). */
  with_partner: z.boolean(),
});
export type OpenNight = z.infer<typeof openNightSchema>;

/** Issue 9 'My duties': the member's upcoming duties, the nights they marked unavailable, and the nights they can mark. */
export const myDutiesSchema = z.object({
  duties: z.array(myDutySchema),
  unavailable_dates: z.array(z.string()),
  upcoming_nights: z.array(clubNightSchema),
  /** Issue 19 part 2: whether the club lets members take open nights themselves, and those they may take now. */
  self_signup: z.boolean(),
  open_nights: z.array(openNightSchema),
  /** The member's partner, who may take a night with them. */
  partner: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /**
   * Issue 25: the member's partner and whoever shares their inbox. Declining a night one of them also serves asks
   * whether they still serve, and the member may decline for them.
   */
  household: z.array(z.object({ id: z.number().int(), name: z.string() })).optional(),
});
export type MyDuties = z.infer<typeof myDutiesSchema>;

/** Issue 17: a member who cannot serve a night they are on duty for asks other members to take it, or tells the admins. */
export const REPLACEMENT_CHOICES = ['ask_others', 'tell_admins'] as const;
export type ReplacementChoice = (typeof REPLACEMENT_CHOICES)[number];

/**
 * Issue 9: a member marks a night they can or cannot serve. Strict, so a member_id cannot be slipped in: the
 * night is always the caller's own. "Not in the past" needs the club's time zone, so the server checks it.
 */
export const setAvailabilityInputSchema = z.strictObject({
  dance_date: isoDateSchema,
  available: z.boolean({ error: 'Please say whether you can serve' }),
  /**
   * Issue 17: when the member is on duty that night, who looks for someone to take it. Left out (older clients), the
   * administrators are told; it is ignored for nights the member is not on duty.
   */
  replacement: z.enum(REPLACEMENT_CHOICES, { error: `Choose one of: ${REPLACEMENT_CHOICES.join(', ')}` }).optional(),
});
export type SetAvailabilityInput = z.infer<typeof setAvailabilityInputSchema>;

/**
 * The saved choice; warning is set when the member marked a night they are on duty for, saying who was told.
 * Issue 17: needs_replacement says that night now waits for a replacement; swap_request_id is the request that asks
 * other members to take it, when the member chose that.
 */
export const availabilityResultSchema = z.object({
  dance_date: z.string(),
  available: z.boolean(),
  warning: z.string().nullable(),
  needs_replacement: z.boolean(),
  swap_request_id: z.number().int().nullable(),
});
export type AvailabilityResult = z.infer<typeof availabilityResultSchema>;

/** Issue 9, for admins: who cannot serve a night; issue 19: and why ("away until Feb 28"). */
export const unavailableMembersInputSchema = z.object({ dance_date: isoDateSchema });
export const unavailableMembersSchema = z.object({
  member_ids: z.array(z.number().int()),
  reasons: z.array(z.object({ member_id: z.number().int(), reason: z.string() })),
});
export type UnavailableMembers = z.infer<typeof unavailableMembersSchema>;
