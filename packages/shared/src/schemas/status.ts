import { z } from 'zod';
import { ENVIRONMENTS } from '../constants.js';

export const dbTestSchema = z.object({
  status: z.enum(['connected', 'failed']),
  database_type: z.literal('PostgreSQL'),
  version: z.string().nullable(),
  current_time: z.string().nullable(),
});
export type DbTest = z.infer<typeof dbTestSchema>;

// Issue 14: unhealthy (503) while the database cannot be reached; the healthy answer keeps the API.md shape.
export const healthSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('healthy'), timestamp: z.string(), version: z.string() }),
  z.object({
    status: z.literal('unhealthy'),
    timestamp: z.string(),
    version: z.string(),
    database: z.literal('unavailable'),
    message: z.string(),
  }),
]);
export type Health = z.infer<typeof healthSchema>;

export const statusSchema = z.object({
  status: z.literal('operational'),
  version: z.string(),
  timestamp: z.string(),
  environment: z.enum(ENVIRONMENTS),
  database: dbTestSchema,
});
export type Status = z.infer<typeof statusSchema>;
