/** The calendar day it is at `date` in the club's time zone (SPEC §9 system_timezone), as YYYY-MM-DD. */
export function clubDate(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}
