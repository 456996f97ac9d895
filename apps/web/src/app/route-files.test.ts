import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import pageModulesSource from './page-modules.ts?raw';
import { pageModules } from './page-modules';
import routesSource from './routes.tsx?raw';
import mainSource from '../main.tsx?raw';
import clubEntrySource from './club-entry.ts?raw';
import adminSectionsSource from '../pages/admin/admin-sections.ts?raw';
import { ADMIN_SECTIONS } from '../pages/admin/admin-sections';
import adminIndexSource from '../pages/admin/admin-index-redirect.tsx?raw';
import settingsViewSource from '../features/admin-settings/components/admin-settings-view.tsx?raw';
import {
  ADMIN_SECTION_FILES,
  APP_FILE,
  needsSession,
  PLAIN_PAGE_FILES,
  PRELOAD_FILES,
  ROUTE_FILES,
  SECTION_FILES,
  SETTINGS_FORM_FILE,
  SHELL_FILE,
  SHELL_PAGE_FILES,
} from './route-files';

// The files page-modules.ts imports for each path, read from its source: import() targets cannot be asked at run time.
const importedPages = new Map(
  [...pageModulesSource.matchAll(/\[paths\.(\w+)\]: \(\) => import\('\.\.\/pages\/([\w-]+)'\)/g)].map((match) => [
    paths[match[1] as keyof typeof paths] as string,
    `src/pages/${match[2]}.tsx`,
  ]),
);

// The file each Admin section's entry imports (pages/admin/admin-sections.ts), read from its source likewise.
const importedSections = new Map(
  [...adminSectionsSource.matchAll(/path: paths\.(\w+),[^]*?import\('\.\/([\w-]+)'\)/g)].map((match) => [
    paths[match[1] as keyof typeof paths] as string,
    `src/pages/admin/${match[2]}.tsx`,
  ]),
);

// Issue 18: the preloads the server names for a route must be the files that route really loads.
describe('the route files the build preloads', () => {
  it('name the page each route imports, for every lazy page but the sign-in page', () => {
    expect(importedPages.size).toBe(Object.keys(pageModules).length);
    for (const [path, file] of importedPages)
      if (path !== paths.login) expect(ROUTE_FILES[path as keyof typeof ROUTE_FILES]?.at(-1), path).toBe(file);
  });

  it('load the app before any page of it, and nothing besides the entry for a first visit to /login', () => {
    expect(mainSource).toContain(`from './app/club-entry'`);
    expect(clubEntrySource).toContain(`import('./app-main')`);
    expect(clubEntrySource).toContain(`from './login-app'`);
    expect(APP_FILE).toBe('src/app/app-main.tsx');
    expect(ROUTE_FILES[paths.login]).toEqual([]);
    for (const [path, files] of Object.entries(ROUTE_FILES))
      if (path !== paths.login) expect(files?.[0], path).toBe(APP_FILE);
  });

  it('put the shell before every signed-in page, and not before the pages without it', () => {
    expect(routesSource).toContain(`import('./shell/app-layout')`);
    // The sidebar preloads pages from page-modules.ts: naming the shell there would fetch back into the shell.
    expect(pageModulesSource).not.toContain('shell/');
    expect(SHELL_FILE).toBe('src/app/shell/app-layout.tsx');
    for (const path of [paths.login, paths.swapAccept, paths.respond])
      expect(ROUTE_FILES[path]).not.toContain(SHELL_FILE);
    for (const path of [
      paths.dashboard,
      paths.members,
      paths.map,
      paths.currentSchedule,
      paths.nextSchedule,
      paths.myDuties,
      paths.admin,
    ]) {
      expect(ROUTE_FILES[path]?.[1], path).toBe(SHELL_FILE);
    }
  });

  it("let a signed-out visitor open the e-mailed links' pages, whose chunks the server then names to anyone", () => {
    expect(needsSession(paths.respond)).toBe(false);
    expect(needsSession(paths.swapAccept)).toBe(false);
    expect(needsSession(paths.login)).toBe(false);
    expect(needsSession(paths.admin)).toBe(true);
    expect(needsSession(paths.dashboard)).toBe(true);
  });

  it('tell the chunking which pages are inside the shell and which are not', () => {
    expect(SHELL_PAGE_FILES).toHaveLength(8);
    expect(SHELL_PAGE_FILES).toContain('src/pages/members-page.tsx');
    expect(PLAIN_PAGE_FILES.sort()).toEqual(['src/pages/respond-page.tsx', 'src/pages/swap-accept-page.tsx']);
  });

  // Decision 061: a deep link to an Admin section preloads what opening it loads.
  it('name each Admin section the file its entry imports, after the Admin page, for signed-in admins only', () => {
    const imported = [...importedSections];
    expect(imported).toHaveLength(ADMIN_SECTIONS.length);
    expect(Object.keys(ADMIN_SECTION_FILES).sort()).toEqual(ADMIN_SECTIONS.map((section) => section.path).sort());
    for (const [path, file] of imported) {
      const readsSettings = ADMIN_SECTIONS.find((section) => section.path === path)?.readsSettings;
      const form = readsSettings ? [SETTINGS_FORM_FILE] : [];
      expect(ADMIN_SECTION_FILES[path], path).toEqual([...ROUTE_FILES[paths.admin]!, file, ...form]);
      expect(needsSession(path), path).toBe(true);
    }
    // Decision 070: the chunking counts every section as a unit.
    expect([...SECTION_FILES].sort()).toEqual(imported.map(([, file]) => file).sort());
    expect(needsSession('/admin/no-such-section')).toBe(false);
  });

  it('name for /admin the files of the section it opens, so the redirect waits for no second round', () => {
    expect(adminIndexSource).toContain(': paths.adminClub;');
    expect(PRELOAD_FILES[paths.admin]).toEqual(ADMIN_SECTION_FILES[paths.adminClub]);
    for (const [path, files] of Object.entries(ADMIN_SECTION_FILES)) expect(PRELOAD_FILES[path], path).toEqual(files);
  });

  it("mark the sections whose cards edit the settings, which the Admin page asks for beside the section's code", () => {
    const sectionSources = import.meta.glob<string>('../pages/admin/*-section.tsx', {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    // The form those sections draw, a chunk the server names beside the section's own.
    expect(settingsViewSource).toContain(`import('./${SETTINGS_FORM_FILE.split('/').at(-1)!.replace('.tsx', '')}')`);
    for (const section of ADMIN_SECTIONS) {
      const source = sectionSources[`../${importedSections.get(section.path)?.replace(/^src\//, '')}`];
      expect(source, section.path).toBeDefined();
      expect(section.readsSettings, section.path).toBe(source!.includes('<AdminSettingsView'));
    }
  });
});
