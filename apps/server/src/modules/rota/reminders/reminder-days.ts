/** SPEC §5 reminder_days "14,7,3,1": distinct whole numbers, largest first; an empty setting means no reminders. */
export function parseReminderDays(value: string): number[] {
  const days = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number);
  return [...new Set(days)].sort((a, b) => b - a);
}
