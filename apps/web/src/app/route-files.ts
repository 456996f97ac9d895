// With its extension: vite.config.ts loads this file through Node's module loader too.
import { type AppPath, paths } from '../config/paths.js';

// Issue 18: the source files each route needs besides the entry, relative to apps/web. The build turns them into
// the chunks the server names as preloads in the page it sends for that route (vite.config.ts), and the benchmarks
// measure them. page-modules.ts imports the same files; route-files.test.ts keeps the two in step.
export const SHELL_FILE = 'src/app/shell/app-layout.tsx';
const page = (name: string) => `src/pages/${name}-page.tsx`;

export const ROUTE_FILES: Partial<Record<AppPath, readonly string[]>> = {
  // The root opens the dashboard (SPEC §2).
  [paths.root]: [SHELL_FILE, page('dashboard')],
  [paths.login]: [page('login')],
  [paths.swapAccept]: [page('swap-accept')],
  [paths.dashboard]: [SHELL_FILE, page('dashboard')],
  [paths.members]: [SHELL_FILE, page('members')],
  [paths.map]: [SHELL_FILE, page('map')],
  [paths.currentSchedule]: [SHELL_FILE, page('current-schedule')],
  [paths.nextSchedule]: [SHELL_FILE, page('next-schedule')],
  [paths.myDuties]: [SHELL_FILE, page('my-duties')],
  [paths.admin]: [SHELL_FILE, page('admin')],
};
