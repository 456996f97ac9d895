import { z } from 'zod';
import { LOCALES } from '../catalog.js';
import { CLUB_SLUG_PATTERN } from '../constants.js';
import { CLUB_MESSAGES } from '../messages/clubs.js';
import { SETTINGS_MESSAGES } from '../messages/settings.js';
import { isSupportedTimeZone } from '../utils/time-zones.js';

/** Issue 28: the languages a club may speak: those of the catalog (issue 29). */
export const CLUB_LOCALES = LOCALES;

/** A new club of a deployment of many: its address, name, time zone, language and the e-mail of its main admin. */
export const clubCreateSchema = z.strictObject({
  slug: z.string().regex(CLUB_SLUG_PATTERN, CLUB_MESSAGES.slug),
  name: z.string().trim().min(1, CLUB_MESSAGES.name).max(100, CLUB_MESSAGES.name),
  time_zone: z.string().max(64).refine(isSupportedTimeZone, SETTINGS_MESSAGES.invalidTimezone),
  locale: z.enum(CLUB_LOCALES),
  main_admin_email: z.email(CLUB_MESSAGES.mainAdminEmail).max(254),
});
export type ClubCreate = z.output<typeof clubCreateSchema>;

/** A club added empty, for a backup to be restored into: its register entry only; the backup brings the rest. */
export const emptyClubCreateSchema = clubCreateSchema.omit({ main_admin_email: true });
export type EmptyClubCreate = z.output<typeof emptyClubCreateSchema>;
