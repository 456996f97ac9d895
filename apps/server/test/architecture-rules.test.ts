import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The rules of `npm run lint` against small trees that mirror the real paths: each rule must fail on its violation and
// pass the same tree without it, so a rule that stopped matching (a moved folder, a mistyped path) fails here.

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const SRC = 'apps/server/src/';
const TS_CONFIG = path.join(REPO, 'tsconfig.base.json');

/**
 * Files under apps/server/src and what each imports, e.g. `{ 'modules/a/a.ts': ['../b/b.js'] }`; `type ../b/b.js`
 * imports only types.
 */
type Tree = Record<string, string[]>;

let scratch: string;
let trees = 0;
beforeAll(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'club-architecture-'));
});
afterAll(async () => {
  await fs.rm(scratch, { recursive: true, force: true });
});

/** Writes the tree into a folder of its own and cruises it with one of the project's configs, as `npm run lint` does. */
async function violations(config: string, tree: Tree): Promise<string[]> {
  const base = path.join(scratch, String(trees++));
  for (const [file, imports] of Object.entries(tree)) {
    const target = path.join(base, SRC, file);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const lines = imports.map((specifier, index) =>
      specifier.startsWith('type ')
        ? `import type * as imported${index} from '${specifier.slice('type '.length)}';`
        : `import '${specifier}';`,
    );
    await fs.writeFile(target, [...lines, 'export {};', ''].join('\n'));
  }
  const options = await extractDepcruiseOptions(path.join(REPO, config));
  const result = await cruise(
    ['apps'],
    { ...options, baseDir: base, tsConfig: { fileName: TS_CONFIG } },
    {},
    { tsConfig: extractTSConfig(TS_CONFIG) },
  );
  if (typeof result.output === 'string') throw new Error('dependency-cruiser answered a report instead of a result');
  return result.output.summary.violations.map(
    (found) => `${found.rule.name}: ${found.from.replace(SRC, '')} → ${found.to.replace(SRC, '')}`,
  );
}

const MODULE_FOLDERS = '.dependency-cruiser-module-folders.cjs';
const BOUNDARIES = '.dependency-cruiser.cjs';

describe('no-module-folder-cycle', () => {
  it('fails on two module folders that import each other, though no single file is in a circle', async () => {
    const oneWay: Tree = { 'modules/a/a.ts': ['../b/b.js'], 'modules/b/b.ts': [], 'modules/a/a2.ts': [] };
    expect(await violations(MODULE_FOLDERS, oneWay)).toEqual([]);
    expect(await violations(MODULE_FOLDERS, { ...oneWay, 'modules/b/b2.ts': ['../a/a2.js'] })).toEqual(
      expect.arrayContaining([
        'no-module-folder-cycle: modules/a → modules/b',
        'no-module-folder-cycle: modules/b → modules/a',
      ]),
    );
  });

  it('fails on a longer circle, also through a rota folder', async () => {
    const open: Tree = {
      'modules/users/users.ts': ['../rota/night/night.js'],
      'modules/rota/night/night.ts': [],
      'modules/rota/plan/plan.ts': ['../../users/users.js'],
    };
    expect(await violations(MODULE_FOLDERS, open)).toEqual([]);
    const closed = { ...open, 'modules/rota/night/slots.ts': ['../plan/plan.js'] };
    expect(await violations(MODULE_FOLDERS, closed)).toContain(
      'no-module-folder-cycle: modules/users → modules/rota/night',
    );
  });

  it('passes a circle that only the edges and the tests close', async () => {
    // rest/ and trpc/ import every module's declarations, which import their builders: a → rest → b → a.
    const tree: Tree = {
      'modules/a/a.ts': [],
      'modules/a/a.routes.ts': ['../../rest/route.js', './a.js'],
      'modules/a/a.router.ts': ['../../trpc/init.js', './a.js'],
      'modules/a/a.test.ts': ['../b/b.js'],
      'modules/b/b.ts': ['../a/a.js'],
      'modules/b/b.routes.ts': ['../../rest/route.js', './b.js'],
      'modules/b/b.router.ts': ['../../trpc/init.js', './b.js'],
      'rest/route.ts': [],
      'rest/rest-routes.ts': ['../modules/a/a.routes.js', '../modules/b/b.routes.js'],
      'trpc/init.ts': [],
      'trpc/app-router.ts': ['../modules/a/a.router.js', '../modules/b/b.router.js'],
    };
    expect(await violations(MODULE_FOLDERS, tree)).toEqual([]);
  });
});

