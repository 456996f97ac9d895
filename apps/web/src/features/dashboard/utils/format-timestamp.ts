import type { Locale } from '@club/shared/plain';
import { formatMomentFor } from '../../../lib/reader-moment';

/**
 * A server timestamp in the reader's local time and language, e.g. 'May 1, 2025, 5:04 PM', in German on the 24-hour
 * clock ('01.05.2025, 17:04'); the raw text if unreadable.
 */
export function formatTimestamp(value: string, locale: Locale): string {
  return formatMomentFor(value, locale);
}
