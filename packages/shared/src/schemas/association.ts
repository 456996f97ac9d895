import { z } from 'zod';
import { CLUB_LOCALES } from './clubs.js';

/** Issue 28: the bearer session an operator signs in with (POST /api/association/validate-token). */
export const operatorSessionSchema = z.object({ token: z.string() });
export type OperatorSession = z.infer<typeof operatorSessionSchema>;

/** A club as the association lists it: its register entry and counts, never a member's data. */
export const associationClubSchema = z.object({
  slug: z.string(),
  name: z.string(),
  time_zone: z.string(),
  locale: z.enum(CLUB_LOCALES),
  created_at: z.string(),
  suspended: z.boolean(),
  members: z.number().int(),
  nights: z.number().int(),
  /** The latest sign-in or recorded change of the club; null when nothing has happened yet. */
  last_activity: z.string().nullable(),
});
export type AssociationClub = z.infer<typeof associationClubSchema>;

export const associationClubListSchema = z.array(associationClubSchema);

export const associationClubCreatedSchema = z.object({
  club: associationClubSchema,
  /** The main administrator's first sign-in link, only when no mail server took the e-mail carrying it. */
  sign_in_link: z.string().nullable(),
  delivery: z.enum(['queued', 'sent', 'failed', 'no-mail-server']),
});
export type AssociationClubCreated = z.infer<typeof associationClubCreatedSchema>;

export const clubSlugParamsSchema = z.object({ slug: z.string().max(40) });
