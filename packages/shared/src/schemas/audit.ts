import { z } from 'zod';
import { idSchema, isoDateSchema } from './common.js';

/** Issue 9: what the audit log's entries are about, the `entity` column. */
export const AUDIT_ENTITIES = [
  'member',
  'schedule',
  'assignment',
  'settings',
  'import_log',
  'backup',
  'api_token',
  'geocode_run',
  'swap_request',
  'night_vacancy',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_MAX_PAGE_SIZE = 200;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} can be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * The admin page's filters; every field is optional, and REST sends them as query strings (hence the coercion).
 * `cursor` is the offset of the next page, as the web's "Load more" passes it back.
 */
export const auditQuerySchema = z
  .object({
    actor_id: idSchema.optional(),
    entity: z.enum(AUDIT_ENTITIES, { error: `Choose one of: ${AUDIT_ENTITIES.join(', ')}` }).optional(),
    action: optionalText(100, 'The action'),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    search: optionalText(200, 'The search text'),
    limit: z.coerce
      .number({ error: 'The page size must be a whole number' })
      .int('The page size must be a whole number')
      .min(1, 'The page size must be at least 1')
      .max(AUDIT_MAX_PAGE_SIZE, `The page size can be at most ${AUDIT_MAX_PAGE_SIZE}`)
      .default(AUDIT_PAGE_SIZE),
    cursor: z.coerce
      .number({ error: 'The cursor must be a whole number' })
      .int('The cursor must be a whole number')
      .min(0, 'The cursor cannot be negative')
      .default(0),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The start date must be on or before the end date',
    path: ['to'],
  });
export type AuditQuery = z.input<typeof auditQuerySchema>;

/** One changed field: its old and new value, or only "changed" for a secret or a value too large to keep. */
export const auditChangeSchema = z.union([z.object({ old: z.unknown(), new: z.unknown() }), z.literal('changed')]);
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor_id: z.number().int().nullable(),
  /** "System" when no one signed in did it (a job, a command), "Deleted member" when the actor is gone. */
  actor_name: z.string(),
  /** The member an admin acted for (issue 19 part 7), kept by name as the actor is. */
  on_behalf_of: z.object({ id: z.number().int().nullable(), name: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.number().int().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  next_cursor: z.number().int().nullable(),
});
export type AuditList = z.infer<typeof auditListSchema>;
