import fp from 'fastify-plugin';
import { BASE_LOCALE } from '@club/shared';
import { requestLocale } from '../lib/reader-locale.js';
import { clubLocales } from '../modules/settings/club-locales.js';

/**
 * Issue 29: the language each request is answered in, once the caller is known (plugins/auth.ts): what the
 * services' answers, the errors and the pages are written in. A club's language that cannot be read (the database
 * out of reach) is English, so the 503 still answers.
 */
export const readerLocalePlugin = fp(
  (app, _options, done) => {
    app.decorateRequest('locale', BASE_LOCALE);
    const locales = clubLocales(app.database);
    app.addHook('onClose', (_app, closed) => {
      locales.stop();
      closed();
    });
    app.addHook('onRequest', async (request) => {
      const clubLocale = request.club ? await locales.of(request.club.id).catch(() => BASE_LOCALE) : BASE_LOCALE;
      request.locale = requestLocale(request, clubLocale);
    });
    done();
  },
  { name: 'reader-locale', dependencies: ['auth', 'db'] },
);
