import { z } from 'zod';

// Postgres serial ids are 32-bit; a larger number can name no row and must not reach the database.
export const MAX_ID = 2_147_483_647;
export const idSchema = z.coerce.number({ error: 'Must be a whole number' }).int('Must be a whole number').positive('Must be a positive number').max(MAX_ID, 'No such record');

/** A record named by its id in the path, as in /users/{id}. */
export const idParamsSchema = z.object({ id: idSchema });

/** A date as YYYY-MM-DD (API.md). */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a valid date')
  // The shape alone lets 2027-02-30 through; a real calendar day reads back as itself.
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
  }, 'Please enter a valid date');

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'));
