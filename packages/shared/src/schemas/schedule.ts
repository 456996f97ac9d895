import { z } from 'zod';
import { SQUAREHEAD_FIELDS, SQUAREHEAD_SLOTS } from '../constants.js';
import { SCHEDULE_MESSAGES } from '../messages.js';
import { idSchema, isoDateSchema } from './common.js';
import { confirmationSchema } from './confirmation-state.js';
import { nightDetailsSchema, nightDetailsUpdateSchema } from './night-details.js';
import { queuedMailSchema } from './notify.js';

export const CLUB_NIGHT_TYPES = ['NORMAL', 'FIFTH WED'] as const;
export const clubNightTypeSchema = z.enum(CLUB_NIGHT_TYPES);
export type ClubNightType = z.infer<typeof clubNightTypeSchema>;

export const SCHEDULE_TYPES = ['next', 'current'] as const;
export type ScheduleType = (typeof SCHEDULE_TYPES)[number];

/** SPEC §3 Schedule (API.md). */
export const scheduleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(SCHEDULE_TYPES),
  start_date: z.string(),
  end_date: z.string(),
  created_at: z.string(),
  /** Issue 19 part 3: when the squareheads were last asked to confirm; null (or absent) until published. */
  published_at: z.string().nullable().optional(),
});
export type Schedule = z.infer<typeof scheduleSchema>;

/**
 * SPEC §4, and issue 17: an empty FIFTH WED night is the board's ('board_night'), not an unstaffed one; a night where
 * someone on duty said they cannot serve needs a replacement ('needs_replacement') until someone takes their place.
 */
