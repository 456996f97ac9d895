import { z } from 'zod';

/** Issue 19 part 3: whether a squarehead of a published schedule said they will be there. */
export const CONFIRMATION_STATES = ['waiting', 'confirmed', 'declined'] as const;
export const confirmationStateSchema = z.enum(CONFIRMATION_STATES);
export type ConfirmationState = z.infer<typeof confirmationStateSchema>;

/** One squarehead's answer for one night, as the rota shows it. */
export const confirmationSchema = z.object({
  member_id: z.number().int(),
  state: confirmationStateSchema,
  responded_at: z.string().nullable(),
});
export type Confirmation = z.infer<typeof confirmationSchema>;
