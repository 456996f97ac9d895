import { z } from 'zod';

/** Issue 7: every API token starts with this, so it can never be taken for a session JWT (which starts "eyJ"). */
export const API_TOKEN_PREFIX = 'club_pat_';

export const apiTokenCreateSchema = z.object({
  name: z
    .string({ error: 'Token name is required' })
    .trim()
    .min(1, 'Token name is required')
    .max(100, 'Token name must be 100 characters or less'),
});
export type ApiTokenCreateInput = z.input<typeof apiTokenCreateSchema>;

/** The answer to a creation: the only time the plain token leaves the server. */
export const apiTokenCreatedSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  token: z.string(),
  created_at: z.string(),
});
export type ApiTokenCreated = z.infer<typeof apiTokenCreatedSchema>;

/** A token as the admin page lists it: never the token itself, which is not stored. */
export const apiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  created_by: z.object({ id: z.number().int(), name: z.string() }),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;
export const apiTokenListSchema = z.object({ tokens: z.array(apiTokenSchema) });
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;

export const apiTokenRevokedSchema = z.object({ revoked_id: z.number().int() });
export type ApiTokenRevoked = z.infer<typeof apiTokenRevokedSchema>;
