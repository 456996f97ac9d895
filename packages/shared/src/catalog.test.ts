import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalog, LOCALES } from './catalog.js';
import { associationMessages } from './messages/association.js';

// The message files as the inlang message format has them: a text with {placeholders}, or variants chosen by
// selectors (a plural), each variant a text of its own.
type Variants = [{ declarations?: string[]; selectors?: string[]; match: Record<string, string> }];
type MessageFile = Record<string, string | Variants>;

const read = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../messages/${locale}.json`, import.meta.url), 'utf8')) as MessageFile;

/** The inputs a message reads: its {placeholders} (a `\{` is a brace) and declared inputs, not its local variables. */
function inputsOf(message: string | Variants): string[] {
  const placeholders = (text: string) => [...text.matchAll(/(?<!\\)\{([^}#/|\s]+)\}/g)].map((match) => match[1] ?? '');
  if (typeof message === 'string') return [...new Set(placeholders(message))].sort();
  const [{ declarations = [], match }] = message;
  const locals = new Set(declarations.filter((d) => d.startsWith('local ')).map((d) => d.split(/\s+/)[1]));
  const declared = declarations.filter((d) => d.startsWith('input ')).map((d) => d.slice('input '.length).trim());
  const used = Object.values(match).flatMap(placeholders);
  return [...new Set([...declared, ...used])].filter((name) => !locals.has(name)).sort();
}

/** What keeps two catalogs from saying the same things: a key only one has, or a message whose inputs differ. */
function differences(files: Record<string, MessageFile>): string[] {
  const found: string[] = [];
  const keys = new Set(Object.values(files).flatMap((file) => Object.keys(file)));
  for (const key of [...keys].sort()) {
    const present = Object.entries(files).filter(([, file]) => key in file);
    for (const [locale] of Object.entries(files).filter(([, file]) => !(key in file))) {
      found.push(`${key}: missing in ${locale}.json`);
    }
    const inputs = present.map(([locale, file]) => [locale, inputsOf(file[key] ?? '').join(', ')] as const);
    if (new Set(inputs.map(([, names]) => names)).size > 1) {
      found.push(
        `${key}: placeholders differ (${inputs.map(([locale, names]) => `${locale}: {${names}}`).join('; ')})`,
      );
    }
  }
  return found;
}

describe('the catalog', () => {
  it('has every message in every language, with the same placeholders', () => {
    expect(differences(Object.fromEntries(LOCALES.map((locale) => [locale, read(locale)])))).toEqual([]);
  });

  it('finds a message missing in one language and a placeholder that differs', () => {
    const en: MessageFile = {
      greeting: 'Hello {name}',
      left: 'Only English',
      nights: [
        {
          declarations: ['input count', 'local countPlural = count: plural'],
          selectors: ['countPlural'],
          match: { 'countPlural=one': '{count} night', 'countPlural=*': '{count} nights on {date}' },
        },
      ],
    };
    const de: MessageFile = {
      greeting: 'Hallo {nom}',
      nights: [
        {
          declarations: ['input count', 'local countPlural = count: plural'],
          selectors: ['countPlural'],
          match: { 'countPlural=one': '{count} Clubabend', 'countPlural=*': '{count} Clubabende' },
        },
      ],
      right: 'Nur Deutsch',
    };
    expect(differences({ en, de })).toEqual([
      'greeting: placeholders differ (en: {name}; de: {nom})',
      'left: missing in de.json',
      'nights: placeholders differ (en: {count, date}; de: {count})',
      'right: missing in en.json',
    ]);
  });

  it('speaks German when asked, and counts in both languages', () => {
    expect(associationMessages('de').title).toBe('Verband');
    expect(associationMessages('de').rootLoginLink('Lindenhof Squares', 'Doris Linden')).toBe(
      'Lindenhof Squares: als Doris Linden anmelden',
    );
    expect(catalog.association_root_login_mail_intro({ minutes: 1 }, { locale: 'en' })).toBe(
      'Use the link of the club you want to sign in to. Each works once, for 1 minute:',
    );
    expect(catalog.association_root_login_mail_intro({ minutes: 15 }, { locale: 'en' })).toBe(
      'Use the link of the club you want to sign in to. Each works once, for 15 minutes:',
    );
    expect(catalog.association_root_login_mail_intro({ minutes: 1 }, { locale: 'de' })).toBe(
      'Verwenden Sie den Link des Clubs, bei dem Sie sich anmelden möchten. Jeder funktioniert ein einziges Mal und ist 1 Minute gültig:',
    );
    expect(catalog.association_root_login_mail_intro({ minutes: 15 }, { locale: 'de' })).toBe(
      'Verwenden Sie den Link des Clubs, bei dem Sie sich anmelden möchten. Jeder funktioniert ein einziges Mal und ist 15 Minuten gültig:',
    );
  });
});
