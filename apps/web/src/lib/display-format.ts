import { formatDateTimeIn, formatNumber, type Locale } from '@club/shared/plain';
import { bootClockStyle } from './boot-branding';

/** A file size as people read it: 812 B, 14.2 KB, 3.1 MB; in German with a decimal comma, 14,2 KB (issue 29). */
export function formatBytes(bytes: number, locale: Locale): string {
  if (bytes < 1024) return `${formatNumber(bytes, locale)} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(value, locale, 1)} ${units[unit]}`;
}

/**
 * When something happened (a swap asked for, an offer e-mailed) on the browser's clock (issue 17), in the reader's
 * language and the club's clock (issue 29): "Dec 2, 2026, 7:30 PM", "Mi., 2. Dezember 2026, 19:30".
 */
export function formatDateTime(iso: string, locale: Locale): string {
  return formatDateTimeIn(iso, bootClockStyle(), locale);
}
