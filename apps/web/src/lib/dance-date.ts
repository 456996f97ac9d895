import dayjs from 'dayjs';

/** 'Wed, Jan 7, 2026' for a YYYY-MM-DD dance date; dayjs reads a bare date as a local day, so it never shifts. */
export function formatDanceDate(isoDate: string): string {
  return dayjs(isoDate).format('ddd, MMM D, YYYY');
}
