import dayjs from 'dayjs';

/** A server timestamp in the reader's local time, e.g. 'May 1, 2025, 5:04 PM'; the raw text if unreadable. */
export function formatTimestamp(value: string): string {
  const time = dayjs(value);
  return time.isValid() ? time.format('MMM D, YYYY, h:mm A') : value;
}
