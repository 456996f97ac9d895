import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Issue 18 keeps Mantine's CSS to the components the app uses, in two sheets (app/styles). This finds, from the
// source, which component style sheets a set of modules needs: the Mantine components each module imports and
// every component those import in turn (a Select needs the Combobox, Input, Popover and ScrollArea sheets).

/** A package's folder in node_modules, looked up from the working folder upwards as Node does. */
function packageDir(name: string): string {
  for (let dir = process.cwd(); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`${name} is not installed`);
  }
}
const CORE_ESM = path.join(packageDir('@mantine/core'), 'esm');
export const WEB_SRC = path.join(packageDir('@club/web'), 'src');

const read = (file: string) => readFileSync(file, 'utf8');
const namedImports = (code: string, from: RegExp) =>
  [...code.matchAll(/import\s*\{([^}]+)\}\s*from\s*["']([^"']+)["']/g)]
    .filter((match) => from.test(match[2]!))
    .flatMap((match) => match[1]!.split(','))
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0]!.trim());

/** Where each name the package's index exports comes from. */
function exportFiles(esmDir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const match of read(path.join(esmDir, 'index.mjs')).matchAll(/import\s*\{([^}]+)\}\s*from\s*"(\.[^"]+)"/g)) {
    for (const name of match[1]!.split(','))
      files.set(
        name
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
        path.join(esmDir, match[2]!),
      );
  }
  return files;
}
const coreExports = exportFiles(CORE_ESM);

/** The style sheets (<Name>.module.mjs ↔ styles/<Name>.css) a core module needs, following its imports. */
function coreSheets(file: string, sheets: Set<string>, seen: Set<string>) {
  if (seen.has(file)) return;
  seen.add(file);
  for (const match of read(file).matchAll(/from\s*"(\.[^"]+)"/g)) {
    const target = path.resolve(path.dirname(file), match[1]!);
    const sheet = /\/([A-Za-z]+)\.module\.mjs$/.exec(target)?.[1];
    if (sheet) sheets.add(sheet);
    if (existsSync(target)) coreSheets(target, sheets, seen);
  }
}

/** Core component names a file of another Mantine-based package uses, following its own relative imports. */
function coreNamesOfPackageFile(file: string, names: Set<string>, seen: Set<string>) {
  if (seen.has(file)) return;
  seen.add(file);
  const code = read(file);
  for (const name of namedImports(code, /^@mantine\/core$/)) names.add(name);
  for (const match of code.matchAll(/from\s*"(\.[^"]+)"/g)) {
    const target = path.resolve(path.dirname(file), match[1]!);
    if (existsSync(target)) coreNamesOfPackageFile(target, names, seen);
  }
}

/** Core names used by what a source file imports from @mantine/dates, @mantine/notifications or mantine-datatable. */
function coreNamesThroughPackages(code: string): string[] {
  const names = new Set<string>();
  for (const pkg of ['@mantine/dates', '@mantine/notifications']) {
    const used = namedImports(code, new RegExp(`^${pkg}$`));
    if (used.length === 0) continue;
    const exports = exportFiles(path.join(packageDir(pkg), 'esm'));
    for (const name of used) {
      const file = exports.get(name);
      if (file) coreNamesOfPackageFile(file, names, new Set());
    }
  }
  if (namedImports(code, /^mantine-datatable$/).length > 0) {
    coreNamesOfPackageFile(path.join(packageDir('mantine-datatable'), 'dist', 'index.mjs'), names, new Set());
  }
  return [...names];
}

function resolveSource(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return ['.tsx', '.ts', '/index.ts', '/index.tsx', '']
    .map((suffix) => base + suffix)
    .find((file) => existsSync(file) && /\.tsx?$/.test(file));
}

/**
 * The component sheets the given source files need, with the files they import statically (a lazy import() is a
 * chunk of its own and is left out, unless it is a root itself).
 */
export function sheetsNeededBy(roots: string[]): Set<string> {
  const sheets = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = read(file);
    for (const name of [...namedImports(code, /^@mantine\/core$/), ...coreNamesThroughPackages(code)]) {
      const moduleFile = coreExports.get(name);
      if (moduleFile) coreSheets(moduleFile, sheets, new Set());
    }
    for (const match of code.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gm)) {
      const target = resolveSource(file, match[1]!);
      if (target) visit(target);
    }
  };
  for (const root of roots) visit(path.join(WEB_SRC, root));
  return sheets;
}

/** The component sheets a style module of app/styles imports, in order. */
export function sheetsImportedBy(styleModule: string): string[] {
  return [...read(path.join(WEB_SRC, styleModule)).matchAll(/@mantine\/core\/styles\/([A-Za-z]+)\.css/g)].map(
    (match) => match[1]!,
  );
}
