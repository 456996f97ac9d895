import { formatNumber, type Locale } from '@club/shared/plain';
import { formatMoment } from './dance-date';

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

/** A moment (a backup, an import) in the browser's time zone and language (issue 17). */
export function formatDateTime(iso: string): string {
  return formatMoment(iso);
}
