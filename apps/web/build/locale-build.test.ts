import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@club/shared/plain';
import indexHtml from '../index.html?raw';
import { pageInLocale } from './locale-build';

// Issue 29 (decision 092): what the page says before any script runs is in the language of its build.
describe("each language's index.html", () => {
  it('says the loading and no-JavaScript texts in German in the German page', () => {
    const german = pageInLocale(indexHtml, 'de');
    expect(german).toContain('<p class="boot-text">Die Club-App wird geladen …</p>');
    expect(german).toContain(
      'Die Club-App benötigt JavaScript. Bitte schalten Sie es in Ihrem Browser ein und laden Sie die Seite neu.',
    );
    expect(german).not.toContain(MESSAGES.appLoading);
    expect(german).not.toContain(MESSAGES.appNeedsJavaScript);
  });

  it('leaves the English page as it is written', () => {
    expect(pageInLocale(indexHtml, 'en')).toBe(indexHtml);
  });

  it('fails the build when the page no longer holds a text it translates', () => {
    expect(() => pageInLocale('<p class="boot-text">Loading…</p>', 'de')).toThrow(MESSAGES.appLoading);
  });
});
