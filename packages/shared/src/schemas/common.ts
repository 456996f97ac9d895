import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { BASE_LOCALE, LOCALES } from '../catalog.js';
import { FIRST_DATE_YEAR, LAST_DATE_YEAR } from '../constants.js';
import { memberFormMessages } from '../messages/member-form.js';

// Postgres serial ids are 32-bit; a larger number can name no row and must not reach the database.
export const MAX_ID = 2_147_483_647;
export const idSchema = z.coerce
  .number({ error: 'Must be a whole number' })
  .int('Must be a whole number')
  .positive('Must be a positive number')
  .max(MAX_ID, 'No such record');

/** Issue 29: a language a club or a member reads the app in: one of the catalog's (CLUB_LOCALES). */
export const localeSchema = z.enum(LOCALES, { error: memberFormMessages(BASE_LOCALE).chooseLanguage });

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
  }, 'Please enter a valid date')
  .refine(
    (value) => {
      const year = Number(value.slice(0, 4));
      // A value that is no date at all has its message from the checks above.
      return Number.isNaN(year) || (year >= FIRST_DATE_YEAR && year <= LAST_DATE_YEAR);
    },
    MESSAGES.dateOutOfRange(FIRST_DATE_YEAR, LAST_DATE_YEAR),
  )
  // Issue 26: the OpenAPI document (apps/server rest/openapi) says what the checks above enforce.
  .meta({ format: 'date' });

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'));
