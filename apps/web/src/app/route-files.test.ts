import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import pageModulesSource from './page-modules.ts?raw';
import { pageModules } from './page-modules';
import { ROUTE_FILES, SHELL_FILE } from './route-files';

// The files page-modules.ts imports for each path, read from its source: import() targets cannot be asked at run time.
const importedPages = new Map(
  [...pageModulesSource.matchAll(/\[paths\.(\w+)\]: \(\) => import\('\.\.\/pages\/([\w-]+)'\)/g)].map((match) => [
    paths[match[1] as keyof typeof paths] as string,
    `src/pages/${match[2]}.tsx`,
  ]),
);

// Issue 18: the preloads the server names for a route must be the files that route really loads.
describe('the route files the build preloads', () => {
  it('name the page each route imports, for every lazy page', () => {
    expect(importedPages.size).toBe(Object.keys(pageModules).length);
    for (const [path, file] of importedPages)
      expect(ROUTE_FILES[path as keyof typeof ROUTE_FILES]?.at(-1), path).toBe(file);
  });

  it('put the shell before every signed-in page, and not before the pages without it', () => {
    expect(pageModulesSource).toContain(`import('./shell/app-layout')`);
    expect(SHELL_FILE).toBe('src/app/shell/app-layout.tsx');
    for (const path of [paths.login, paths.swapAccept]) expect(ROUTE_FILES[path]).not.toContain(SHELL_FILE);
    for (const path of [
      paths.dashboard,
      paths.members,
      paths.map,
      paths.currentSchedule,
      paths.nextSchedule,
      paths.myDuties,
      paths.admin,
    ]) {
      expect(ROUTE_FILES[path]?.[0], path).toBe(SHELL_FILE);
    }
  });
});
