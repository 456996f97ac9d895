import { type Locale, readerClockStyle } from '@club/shared/plain';
import { bootClockStyle } from './boot-branding';
import { formatMoment } from './dance-date';

/**
 * Issue 29: a moment (a backup, an import, a change in the audit log) as this reader reads it: in their language and,
 * in German, on the 24-hour clock whatever the club's clock ('1 May 2025, 17:04' reads '01.05.2025, 17:04').
 */
export const formatMomentFor = (value: string, locale: Locale): string =>
  formatMoment(value, locale, readerClockStyle(bootClockStyle(), locale));
