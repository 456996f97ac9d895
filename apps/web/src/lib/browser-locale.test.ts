import { describe, expect, it } from 'vitest';
import { browserLocale } from './browser-locale';

describe('browserLocale (issue 29)', () => {
  it('takes the first of the browser’s languages the app speaks, by its primary subtag', () => {
    expect(browserLocale(['de-AT', 'en-US'])).toBe('de');
    expect(browserLocale(['fr-FR', 'DE', 'en'])).toBe('de');
    expect(browserLocale(['en-GB', 'de'])).toBe('en');
  });

  it('falls back to English when it speaks none of them', () => {
    expect(browserLocale(['fr', 'nl-BE'])).toBe('en');
    expect(browserLocale([])).toBe('en');
  });
});