export const ASSIGNMENT_STATUSES = ['complete', 'partial', 'unassigned', 'board_night', 'needs_replacement'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

export type SquareheadField = (typeof SQUAREHEAD_FIELDS)[number];

/** SPEC §3 Assignment (API.md), with the names of the assigned members and the derived status. */
export const assignmentSchema = z
  .object({
    id: z.number().int(),
    schedule_id: z.number().int(),
    dance_date: z.string(),
    club_night_type: clubNightTypeSchema,
    squarehead1_id: z.number().int().nullable(),
    squarehead2_id: z.number().int().nullable(),
    squarehead3_id: z.number().int().nullable(),
    squarehead4_id: z.number().int().nullable(),
    squarehead1_name: z.string().nullable(),
    squarehead2_name: z.string().nullable(),
    squarehead3_name: z.string().nullable(),
    squarehead4_name: z.string().nullable(),
    notes: z.string().nullable(),
    status: z.enum(ASSIGNMENT_STATUSES),
    /** Issue 17: the members on this night who said they cannot serve it; they keep their slot until replaced. */
    cant_serve_ids: z.array(z.number().int()),
    /** Issue 19 part 2: the members on this night who took their place by signing up (themselves or through an admin). */
    self_signup_ids: z.array(z.number().int()),
    /** Issue 19 part 3: each squarehead's answer once the schedule is published; empty before. */
    confirmations: z.array(confirmationSchema).optional(),
  })
  .extend(nightDetailsSchema.shape);
export type Assignment = z.infer<typeof assignmentSchema>;

export const scheduleViewSchema = z.object({
  schedule: scheduleSchema.nullable(),
  assignments: z.array(assignmentSchema),
  count: z.number().int(),
});
export type ScheduleView = z.infer<typeof scheduleViewSchema>;

/**
 * Issue 25: what replacing the published next schedule loses: its nights, the confirmations given for them and the
 * members' own sign-ups. The 409 of POST /schedules/next carries it (as `data`, beside the message).
 */
export const scheduleReplaceLossSchema = z.object({
  schedule_name: z.string(),
  published_at: z.string(),
  nights: z.number().int(),
  confirmations: z.number().int(),
  signups: z.number().int(),
});
export type ScheduleReplaceLoss = z.infer<typeof scheduleReplaceLossSchema>;

/**
 * POST /schedules/next: the new schedule as GET shows it; after `replace: true` over a published one also what was
 * replaced and the e-mails queued to the members who had confirmed (decision 044: they leave after the answer).
 */
export const scheduleCreateResultSchema = scheduleViewSchema.extend({
  replaced: scheduleReplaceLossSchema.extend(queuedMailSchema.shape).optional(),
});
export type ScheduleCreateResult = z.infer<typeof scheduleCreateResultSchema>;

/** API.md POST /schedules/next/add-dates: the view and how many nights were added. */
export const addDatesResultSchema = scheduleViewSchema.extend({ added_count: z.number().int() });

/** API.md DELETE /schedules/assignments/{id}. */
export const assignmentDeletedSchema = z.object({ deleted_assignment_id: z.number().int(), dance_date: z.string() });

/**
 * SPEC §4 assignment status: all four assigned, some, or none. A FIFTH WED night with nobody on it is the board's
 * night (SPEC §5, decision 028); once an administrator puts someone on it, it counts like any other night. Someone
 * on the night who cannot serve it makes it need a replacement, whatever the count (issue 17, decision 031).
 */
export function assignmentStatus(
  ids: readonly (number | null)[],
  clubNightType: ClubNightType,
  cantServeIds: readonly number[] = [],
): AssignmentStatus {
  if (cantServeIds.some((id) => ids.includes(id))) return 'needs_replacement';
  const filled = ids.filter((id) => id !== null).length;
  if (filled === 0) return clubNightType === 'FIFTH WED' ? 'board_night' : 'unassigned';
  return filled >= SQUAREHEAD_SLOTS ? 'complete' : 'partial';
}

const requiredDate = (message: string) => z.string({ error: message }).trim().min(1, message).pipe(isoDateSchema);

const datePeriod = z.object({
  start_date: requiredDate(SCHEDULE_MESSAGES.startDateRequired),
  end_date: requiredDate(SCHEDULE_MESSAGES.endDateRequired),
});
const endNotBeforeStart = (value: { start_date: string; end_date: string }) => value.end_date >= value.start_date;
const endIssue = { message: SCHEDULE_MESSAGES.endBeforeStart, path: ['end_date'] };

/** SPEC §5 schedule create. */
export const scheduleCreateSchema = datePeriod
  .extend({
    name: z.string({ error: SCHEDULE_MESSAGES.nameRequired }).trim().min(1, SCHEDULE_MESSAGES.nameRequired).max(200),
    /** Issue 25: a published next schedule is replaced only when the body says so (else 409 with what is lost). */
    replace: z.boolean({ error: 'replace must be true or false' }).optional(),
  })
  .refine(endNotBeforeStart, endIssue);
export type ScheduleCreateInput = z.input<typeof scheduleCreateSchema>;

/** SPEC §5: add-dates requires start and end with the same ordering rule. */
export const addDatesSchema = datePeriod.refine(endNotBeforeStart, endIssue);
export type AddDatesInput = z.input<typeof addDatesSchema>;

const slotId = z.preprocess((value) => (value === '' ? null : value), idSchema.nullable());

/** SPEC §5 assignment edit: the date cannot change; ids are integers or null; notes trimmed, or null. */
export const assignmentUpdateSchema = z
  .object({
    club_night_type: clubNightTypeSchema,
    squarehead1_id: slotId,
    squarehead2_id: slotId,
    squarehead3_id: slotId,
    squarehead4_id: slotId,
    notes: z.preprocess(
      (value) => (typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value),
      z.string().max(2000, 'Notes must be 2000 characters or less').nullable(),
    ),
  })
  .extend(nightDetailsUpdateSchema.shape);
export type AssignmentUpdateInput = z.input<typeof assignmentUpdateSchema>;

/** API.md PUT /schedules/assignments/{id}: a field left out keeps its stored value; null clears a slot or the notes. */
export const assignmentPatchSchema = assignmentUpdateSchema.partial();
export type AssignmentPatch = z.output<typeof assignmentPatchSchema>;

export const clearScheduleResultSchema = z.object({
  schedule_deleted: z.boolean(),
  schedule_name: z.string().nullable(),
  assignments_deleted: z.number().int(),
});
export type ClearScheduleResult = z.infer<typeof clearScheduleResultSchema>;

export const clearScheduleInputSchema = z.object({ type: z.enum(SCHEDULE_TYPES) });
export const autoFillInputSchema = z.object({ apply: z.boolean().default(false) });

export const autoFillResultSchema = z.object({
  proposals: z.array(
    z.object({
      assignment_id: z.number().int(),
      dance_date: z.string(),
      field: z.enum(SQUAREHEAD_FIELDS),
      member_id: z.number().int(),
      member_name: z.string(),
      /** Issue 19: the member's count of nights when chosen (on record plus those proposed before), why them. */
      duty_count: z.number().int(),
    }),
  ),
  applied: z.boolean(),
});
export type AutoFillResult = z.infer<typeof autoFillResultSchema>;

/** Issue 19 POST /schedules/assignments/{id}/cancel: the night as it now is, and how many e-mails went out. */
/** A night cancelled or restored, and the e-mails queued to tell whom the administrator chose (decision 044). */
export const nightNoticeResultSchema = z.object({ assignment: assignmentSchema }).extend(queuedMailSchema.shape);
export type NightNoticeResult = z.infer<typeof nightNoticeResultSchema>;

/**
 * Issue 19 part 2 POST/DELETE /schedules/assignments/{id}/signup. Strict, so a misspelt field is refused rather than
 * ignored. `with_partner`: the member's partner takes a place too, or neither does. `member_id`: an administrator
 * acting for a member (a member may name only themself).
 */
export const signupInputSchema = z.strictObject({
  with_partner: z.boolean({ error: 'with_partner must be true or false' }).optional(),
  member_id: idSchema.optional(),
});
export type SignupInput = z.infer<typeof signupInputSchema>;

export const signupWithdrawSchema = z.strictObject({ member_id: idSchema.optional() });
export type SignupWithdrawInput = z.infer<typeof signupWithdrawSchema>;
