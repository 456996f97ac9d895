/** "Friday, March 5": a night as the confirm messages say it. */
export function nightInWords(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