describe('only-db-holds-the-pool', () => {
  const base: Tree = {
    'db/client.ts': [],
    'db/club-database.ts': ['./client.js'],
    'db/connect.ts': ['./client.js', './club-database.js'],
    'plugins/db.ts': ['../db/connect.js'],
    // The harness of a test keeps a connection of its own.
    'modules/users/users.test.ts': ['../../db/client.js'],
  };

  it("passes db/ opening the pool, and others taking a ClubDatabase from connect.ts or importing the pool's types", async () => {
    const typesOnly = {
      'modules/users/users.service.ts': ['type ../../db/client.js', 'type ../../db/club-database.js'],
    };
    expect(await violations(BOUNDARIES, { ...base, ...typesOnly })).toEqual([]);
  });

  it("fails on a module, a job or an edge opening the pool or running a club's transaction on it", async () => {
    const reaching = {
      'modules/users/users.service.ts': ['../../db/client.js'],
      'jobs/backup.job.ts': ['../db/club-database.js'],
      'rest/registrar.ts': ['../db/client.js'],
    };
    expect(await violations(BOUNDARIES, { ...base, ...reaching })).toEqual([
      'only-db-holds-the-pool: jobs/backup.job.ts → db/club-database.ts',
      'only-db-holds-the-pool: modules/users/users.service.ts → db/client.ts',
      'only-db-holds-the-pool: rest/registrar.ts → db/client.ts',
    ]);
  });
});

describe('rota-night-knows-only-db-lib-settings', () => {
  const base: Tree = {
    'db/schema/index.ts': [],
    'lib/context.ts': [],
    'config.ts': [],
    'modules/settings/settings.service.ts': [],
    'modules/users/users.service.ts': [],
    'modules/notify/notify.ts': [],
    'modules/rota/plan/plan.ts': [],
    'modules/rota/night/slots.ts': [],
    // A test sets up its case through whatever it needs; nothing imports it.
    'modules/rota/night/night.test.ts': ['./night.js', '../plan/plan.js'],
  };
  const allowed = [
    './slots.js',
    '../../settings/settings.service.js',
    '../../../db/schema/index.js',
    '../../../lib/context.js',
  ];

  it('passes the core importing db, lib, settings and itself', async () => {
    expect(await violations(BOUNDARIES, { ...base, 'modules/rota/night/night.ts': allowed })).toEqual([]);
  });

  it('fails on the core importing a feature, notify, another module or the rest of the server', async () => {
    const outside = ['../plan/plan.js', '../../notify/notify.js', '../../users/users.service.js', '../../../config.js'];
    expect(await violations(BOUNDARIES, { ...base, 'modules/rota/night/night.ts': [...allowed, ...outside] })).toEqual([
      'rota-night-knows-only-db-lib-settings: modules/rota/night/night.ts → config.ts',
      'rota-night-knows-only-db-lib-settings: modules/rota/night/night.ts → modules/notify/notify.ts',
      'rota-night-knows-only-db-lib-settings: modules/rota/night/night.ts → modules/rota/plan/plan.ts',
      'rota-night-knows-only-db-lib-settings: modules/rota/night/night.ts → modules/users/users.service.ts',
    ]);
  });
});

