import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ChunkFacts, chunkNames, type RouteLayout, usageOf } from './route-chunks';

const ROOT = '/app';
const LAYOUT: RouteLayout = {
  app: 'src/app.tsx',
  shell: 'src/shell.tsx',
  shellPages: ['src/a-page.tsx', 'src/b-page.tsx', 'src/c-page.tsx', 'src/d-page.tsx', 'src/e-page.tsx'],
  landingPage: 'src/a-page.tsx',
  plainPages: ['src/link-page.tsx'],
};
const id = (name: string) => path.join(ROOT, 'src', name);

/** A chunk of Rolldown's own chunking holding the named modules. */
function chunk(
  fileName: string,
  modules: string[],
  links: { imports?: string[]; dynamicImports?: string[]; isEntry?: boolean } = {},
): ChunkFacts {
  return {
    fileName,
    isEntry: links.isEntry ?? false,
    imports: links.imports ?? [],
    dynamicImports: links.dynamicImports ?? [],
    moduleIds: modules.map(id),
    modules: Object.fromEntries(modules.map((name) => [id(name), { renderedLength: 100 }])),
  };
}

// Rolldown's chunking of a small app: an entry, the app and shell, five pages under the shell and one without it,
// a dialog of page a, and the common chunks it split by who uses what.
const CHUNKS: ChunkFacts[] = [
  chunk('entry.js', ['main.tsx', 'react.js'], { isEntry: true, dynamicImports: ['app.js'] }),
  chunk('app.js', ['app.tsx', 'router.js'], {
    imports: ['entry.js'],
    dynamicImports: ['shell.js', 'a.js', 'b.js', 'c.js', 'd.js', 'e.js', 'link.js'],
  }),
  chunk('shell.js', ['shell.tsx', 'sidebar.tsx'], { imports: ['entry.js', 'app.js', 'query-state.js'] }),
  chunk('query-state.js', ['query-state.tsx']),
  chunk('card.js', ['card.tsx']),
  chunk('select.js', ['select.tsx']),
  chunk('badge.js', ['badge.tsx']),
  chunk('ab.js', ['table.tsx']),
  chunk('modal.js', ['modal.tsx']),
  chunk('a.js', ['a-page.tsx', 'a-only.tsx'], {
    imports: ['entry.js', 'card.js', 'select.js', 'ab.js', 'modal.js'],
    dynamicImports: ['a-dialog.js'],
  }),
  chunk('b.js', ['b-page.tsx'], {
    imports: ['card.js', 'select.js', 'badge.js', 'ab.js'],
    dynamicImports: ['b-dialog.js'],
  }),
  chunk('c.js', ['c-page.tsx'], { imports: ['card.js', 'select.js', 'badge.js'] }),
  chunk('d.js', ['d-page.tsx'], { imports: ['card.js', 'select.js', 'badge.js'] }),
  chunk('e.js', ['e-page.tsx'], { imports: ['badge.js'] }),
  chunk('link.js', ['link-page.tsx'], { imports: ['query-state.js'], dynamicImports: ['link-dialog.js'] }),
  chunk('link-dialog.js', ['link-dialog.tsx'], { imports: ['select.js'] }),
  chunk('a-dialog.js', ['a-dialog.tsx', 'zod.js'], { imports: ['modal.js'] }),
  chunk('b-dialog.js', ['b-dialog.tsx'], { imports: ['modal.js'] }),
];

describe('route chunks', () => {
  const usage = usageOf(CHUNKS, ROOT, LAYOUT);
  const names = chunkNames(usage, LAYOUT, { sharedByAtLeast: 4 });

  it('reads which units need each module at first paint and later, leaving out what the entry loads', () => {
    expect(usage.has(id('react.js'))).toBe(false);
    expect([...(usage.get(id('card.tsx'))?.units ?? [])].sort()).toEqual([
      'src/a-page.tsx',
      'src/b-page.tsx',
      'src/c-page.tsx',
      'src/d-page.tsx',
    ]);
    expect([...(usage.get(id('modal.tsx'))?.later ?? [])]).toEqual(['src/b-page.tsx']);
    expect([...(usage.get(id('zod.js'))?.units ?? [])]).toEqual([]);
  });

  it('puts the app, the shell and what most shell pages share into one chunk each', () => {
    expect(names.get(id('router.js'))).toBe('app-main');
    expect(names.get(id('sidebar.tsx'))).toBe('app-shell');
    expect(names.get(id('card.tsx'))).toBe('app-shell');
  });

  it('keeps what a page without the shell needs out of the shell', () => {
    expect(names.get(id('query-state.tsx'))).toBe('signed-in-common');
  });

  it('keeps what the other shell pages share out of the landing page when it does not use it', () => {
    expect(names.get(id('badge.tsx'))).toBe('app-shell-beyond-landing');
  });

  it("keeps what such a page needs only for a dialog out of its first paint, and out of the shell's chunk", () => {
    expect(names.get(id('select.tsx'))).toBe('shell-and-dialogs');
  });

  it('gives a page its own modules, and a few pages one chunk for what they share', () => {
    expect(names.get(id('a-only.tsx'))).toBe('a-page');
    expect(names.get(id('a-page.tsx'))).toBe('a-page');
    expect(names.get(id('table.tsx'))).toBe('shared-a+b');
  });

  it("leaves to Rolldown what another page's dialog needs too, and what only dialogs need", () => {
    expect(names.has(id('modal.tsx'))).toBe(false);
    expect(names.has(id('zod.js'))).toBe(false);
  });

  it('refuses a layout naming a unit no chunk holds', () => {
    expect(() => usageOf(CHUNKS, ROOT, { ...LAYOUT, plainPages: ['src/missing-page.tsx'] })).toThrow(
      'route-chunks: no chunk holds src/missing-page.tsx',
    );
  });
});
