import { BASE_LOCALE, isLocale, type Locale, type SessionUser, SETTINGS_DEFAULTS } from '@club/shared';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.js';
import type { Club } from '../db/club-database.js';
import { settings } from '../db/schema/index.js';
import { acceptedLocale } from './accept-language.js';

/** Issue 29: a member reads their own language when they chose one, else their club's. */
export function memberLocale(member: { locale: string | null }, clubLocale: Locale): Locale {
  return isLocale(member.locale) ? member.locale : clubLocale;
}

/**
 * The club's language, its `club_locale` setting (decision 089: the setting is the truth, the register copies it),
 * read in the club's transaction; a value no release wrote falls back to the default as every setting does.
 */
export async function clubLocaleOf(db: DbExecutor): Promise<Locale> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'club_locale'));
  return isLocale(row?.value) ? row.value : SETTINGS_DEFAULTS.club_locale;
}

/**
 * The club's language as its register row has it, for work no request asked for: the copy of `club_locale` written
 * with the setting. A server keeps its register rows for a while, so requests read the setting (club-locales.ts).
 */
export function registerLocale(club: Pick<Club, 'locale'> | null): Locale {
  return club && isLocale(club.locale) ? club.locale : BASE_LOCALE;
}

type Request = {
  auth?: { user: Pick<SessionUser, 'locale'> | null } | null;
  headers: { 'accept-language'?: string | undefined };
};

/**
 * The language a request is answered in: a signed-in member's own or their club's; a visitor nobody signed in, the
 * best of their browser's `Accept-Language`, else the club's.
 */
export function requestLocale(request: Request, clubLocale: Locale): Locale {
  const user = request.auth?.user;
  if (user) return memberLocale(user, clubLocale);
  return acceptedLocale(request.headers['accept-language']) ?? clubLocale;
}
