/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));

/** A module's own file: TypeScript's, or the JavaScript that the catalog compiles to (src/paraglide). */
const sourceFile = (specifier: string) => {
  const typescript = specifier.replace(/\.js$/, '.ts');
  return existsSync(path.join(here, typescript)) ? typescript : specifier;
};

/** Every module plain.ts loads at run time (type-only imports are erased), by path relative to src. */
function runtimeImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(path.join(here, file), 'utf8');
  for (const [, specifier] of source.matchAll(/^(?:import|export)(?! type)[^'"]*?from '([^']+)'/gm)) {
    if (!specifier?.startsWith('.')) seen.add(specifier ?? '');
    else runtimeImports(sourceFile(path.join(path.dirname(file), specifier)), seen);
  }
  return seen;
}

describe('@club/shared/plain', () => {
  // Issue 18: the web app's first script and its pages import this entry so that zod stays out of them.
  it('loads no zod and no schema at run time', () => {
    const loaded = [...runtimeImports('plain.ts')];
    expect(loaded.filter((module) => module === 'zod' || module.startsWith('schemas/'))).toEqual([]);
  });
});
