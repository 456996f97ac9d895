import type { Locator } from 'playwright-core';
import type { Language } from './language.js';

/**
 * Issue 29: the app's date fields are Mantine's, written as the reader's language writes a date (apps/web's
 * lib/date-input.ts), not the browser's native field, whose value was YYYY-MM-DD in every language.
 */
export function dateAsWritten(iso: string, language: Language): string {
  const [year, month, day] = iso.split('-');
  return language === 'de' ? `${day}.${month}.${year}` : `${month}/${day}/${year}`;
}

/** Types an ISO date into a date field as its reader writes one, then closes the calendar it opened. */
export async function fillDate(field: Locator, iso: string, language: Language = 'en'): Promise<void> {
  await field.fill(dateAsWritten(iso, language));
  // In a dialog the first Escape is the calendar's (schedule-period-fields.tsx), so the dialog stays open.
  await field.press('Escape');
}
