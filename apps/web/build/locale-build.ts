import type { Plugin, UserConfig } from 'vite';
// The compiled catalog's runtime itself: Vite loads its configuration with Node, which cannot run the shared package's
// TypeScript entry.
import { baseLocale as BASE_LOCALE, isLocale, type Locale } from '../../../packages/shared/src/paraglide/runtime.js';
import {
  com_app_loading as appLoading,
  com_app_needs_javascript as appNeedsJavaScript,
} from '../../../packages/shared/src/paraglide/messages.js';

/**
 * Issue 29 point 8 (decision 092): the app is built once for each language, `vite build --mode <locale>` (the base
 * language's is the default mode's), into the same dist/. Each build fixes the catalog's locale, so its chunks carry
 * that language's messages and no other's; chunks without messages come out byte for byte the same and share a file.
 * The base language's build keeps the plain names (index.html, .vite/manifest.json) and empties dist/ first; another
 * language's names carry it (index.de.html, .vite/manifest.de.json), which the server picks by its reader.
 */
export function localeBuildOf(mode: string): Locale {
  return isLocale(mode) ? mode : BASE_LOCALE;
}

/** `index.html` as the build for `locale` names it; `.vite/route-preloads.json` and the manifest likewise. */
export function localeFileName(fileName: string, locale: Locale): string {
  if (locale === BASE_LOCALE) return fileName;
  return fileName.replace(/\.(html|json)$/, `.${locale}.$1`);
}

/** What index.html says itself before any script arrives (issue 18), in its source's English. */
const PAGE_TEXTS = [appLoading, appNeedsJavaScript];

/**
 * index.html with its own texts in `locale`: a browser shows them before any script has run, so they are written into
 * each language's page. A text the page no longer holds fails the build rather than stay English.
 */
export function pageInLocale(html: string, locale: Locale): string {
  return PAGE_TEXTS.reduce((page, message) => {
    const english = message({}, { locale: BASE_LOCALE });
    if (!page.includes(english)) throw new Error(`index.html no longer says "${english}"`);
    return page.replace(english, () => message({}, { locale }));
  }, html);
}

/** Writes the page's own texts in the build's language and renames the page: Vite names it after its source. */
function localePage(locale: Locale): Plugin {
  return {
    name: 'club:locale-page',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: (html) => pageInLocale(html, locale),
    generateBundle: {
      // After Vite's own HTML plugin has put the page into the bundle.
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset' || locale === BASE_LOCALE) return;
        delete bundle['index.html'];
        this.emitFile({ type: 'asset', fileName: localeFileName('index.html', locale), source: page.source });
      },
    },
  };
}

/** What a language's build changes in the configuration; nothing outside `vite build`, whose app speaks every language. */
export function localeBuild(locale: Locale): Pick<UserConfig, 'define'> & { plugins: Plugin[]; emptyOutDir: boolean } {
  return {
    // The catalog's messages read this (packages/shared `catalog` task: --experimental-static-locale).
    define: { 'globalThis.__PARAGLIDE_STATIC_LOCALE__': JSON.stringify(locale) },
    plugins: [localePage(locale)],
    emptyOutDir: locale === BASE_LOCALE,
  };
}
