import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { SESSION_COOKIE } from '../modules/auth/session-cookie.js';
import { requestClub } from '../lib/club-address.js';
import { brandedPages, namePage } from '../modules/settings/club-page.js';
import { type DeploymentPage, deploymentPageOf } from './clubs.js';
import { errorBody } from '../rest/envelope.js';
import { ASSOCIATION_MESSAGES, BASE_LOCALE, commonMessages, type Locale, LOCALES } from '@club/shared';

/** apps/web/dist, found from the source tree and from the built bundle alike. */
export function findWebDist(from = path.dirname(fileURLToPath(import.meta.url))): string | undefined {
  let current = from;
  for (;;) {
    const candidate = path.join(current, 'apps', 'web', 'dist');
    if (existsSync(path.join(candidate, 'index.html'))) return candidate;
    const parent = path.dirname(current);
    if (parent === current) return undefined;
    current = parent;
  }
}

/** Vite puts a content hash in every name under assets/, so such a file never changes under its name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (the page, the favicon) is checked with the server on each use, so a new build shows at once. */
const REVALIDATE = 'no-cache';

/** The build's list of what each route's page should fetch at once (apps/web/build/route-preloads.ts). */
type RoutePreloads = Record<string, { js: string[]; css: string[]; needsSession?: boolean }>;

/**
 * Issue 18: the page for a route names that route's chunks and style sheets, so the browser fetches them while the
 * entry script arrives instead of after it has run. Paths are relative, like the build's own, under the <base>.
 */
function withPreloads(html: string, preload: RoutePreloads[string] | undefined): string {
  if (!preload) return html;
  const links = [
    ...preload.js.map((file) => `<link rel="modulepreload" crossorigin href="./${file}">`),
    ...preload.css.map((file) => `<link rel="preload" as="style" crossorigin href="./${file}">`),
  ];
  return html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
}

function readRoutePreloads(file: string): RoutePreloads {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RoutePreloads) : {};
}

/** A file of the build for `locale` (apps/web/build/locale-build.ts): the base language's has the plain name. */
const localeFile = (webDist: string, fileName: string, locale: Locale) =>
  path.join(webDist, locale === BASE_LOCALE ? fileName : fileName.replace(/\.(html|json)$/, `.${locale}.$1`));

type WebBuild = { indexHtml: string; pagesByRoute: Map<string, { html: string; needsSession: boolean }> };

/**
 * Issue 29 point 8 (decision 092): the page of each language's build, whose chunks carry that language's messages
 * only, with its <base> for this server and each route's preloads. A language the build has no page for is served
 * the base language's, which speaks every language.
 */
function readWebBuilds(webDist: string, basePath: string): Map<Locale, WebBuild> {
  const builds = new Map<Locale, WebBuild>();
  for (const locale of LOCALES) {
    const page = localeFile(webDist, 'index.html', locale);
    if (!existsSync(page)) continue;
    const indexHtml = readFileSync(page, 'utf8').replace(/<base href="[^"]*"\s*\/?>/, `<base href="${basePath}/" />`);
    const pagesByRoute = new Map<string, { html: string; needsSession: boolean }>();
    for (const [route, preload] of Object.entries(
      readRoutePreloads(localeFile(webDist, '.vite/route-preloads.json', locale)),
    ))
      pagesByRoute.set(route, { html: withPreloads(indexHtml, preload), needsSession: preload.needsSession ?? false });
    builds.set(locale, { indexHtml, pagesByRoute });
  }
  return builds;
}

const DEPLOYMENT_TITLES: Record<DeploymentPage, string> = {
  association: ASSOCIATION_MESSAGES.title,
  login: ASSOCIATION_MESSAGES.deploymentName,
};

/** A page of the deployment: its own title, and `<meta name="deployment-page">` naming it for the entry script. */
const deploymentHtml = (html: string, page: DeploymentPage) =>
  namePage(html, DEPLOYMENT_TITLES[page]).replace(
    '</head>',
    () => `  <meta name="deployment-page" content="${page}" />\n  </head>`,
  );

/**
 * Issue 29: the page names the visitor's language (lib/reader-locale.ts): a signed-in member's by their session (the
 * auth plugin reads it for a page too), a visitor's by their browser, else the club's.
 */
