import { readFileSync } from 'node:fs';

/**
 * Issue 29 point 7: specs that tour the app in English and in German. A spec keeps its English texts exact and asks
 * here for the German: the German catalog's value of every key whose English is that text. A text no key holds yet
 * (a part of the app still to be converted) is still English on the German page, so it is looked for as it is.
 */
export type Language = 'en' | 'de';
export const LANGUAGES = ['en', 'de'] as const satisfies readonly Language[];

type Catalog = Record<string, unknown>;
const read = (language: Language): Catalog =>
  JSON.parse(readFileSync(new URL(`../../packages/shared/messages/${language}.json`, import.meta.url), 'utf8'));
const CATALOGS: Record<Language, Catalog> = { en: read('en'), de: read('de') };

/** A message's texts: a plain one, or each case of a plural or selector. */
function variants(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) =>
    entry && typeof entry === 'object' && 'match' in entry
      ? Object.values((entry as { match: Record<string, string> }).match)
      : [],
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A template's text with each `{parameter}` matching any text, or the pattern source `params` gives it. */
const templateSource = (template: string, params: Record<string, string> = {}) =>
  template.replace(/\{(\w+)\}|[^{]+|\{/g, (part, name?: string) =>
    name === undefined ? escape(part) : (params[name] ?? '.+?'),
  );

/** The texts in `language` of every key one of whose English texts is `english` (or passes the test). */
function translations(language: Language, english: string | ((text: string) => boolean)): string[] {
  const matches = typeof english === 'string' ? (text: string) => text === english : english;
  const found = new Set<string>();
  for (const [key, value] of Object.entries(CATALOGS.en)) {
    if (!variants(value).some(matches)) continue;
    for (const text of variants(CATALOGS[language][key])) found.add(text);
  }
  return [...found];
}

export type Words = {
  language: Language;
  /**
   * `english` in this language, for a locator's name or text: English as it is; German the catalog's text, or a
   * pattern matching each when keys sharing this English differ in German; English still when no key holds it yet.
   */
  t(english: string): string | RegExp;
  /**
   * Like `t`, but German also takes the English: for a text of a part of the app other hands are putting into the
   * catalog now, whose German the spec must not depend on (it waits by it, it does not assert its language).
   */
  either(english: string): string | RegExp;
  /** Like `format`, exactly, German also taking the English filled in. */
  eitherFormat(template: string, params: Record<string, string | number>): string | RegExp;
  /** Like `pattern`, German also taking the English pattern. */
  eitherPattern(englishPattern: RegExp): RegExp;
  /** Like `t`, always one string (the first key's German): for texts that are part of a larger pattern. */
  one(english: string): string;
  /**
   * A text with parameters: in English `englishPattern` as the spec wrote it (`/^Showing \d+ of \d+ members/`); in
   * German a pattern, from the text's start, of the German of every key whose English matches it once each parameter
   * reads 7 (or 1), each parameter matching any text. English's pattern still when no key matches yet.
   */
  pattern(englishPattern: RegExp): RegExp;
  /**
   * The pattern of the text of the key whose English is `template` (`Edit {date}`), from its start, each parameter
   * matching any text or the pattern source `params` gives it (`{ date: '.*\\d{4}' }`); the English's when none is.
   */
  templated(template: string, params?: Record<string, string>): RegExp;
  /** The text of the key whose English is `template`, its parameters filled in; the English filled in when none is. */
  format(template: string, params: Record<string, string | number>): string;
};

export function words(language: Language): Words {
  return {
    language,
    t(english) {
      if (language === 'en') return english;
      const found = translations(language, english);
      if (found.length === 0) return english;
      if (found.length === 1) return found[0]!;
      return new RegExp(`^(?:${found.map(escape).join('|')})$`);
    },
    either(english) {
      if (language === 'en') return english;
      const found = translations(language, english).filter((text) => text !== english);
      return found.length === 0 ? english : new RegExp(`^(?:${[...found, english].map(escape).join('|')})$`);
    },
    eitherFormat(template, params) {
      const english = words('en').format(template, params);
      const german = this.format(template, params);
      return german === english ? english : new RegExp(`^(?:${escape(german)}|${escape(english)})$`);
    },
    eitherPattern(englishPattern) {
      if (language === 'en') return englishPattern;
      const german = this.pattern(englishPattern);
      return german === englishPattern ? englishPattern : new RegExp(`${german.source}|${englishPattern.source}`);
    },
    one(english) {
      return language === 'en' ? english : (translations(language, english)[0] ?? english);
    },
    pattern(englishPattern) {
      if (language === 'en') return englishPattern;
      const found = translations(language, (text) =>
        ['7', '1'].some((sample) => englishPattern.test(text.replace(/\{\w+\}/g, sample))),
      );
      if (found.length === 0) return englishPattern;
      return new RegExp(`^(?:${found.map((text) => templateSource(text)).join('|')})`);
    },
    templated(template, params) {
      const found = language === 'en' ? [] : translations(language, template);
      return new RegExp(
        `^(?:${(found.length === 0 ? [template] : found).map((text) => templateSource(text, params)).join('|')})`,
      );
    },
    format(template, params) {
      const text = language === 'en' ? template : (translations(language, template)[0] ?? template);
      return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));
    },
  };
}

/** `english` in any of the languages, exactly: for a page whose language a spec does not set (the login page). */
export const anyLanguage = (english: string): RegExp =>
  new RegExp(`^(?:${LANGUAGES.map((language) => escape(words(language).one(english))).join('|')})$`);