describe('rota-features-stay-apart', () => {
  const base: Tree = {
    'modules/rota/night/night.ts': [],
    'modules/notify/notify.ts': [],
    'modules/users/users.service.ts': [],
    'modules/rota/answers/answers.ts': ['../availability/availability.js', '../night/night.js'],
    'modules/rota/availability/availability.ts': ['../swaps/swaps.js', '../../notify/notify.js'],
    'modules/rota/swaps/swaps.ts': ['../night/night.js'],
    'modules/rota/signup/signup.ts': ['./emails/signed-up.js', '../../users/users.service.js'],
    'modules/rota/signup/emails/signed-up.ts': ['../../night/night.js'],
    'modules/rota/cancel/cancel.ts': [],
    'modules/rota/cancel/cancel.test.ts': ['../signup/signup.js'],
  };

  it('passes features on the core, notify, other modules, their own folder and the chain answers → availability → swaps', async () => {
    expect(await violations(BOUNDARIES, base)).toEqual([]);
  });

  it.each([
    ['another feature, from a subfolder', 'modules/rota/signup/emails/signed-up.ts', 'modules/rota/cancel/cancel.ts'],
    ['past a link of the chain', 'modules/rota/answers/answers.ts', 'modules/rota/swaps/swaps.ts'],
    ['up the chain', 'modules/rota/availability/availability.ts', 'modules/rota/answers/answers.ts'],
    ['up the chain from its end', 'modules/rota/swaps/swaps.ts', 'modules/rota/availability/availability.ts'],
    ['a file of the rota outside the core', 'modules/rota/feeds/feeds.ts', 'modules/rota/rota-shared.ts'],
  ])('fails on a feature importing %s', async (_case, from, to) => {
    const specifier = path.relative(path.dirname(from), to).replace(/\.ts$/, '.js');
    expect(await violations(BOUNDARIES, { [from]: [specifier], [to]: [] })).toEqual([
      `rota-features-stay-apart: ${from} → ${to}`,
    ]);
  });
});

describe('notify-knows-no-rota', () => {
  const base: Tree = {
    'modules/settings/settings.service.ts': [],
    'modules/rota/night/night.ts': [],
    'modules/rota/plan/plan.ts': [],
  };

  it('passes notify on other modules, imported by the rota', async () => {
    const tree: Tree = {
      ...base,
      'modules/notify/outbox.ts': ['../settings/settings.service.js'],
      'modules/rota/plan/plan.ts': ['../../notify/outbox.js'],
    };
    expect(await violations(BOUNDARIES, tree)).toEqual([]);
  });

  it('fails on notify importing the core or a feature', async () => {
    const outbox = ['../rota/night/night.js', '../rota/plan/plan.js'];
    expect(await violations(BOUNDARIES, { ...base, 'modules/notify/outbox.ts': outbox })).toEqual([
      'notify-knows-no-rota: modules/notify/outbox.ts → modules/rota/night/night.ts',
      'notify-knows-no-rota: modules/notify/outbox.ts → modules/rota/plan/plan.ts',
    ]);
  });
});

describe('mail goes out only through notify (eslint.config.js)', () => {
  // The project's config without type information. Type-aware rules ask TypeScript's project service for the file,
  // which knows only files on disk that a tsconfig includes (a text linted under a made-up path is a parsing error)
  // and loads the whole server program first (some 20 s). The mail rules read syntax alone, so they need neither.
  const eslint = new ESLint({ cwd: REPO, overrideConfig: tseslint.configs.disableTypeChecked });

  /** The mail rule's complaints about `code` as if it were the file at `file`, by line. */
  async function mailComplaints(file: string, code: string): Promise<number[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(REPO, file) });
    expect(result?.messages.filter((message) => message.fatal)).toEqual([]);
    return (result?.messages ?? [])
      .filter((message) => message.message.includes("notify's outbox"))
      .map((message) => message.line);
  }

  const senders = [
    "import nodemailer from 'nodemailer';",
    "import { createTransport } from 'nodemailer/lib/smtp-transport';",
    'declare const ctx: { mailer: { send(m: object): Promise<void> } };',
    'await ctx.mailer.send({});',
    'await ctx.mailer?.send({});',
    "await ctx.mailer['send']({});",
    'const { mailer } = ctx;',
    'await mailer.send({});',
    'const { send } = ctx.mailer;',
    "await import('nodemailer');",
    'export { nodemailer, createTransport, send };',
  ].join('\n');

  it('flags each way to send outside apps/server/src/modules/notify, in services, tests and the web app alike', async () => {
    for (const file of [
      'apps/server/src/modules/auth/fixture.ts',
      'apps/server/test/fixture.ts',
      'apps/web/src/x.ts',
    ]) {
      expect(await mailComplaints(file, senders), file).toEqual([1, 2, 4, 5, 6, 8, 9, 10]);
    }
  });

  it('lets notify send, and anyone import a type or send something that is not the mailer', async () => {
    expect(await mailComplaints('apps/server/src/modules/notify/outbox.ts', senders)).toEqual([]);
    const others = [
      "import type { SendMailOptions } from 'nodemailer';",
      'declare const ctx: { queue: { send(m: SendMailOptions): Promise<void> } };',
      'await ctx.queue.send({});',
      'export {};',
    ].join('\n');
    expect(await mailComplaints('apps/server/src/modules/auth/fixture.ts', others)).toEqual([]);
  });
});

