import { describe, expect, it } from 'vitest';
import { acceptedLocale } from './accept-language.js';

describe('acceptedLocale (issue 29)', () => {
  it('picks the language the visitor prefers most among the catalog’s, by q-value', () => {
    expect(acceptedLocale('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(acceptedLocale('en;q=0.3, de-AT;q=0.7')).toBe('de');
    expect(acceptedLocale('fr-FR, en-GB;q=0.5, de;q=0.4')).toBe('en');
    expect(acceptedLocale('de;q=0, en')).toBe('en');
  });

  it('answers nothing when the visitor names none of them', () => {
    expect(acceptedLocale('fr, nl;q=0.5')).toBeUndefined();
    expect(acceptedLocale(undefined)).toBeUndefined();
    expect(acceptedLocale('')).toBeUndefined();
  });
});
