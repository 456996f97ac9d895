import { z } from 'zod';
import { emailSchema, localeSchema } from './common.js';
import { roleSchema } from './member.js';

/** SPEC §3 User (signed in). */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: roleSchema,
  is_admin: z.boolean(),
  /** Issue 29: the member's own language, null for the club's; read from the member on every request. */
  locale: localeSchema.nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** API.md: the JWT payload a client may read to learn who it is; `sid` names the server-side session. */
export const sessionClaimsSchema = sessionUserSchema.omit({ id: true, locale: true }).extend({
  user_id: z.number().int(),
  exp: z.number(),
  iat: z.number().optional(),
  sid: z.string().optional(),
});
export type SessionClaims = z.infer<typeof sessionClaimsSchema>;

export const sendLoginLinkInputSchema = z.object({ email: emailSchema });
export type SendLoginLinkInput = z.infer<typeof sendLoginLinkInputSchema>;

export const sendLoginLinkResultSchema = z.object({
  development_only: z.object({ token: z.string(), login_url: z.string() }).optional(),
});
export type SendLoginLinkResult = z.infer<typeof sendLoginLinkResultSchema>;

export const validateTokenInputSchema = z.object({
  token: z.string().trim().min(1, 'Token is required').max(200, 'Token is too long'),
});
export type ValidateTokenInput = z.infer<typeof validateTokenInputSchema>;

export const signInResultSchema = z.object({
  token: z.string(),
  user: sessionUserSchema,
});
export type SignInResult = z.infer<typeof signInResultSchema>;