describe("a catalog message names the reader's locale (eslint.config.js)", () => {
  const eslint = new ESLint({ cwd: REPO, overrideConfig: tseslint.configs.disableTypeChecked });

  /** The locale rule's complaints about `code` as if it were the file at `file`, by line. */
  async function localeComplaints(file: string, code: string): Promise<number[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(REPO, file) });
    expect(result?.messages.filter((message) => message.fatal)).toEqual([]);
    return (result?.messages ?? [])
      .filter((message) => message.message.includes("Name the reader's locale"))
      .map((message) => message.line);
  }

  const calls = [
    "import { catalog, type Locale } from '@club/shared';",
    'declare const locale: Locale;',
    'export const a = catalog.association_title();',
    'export const b = catalog.association_added({ name: "Home Squares" });',
    'export const c = catalog.association_title({}, { locale });',
    'export const d = catalog.association_added({ name: "Home Squares" }, { locale: "de" });',
  ].join('\n');

  it('flags a call without a locale wherever texts are written, notify included, and passes one with it', async () => {
    for (const file of [
      'apps/server/src/modules/association/fixture.ts',
      'apps/server/src/modules/notify/templates/fixture.ts',
      'apps/web/src/features/association/fixture.tsx',
      'packages/shared/src/messages/fixture.ts',
    ]) {
      expect(await localeComplaints(file, calls), file).toEqual([3, 4]);
    }
  });
});

describe('no import() of the whole shared package (eslint.config.js)', () => {
  const eslint = new ESLint({ cwd: REPO, overrideConfig: tseslint.configs.disableTypeChecked });

  const code = [
    "export const a = import('@club/shared');",
    "export const b = import('@club/shared/plain');",
    "export const c = import('../../../lib/lazy-schemas');",
    "export { catalog } from '@club/shared';",
  ].join('\n');

  it('flags import() of @club/shared and its entries, and passes a module of its own and static imports', async () => {
    const [result] = await eslint.lintText(code, {
      filePath: path.join(REPO, 'apps/web/src/features/members/utils/fixture.ts'),
    });
    expect(result?.messages.filter((message) => message.fatal)).toEqual([]);
    const lines = (result?.messages ?? [])
      .filter((message) => message.message.includes('import() a module of your own'))
      .map((message) => message.line);
    expect(lines).toEqual([1, 2]);
  });
});

describe('no text for readers written into JSX (eslint/no-literal-text.js)', () => {
  const eslint = new ESLint({ cwd: REPO, overrideConfig: tseslint.configs.disableTypeChecked });

  /** The rule's complaints about `code` as if it were the file at `file`, by line. */
  async function textComplaints(file: string, code: string): Promise<number[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(REPO, file) });
    expect(result?.messages.filter((message) => message.fatal)).toEqual([]);
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === 'club/no-literal-text')
      .map((message) => message.line);
  }

  const page = [
    "import { catalog, type Locale } from '@club/shared';",
    'declare const locale: Locale;',
    'declare const count: number;',
    'export const a = <p>Members</p>;',
    'export const b = <input placeholder="Your e-mail address" />;',
    "export const c = <button aria-label={'Close'} />;",
    'export const d = <p>{`${count} members`}</p>;',
    'export const e = <input title={`Für ${count} Abende`} />;',
    'export const f = <p>{catalog.association_title({}, { locale })}</p>;',
    'export const g = <input aria-label={catalog.association_title({}, { locale })} />;',
    'export const h = <p>× — {count} · 1/2</p>;',
    'export const i = <input type="email" name="email" autoComplete="email" />;',
  ].join('\n');

  it('flags a text child or a text prop written in the code, and passes the catalog, symbols and other props', async () => {
    expect(await textComplaints('apps/web/src/features/association/fixture.tsx', page)).toEqual([4, 5, 6, 7, 8]);
  });

  it('leaves tests alone', async () => {
    expect(await textComplaints('apps/web/src/features/association/fixture.test.tsx', page)).toEqual([]);
  });
});
