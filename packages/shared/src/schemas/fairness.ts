import { z } from 'zod';

/**
 * Issue 19 part 6: how the duty is spread, one row per assignable member. The counts come from the same count
 * auto-fill ranks by.
 */
export const fairnessRowSchema = z.object({
  member_id: z.number().int(),
  name: z.string(),
  /** Every night on record, the number auto-fill ranks by. */
  duty_count: z.number().int(),
  /** Nights on the current schedule: those already served, and all of them. */
  current_served: z.number().int(),
  current_assigned: z.number().int(),
  next_assigned: z.number().int(),
  /** Nights served (before today) in the last 12 months. */
  served_last_12_months: z.number().int(),
  last_served: z.string().nullable(),
  /** Swaps settled in the last 12 months (by the night's date): nights given to someone else, and taken from someone. */
  swaps_given: z.number().int(),
  swaps_taken: z.number().int(),
  /** Issue 19 part 2: nights in the last 12 months and ahead the member took by signing up, and still holds. */
  self_signups: z.number().int(),
  /** Issue 19 part 3: published nights (in the last 12 months and after) the member said they can't make. */
  declines: z.number().int(),
  /** Upcoming nights of the current and next schedule the member cannot serve (single nights, ranges and rules). */
  unavailable_nights: z.number().int(),
});
export type FairnessRow = z.infer<typeof fairnessRowSchema>;

export const fairnessReportSchema = z.object({
  today: z.string(),
  members: z.array(fairnessRowSchema),
});
export type FairnessReport = z.infer<typeof fairnessReportSchema>;
