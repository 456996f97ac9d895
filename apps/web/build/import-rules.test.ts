import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The web app's rules of .dependency-cruiser.cjs against small trees that mirror the real paths: each rule fails on
// its violation and passes the same tree without it, so a rule that stopped matching (a moved folder) fails here. The
// server's rules have theirs in apps/server/test/architecture-rules.test.ts.

const REPO = path.resolve(import.meta.dirname, '../../..');
const SRC = 'apps/web/src/';
const TS_CONFIG = path.join(REPO, 'tsconfig.base.json');

/** Files under apps/web/src and what each imports; `lazy:` marks an import() that loads on demand. */
type Tree = Record<string, string[]>;

let scratch: string;
let trees = 0;
beforeAll(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'club-web-imports-'));
});
afterAll(async () => {
  await fs.rm(scratch, { recursive: true, force: true });
});

const statement = (specifier: string) =>
  specifier.startsWith('lazy:') ? `void import('${specifier.slice(5)}');` : `import '${specifier}';`;

/** Writes the tree into a folder of its own and cruises it with the project's config, as `npm run lint` does. */
async function violations(tree: Tree): Promise<string[]> {
  const base = path.join(scratch, String(trees++));
  for (const [file, imports] of Object.entries(tree)) {
    const target = path.join(base, SRC, file);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, [...imports.map(statement), 'export {};', ''].join('\n'));
  }
  const options = await extractDepcruiseOptions(path.join(REPO, '.dependency-cruiser.cjs'));
  const result = await cruise(
    ['apps'],
    { ...options, baseDir: base, tsConfig: { fileName: TS_CONFIG } },
    {},
    { tsConfig: extractTSConfig(TS_CONFIG) },
  );
  if (typeof result.output === 'string') throw new Error('dependency-cruiser answered a report instead of a result');
  return result.output.summary.violations
    .map((found) => `${found.rule.name}: ${found.from.replace(SRC, '')} → ${found.to.replace(SRC, '')}`)
    .sort();
}

/** One import from `from` to `to`, both paths under apps/web/src. */
const importOf = (from: string, to: string): Tree => ({
  [from]: [
    path
      .relative(path.dirname(from), to)
      .replace(/\.tsx?$/, '')
      .replace(/^(?!\.)/, './'),
  ],
  [to]: [],
});

describe('the rota and the other features', () => {
  const rota: Tree = {
    'features/rota/night/hooks/use-my-duties.ts': ['../../../../lib/trpc'],
    'lib/trpc.ts': [],
    'components/query-state.tsx': [],
    'features/rota/plan/components/schedule.tsx': [
      '../../night/hooks/use-my-duties',
      '../../../../components/query-state',
    ],
    'features/rota/answers/components/night-answer.tsx': ['../../availability/components/cant-serve-dialog'],
    'features/rota/availability/components/cant-serve-dialog.tsx': ['../../swaps/components/ask-swap'],
    'features/rota/swaps/components/ask-swap.tsx': ['../../night/hooks/use-my-duties'],
    'features/dashboard/components/overview.tsx': ['../../../lib/trpc'],
    'pages/dashboard-page.tsx': [
      '../features/dashboard/components/overview',
      '../features/rota/plan/components/schedule',
    ],
  };

  it('passes features on the core, the app and their own folder, the chain answers → availability → swaps, and pages composing them', async () => {
    expect(await violations(rota)).toEqual([]);
  });

  it.each([
    ['features-stay-apart', 'features/dashboard/components/card.tsx', 'features/rota/night/hooks/use-my-duties.ts'],
    ['features-stay-apart', 'features/dashboard/components/card.tsx', 'features/members/utils/names.ts'],
    ['web-rota-imports-no-other-feature', 'features/rota/plan/utils/names.ts', 'features/members/utils/names.ts'],
    ['web-rota-night-is-the-core', 'features/rota/night/components/name.tsx', 'features/rota/plan/utils/dates.ts'],
    [
      'web-rota-features-stay-apart',
      'features/rota/plan/components/cards.tsx',
      'features/rota/cancel/components/button.tsx',
    ],
    [
      'web-rota-features-stay-apart',
      'features/rota/swaps/components/list.tsx',
      'features/rota/availability/hooks/use-away.ts',
    ],
    [
      'web-rota-features-stay-apart',
      'features/rota/feeds/components/card.test.tsx',
      'features/rota/plan/components/cards.tsx',
    ],
    [
      'web-rota-answers-takes-only-availability',
      'features/rota/answers/components/x.tsx',
      'features/rota/swaps/components/ask.tsx',
    ],
    [
      'web-rota-availability-takes-only-swaps',
      'features/rota/availability/components/list.tsx',
      'features/rota/answers/components/answer.tsx',
    ],
  ])('fails with %s on %s importing %s', async (rule, from, to) => {
    expect(await violations(importOf(from, to))).toEqual([`${rule}: ${from} → ${to}`]);
  });
});

describe('web-no-lazy-circle', () => {
  const registry: Tree = {
    'app/page-modules.ts': ['lazy:../pages/my-page'],
    'pages/my-page.tsx': [],
    'app/routes.tsx': ['./page-modules', 'lazy:./shell/app-layout'],
    'app/shell/app-layout.tsx': ['./sidebar'],
    'app/shell/sidebar.tsx': ['../page-modules'],
  };

  it('passes a shell that preloads pages from a registry which does not fetch the shell', async () => {
    expect(await violations(registry)).toEqual([]);
  });

  it('fails on a circle through a lazy import()', async () => {
    const circle = { ...registry, 'app/page-modules.ts': ['lazy:../pages/my-page', 'lazy:./shell/app-layout'] };
    expect(await violations(circle)).toContain('web-no-lazy-circle: app/page-modules.ts → app/shell/app-layout.tsx');
  });
});
