import { z } from 'zod';
import { ENVIRONMENTS } from '../constants.js';

export const dbTestSchema = z.object({
  status: z.enum(['connected', 'failed']),
  database_type: z.literal('PostgreSQL'),
  version: z.string().nullable(),
  current_time: z.string().nullable(),
});
export type DbTest = z.infer<typeof dbTestSchema>;

export const healthSchema = z.object({
  status: z.literal('healthy'),
  timestamp: z.string(),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

export const statusSchema = z.object({
  status: z.literal('operational'),
  version: z.string(),
  timestamp: z.string(),
  environment: z.enum(ENVIRONMENTS),
  database: dbTestSchema,
});
export type Status = z.infer<typeof statusSchema>;
