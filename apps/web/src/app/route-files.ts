// With its extension: vite.config.ts loads this file through Node's module loader too.
import { type AppPath, paths } from '../config/paths.js';

// Issue 18: the source files each route needs besides the entry, relative to apps/web. The build turns them into
// the chunks the server names as preloads in the page it sends for that route (vite.config.ts), and the benchmarks
// measure them. page-modules.ts (the pages) and routes.tsx (the shell) import the same files; route-files.test.ts
// keeps them in step.
export const SHELL_FILE = 'src/app/shell/app-layout.tsx';
/** The app proper, which main.tsx fetches for every page but a first visit to /login. */
export const APP_FILE = 'src/app/app-main.tsx';
/** Issue 28: the deployment's own pages (/association, the root's /login), which main.tsx starts instead of a club's. */
export const DEPLOYMENT_APP_FILE = 'src/app/deployment-app.tsx';

const page = (name: string) => `src/pages/${name}-page.tsx`;

/** The page the root and a sign-in open (SPEC §2), which the chunking keeps lightest (build/route-chunks.ts). */
export const LANDING_PAGE_FILE = page('dashboard');

export const ROUTE_FILES: Partial<Record<AppPath, readonly string[]>> = {
  // The root opens the dashboard (SPEC §2).
  [paths.root]: [APP_FILE, SHELL_FILE, LANDING_PAGE_FILE],
  // A first visit to /login needs nothing but the entry: main.tsx holds the sign-in page on its own (app/login-app.tsx).
  [paths.login]: [],
  [paths.swapAccept]: [APP_FILE, page('swap-accept')],
  [paths.respond]: [APP_FILE, page('respond')],
  [paths.dashboard]: [APP_FILE, SHELL_FILE, LANDING_PAGE_FILE],
  [paths.members]: [APP_FILE, SHELL_FILE, page('members')],
  [paths.map]: [APP_FILE, SHELL_FILE, page('map')],
  [paths.currentSchedule]: [APP_FILE, SHELL_FILE, page('current-schedule')],
  [paths.nextSchedule]: [APP_FILE, SHELL_FILE, page('next-schedule')],
  [paths.myDuties]: [APP_FILE, SHELL_FILE, page('my-duties')],
  [paths.myDetails]: [APP_FILE, SHELL_FILE, page('my-details')],
  [paths.admin]: [APP_FILE, SHELL_FILE, page('admin')],
};

/** The form a settings section draws once the settings have arrived, a chunk of its own (admin-settings-view.tsx). */
export const SETTINGS_FORM_FILE = 'src/features/admin-settings/components/admin-settings-form.tsx';

const sectionFile = (name: string) => `src/pages/admin/${name}-section.tsx`;

const adminSection = (name: string, { readsSettings = false } = {}) => [
  APP_FILE,
  SHELL_FILE,
  page('admin'),
  sectionFile(name),
  ...(readsSettings ? [SETTINGS_FORM_FILE] : []),
];

/**
 * Decision 061: a deep link to an Admin section (or its reload) preloads the Admin page and that section's own chunk,
 * and for a section of settings the form it draws.
 * Apart from ROUTE_FILES, whose routes are pages: the chunking and the benchmarks count pages, and a section is not one.
 * route-files.test.ts keeps these in step with the sections' imports in pages/admin/admin-sections.ts.
 */
export const ADMIN_SECTION_FILES: Record<string, readonly string[]> = {
  [paths.adminClub]: adminSection('club', { readsSettings: true }),
  [paths.adminEmail]: adminSection('email', { readsSettings: true }),
  [paths.adminRota]: adminSection('rota'),
  [paths.adminMembers]: adminSection('members'),
  [paths.adminMaintenance]: adminSection('maintenance', { readsSettings: true }),
  [paths.adminAudit]: adminSection('audit'),
};

/** The sections' own files, each a unit of the chunking (build/route-chunks.ts), as a page is. */
export const SECTION_FILES = ['club', 'email', 'rota', 'members', 'maintenance', 'audit'].map(sectionFile);

/**
 * What the server names as preloads for each route: a page's files, a section's, and for /admin those of the section
 * it opens (decision 061), so the redirect does not wait for a second round of fetching.
 */
export const PRELOAD_FILES: Record<string, readonly string[]> = {
  ...ROUTE_FILES,
  ...ADMIN_SECTION_FILES,
  [paths.admin]: adminSection('club', { readsSettings: true }),
};

const pagesWhere = (shown: (files: readonly string[]) => boolean) => [
  ...new Set(
    Object.values(ROUTE_FILES)
      .filter((files) => files.length > 0 && shown(files))
      .map((files) => files.at(-1) ?? ''),
  ),
];
/** The pages shown inside the signed-in shell, and those shown without it (decision 042 chunks them apart). */
export const SHELL_PAGE_FILES = pagesWhere((files) => files.includes(SHELL_FILE));
export const PLAIN_PAGE_FILES = pagesWhere((files) => !files.includes(SHELL_FILE));

/**
 * The routes a signed-out visitor may open; every other route of ROUTE_FILES sends them to the sign-in page. The
 * e-mailed links' pages sign the member in themselves (routes.tsx), so the server names their chunks to anyone: issue
 * 26 found the answer link's page fetched its chunks one after another for a member not yet signed in.
 */
export const OPEN_ROUTES: readonly AppPath[] = [paths.login, paths.swapAccept, paths.respond];

/**
 * Whether a route of the app, an Admin section included, needs someone signed in (SPEC §2); unknown paths show the
 * app's 'Page Not Found'.
 */
export const needsSession = (route: string): boolean =>
  route in ADMIN_SECTION_FILES || (route in ROUTE_FILES && !(OPEN_ROUTES as readonly string[]).includes(route));
