import { z } from 'zod';

export const MEMBER_STATUSES = ['assignable', 'exempt', 'booster', 'loa'] as const;
export const memberStatusSchema = z.enum(MEMBER_STATUSES);
export type MemberStatus = z.infer<typeof memberStatusSchema>;

export const ROLES = ['member', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** The member counts the dashboard shows. */
export const memberSummarySchema = z.object({
  member_count: z.number().int(),
  admin_count: z.number().int(),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;
