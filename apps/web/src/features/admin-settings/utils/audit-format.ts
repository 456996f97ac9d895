import type { AuditEntry } from '@club/shared';
import { auditMessages, type Locale } from '@club/shared/plain';
import { formatDanceDate } from '../../../lib/dance-date';

// Issue 9: the audit log says what happened in words, not as action codes; issue 29: in the reader's language.

// A page of the log asks for the words three times per entry: built once per language.
const wordsByLocale = new Map<Locale, ReturnType<typeof auditMessages>>();
function wordsIn(locale: Locale) {
  let words = wordsByLocale.get(locale);
  if (!words) {
    words = auditMessages(locale);
    wordsByLocale.set(locale, words);
  }
  return words;
}

/** The filter choices of the card: an entity the server records, in words; an unknown one as its code. */
export const auditEntityLabel = (entity: string, locale: Locale = 'en'): string =>
  wordsIn(locale).entities[entity] ?? entity;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const nightOf = (details: AuditEntry['details']) =>
  typeof details?.dance_date === 'string' && ISO_DATE.test(details.dance_date) ? details.dance_date : null;

/** Issue 25: actions about one night say which, in words: "Cancelled the night of Wed, Apr 14, 2027". */
export function describeAction(action: string, details: AuditEntry['details'] = null, locale: Locale = 'en'): string {
  const say = wordsIn(locale);
  const night = nightOf(details);
  const phrase = say.nightActions[action];
  if (phrase && night) return phrase.dated(formatDanceDate(night, locale));
  return say.actions[action] ?? phrase?.undated ?? action;
}

/**
 * An entry's details as short lines: "phone: 555-1234 → 555-9999" for each change, "smtp password: changed" for a
 * secret, then the other facts ("file name: roster.csv"). Lists of keys are left out: the changes already name them.
 */
export function describeDetails(details: AuditEntry['details'], action = '', locale: Locale = 'en'): string[] {
  if (!details) return [];
  const say = wordsIn(locale);
  // Issue 25: a list (the names of a night's squareheads) reads as words, not as a JSON array.
  const show = (value: unknown): string =>
    value === null || value === undefined || value === ''
      ? say.empty
      : typeof value === 'string'
        ? value
        : Array.isArray(value)
          ? value.length === 0
            ? say.none
            : value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))).join(', ')
          : JSON.stringify(value);
  const label = (key: string) => say.detailLabels[key] ?? key.replace(/_id$/, '').replace(/_/g, ' ');
  const { changes, keys: _keys, ...all } = details;
  // The night an action names (issue 25) is not repeated below it.
  const { dance_date: _date, ...rest } = all;
  const facts = action in say.nightActions && nightOf(details) ? rest : all;
  const lines = Object.entries(facts).map(([key, value]) => `${label(key)}: ${show(value)}`);
  if (changes && typeof changes === 'object') {
    for (const [key, change] of Object.entries(changes as Record<string, { old: unknown; new: unknown } | 'changed'>)) {
      lines.push(
        change === 'changed'
          ? `${label(key)}: ${say.changed}`
          : `${label(key)}: ${show(change.old)} → ${show(change.new)}`,
      );
    }
  }
  return lines;
}