const inLanguage = (html: string, locale: Locale) =>
  html.replace(/<html(?:\s+lang="[^"]*")?/, `<html lang="${locale}"`);

/** Where an e-mailed login link (/login?token=…) leads once checked: the dashboard (SPEC §4). */
const LOGIN_LINK_TARGET = '/dashboard';

/**
 * Issue 26: a login link ends on the dashboard, a good one by signing in and a used one opened where a session still
 * works by keeping it, so the dashboard's chunks come while the link is checked rather than after (a used link took
 * 2.6 s on a laptop to reach the dashboard). Only a refused link without a session stays, and fetched them for nothing.
 */
const isLoginLink = (route: string, query: unknown): boolean =>
  route === '/login' && typeof (query as Record<string, unknown> | undefined)?.token === 'string';

/**
 * Serves the built web app under the base path with a single-page-app fallback. The page is built with relative
 * asset URLs; the <base> tag written here makes them resolve under {base}/ from any route. The build writes a
 * brotli and a gzip copy beside every text file, sent by Accept-Encoding (issue 18).
 */
export const staticPlugin = fp<{ webDist?: string }>(
  async (app, options) => {
    const { basePath } = app.config;
    const apiPrefix = `${basePath}/api`;
    const webDist = options.webDist ?? findWebDist();
    if (!webDist) {
      app.log.warn('The web app is not built (apps/web/dist is missing); only the API is served. Run npm run build.');
    }
    const builds = webDist ? readWebBuilds(webDist, basePath) : new Map<Locale, WebBuild>();
    const baseBuild = builds.get(BASE_LOCALE);
    const assetsDir = webDist ? `${path.join(webDist, 'assets')}${path.sep}` : undefined;

    // Issue 26: the loading screen and the tab name the club before any script runs.
    const branded = brandedPages(app.database);
    app.addHook('onClose', (_app, done) => {
      branded.stop();
      done();
    });

    if (webDist) {
      await app.register(fastifyStatic, {
        root: webDist,
        prefix: `${basePath}/`,
        index: false,
        // A route for each file of the build rather than a wildcard under {base}/: a wildcard also took {base}/api/…
        // paths the API's router had refused (a path part over its limit is a 414, decision 058) and made them 404s.
        // The build does not change while the server runs, and its compressed copies are found beside each file.
        wildcard: false,
        globIgnore: ['**/*.br', '**/*.gz'],
        preCompressed: true,
        // send's own `max-age=0` would override the header set below.
        cacheControl: false,
        // A folder, {base}/ itself above all, is a page of the app rather than a file, and index.html needs its <base>
        // rewritten: the fallback below serves both.
        allowedPath: (pathName) => !pathName.endsWith('/') && pathName !== '/index.html',
        setHeaders(res, filePath) {
          res.setHeader('Cache-Control', assetsDir && filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
          // The same URL answers brotli, gzip or plain bytes by Accept-Encoding: a shared cache must keep them apart.
          res.setHeader('Vary', 'Accept-Encoding');
        },
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const pathOnly = request.url.split('?')[0] ?? '';
      const isApi = pathOnly === apiPrefix || pathOnly.startsWith(`${apiPrefix}/`);
      // SPEC §2: every page sits under {base}; outside it there is no app to show, only a 404.
      const isUnderBase = basePath === '' || pathOnly === basePath || pathOnly.startsWith(`${basePath}/`);
      // A file of another build (a tab open across a deploy asks for its old chunks) is missing, not a page: the page's
      // HTML sent as a script only hides why the import failed.
      const isAsset = pathOnly.startsWith(`${basePath}/assets/`);
      if (isApi || isAsset || !isUnderBase || !baseBuild || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply
          .code(404)
          .send(errorBody(`${commonMessages(request.locale).notFound}: ${request.method} ${pathOnly}`));
      }
      // Every other page is a route of the web app; it shows 'Page Not Found' itself for unknown ones (SPEC §2).
      const route = pathOnly.slice(basePath.length).replace(/\/$/, '') || '/';
      const { locale } = request;
      const { indexHtml, pagesByRoute } = builds.get(locale) ?? baseBuild;
      const page = pagesByRoute.get(isLoginLink(route, request.query) ? LOGIN_LINK_TARGET : route);
      // Issue 18: without a session the web app's first script sends a protected page's visitor to the sign-in page,
      // so that page's chunks (the whole signed-in app) would be fetched for nothing. A login link signs in first.
      const withRoutePreloads =
        page && (!page.needsSession || Boolean(request.cookies[SESSION_COOKIE]) || isLoginLink(route, request.query));
      const html = withRoutePreloads ? page.html : indexHtml;
      // Issue 28: a page of the deployment belongs to no club, so it names none; its entry script reads which it is.
      const deploymentPage = request.club ? undefined : deploymentPageOf(request, basePath);
      // The same address answers each visitor's language, a signed-in member's by their session: a shared cache must
      // keep them apart.
      reply.header('Vary', 'Accept-Language, Cookie');
      if (deploymentPage) {
        return reply
          .code(200)
          .header('Cache-Control', REVALIDATE)
          .type('text/html; charset=utf-8')
          .send(inLanguage(deploymentHtml(indexHtml, deploymentPage), locale));
      }
      // Issue 28: a club of many is under its own path; the page's addresses are read against it.
      const clubHtml =
        request.clubBase === basePath
          ? html
          : html.replace(`<base href="${basePath}/" />`, `<base href="${request.clubBase}/" />`);
      return reply
        .code(200)
        .header('Cache-Control', REVALIDATE)
        .type('text/html; charset=utf-8')
        .send(inLanguage(await branded.page(requestClub(request).id, clubHtml), locale));
    });
  },
  { name: 'static' },
);
