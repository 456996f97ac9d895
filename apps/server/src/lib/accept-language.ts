import Negotiator from 'negotiator';
import { LOCALES, type Locale } from '@club/shared';

/**
 * Issue 29: the visitor's best language among the catalog's by their `Accept-Language` (q-values respected, "de-AT"
 * reads German), or undefined when they name none of them or send no header.
 */
export function acceptedLocale(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const [best] = new Negotiator({ headers: { 'accept-language': header } }).languages([...LOCALES]);
  return best as Locale | undefined;
}
