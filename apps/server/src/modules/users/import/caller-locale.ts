import type { Locale } from '@club/shared';
import type { Caller, ServiceContext } from '../../../lib/context.js';
import { clubLocaleOf, memberLocale } from '../../../lib/reader-locale.js';

/**
 * Issue 29: the files an admin imports and exports speak the admin's language: their own, else the club's. The
 * command line (no one signed in) writes in the club's.
 */
export const localeOfCaller = (caller: Caller, clubLocale: Locale): Locale =>
  'user' in caller ? memberLocale(caller.user, clubLocale) : clubLocale;

export async function callerLocale(ctx: Pick<ServiceContext, 'db' | 'caller'>): Promise<Locale> {
  return localeOfCaller(ctx.caller, await clubLocaleOf(ctx.db));
}
