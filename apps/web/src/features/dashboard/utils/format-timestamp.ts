import { formatMoment } from '../../../lib/dance-date';

/** A server timestamp in the reader's local time and language, e.g. 'May 1, 2025, 5:04 PM'; the raw text if unreadable. */
export function formatTimestamp(value: string): string {
  return formatMoment(value);
}
