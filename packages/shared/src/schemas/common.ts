import { z } from 'zod';

export const idSchema = z.coerce.number().int().positive();

/** A date as YYYY-MM-DD (API.md). */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a valid date');

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'));
