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
  chunk('popover.js', ['../node_modules/ui-kit/popover.js']),
  chunk('a.js', ['a-page.tsx', 'a-only.tsx'], {
    imports: ['entry.js', 'card.js', 'select.js', 'ab.js', 'modal.js', 'popover.js'],
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
  chunk('b-dialog.js', ['b-dialog.tsx'], { imports: ['modal.js', 'popover.js'] }),
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

  it("names by its pages a library's module that they draw with and another page's dialog fetches later", () => {
    expect([...(usage.get(id('../node_modules/ui-kit/popover.js'))?.later ?? [])]).toEqual(['src/b-page.tsx']);
    expect(names.get(id('../node_modules/ui-kit/popover.js'))).toBe('a-page-libraries');
  });

  it('refuses a layout naming a unit no chunk holds', () => {
    expect(() => usageOf(CHUNKS, ROOT, { ...LAYOUT, plainPages: ['src/missing-page.tsx'] })).toThrow(
      'route-chunks: no chunk holds src/missing-page.tsx',
    );
  });
});

// Decision 070: page e draws sections s1 and s2 (routes and chunks of their own, as the Admin page's are). s1 shares a
// file button with page b, s2 a picker with page c, and both sections share a form.
const SECTIONED: RouteLayout = { ...LAYOUT, sections: ['src/s1-section.tsx', 'src/s2-section.tsx'] };
const WITH_SECTIONS: ChunkFacts[] = [
  ...CHUNKS.map((each) => {
    if (each.fileName === 'b.js')
      return chunk('b.js', ['b-page.tsx'], { ...each, imports: [...each.imports, 'button.js'] });
    if (each.fileName === 'c.js') return chunk('c.js', ['c-page.tsx'], { imports: [...each.imports, 'picker.js'] });
    if (each.fileName === 'e.js') return chunk('e.js', ['e-page.tsx'], { ...each, dynamicImports: ['s1.js', 's2.js'] });
    return each;
  }),
  chunk('s1.js', ['s1-section.tsx', 's1-only.tsx'], { imports: ['button.js', 'form.js'] }),
  chunk('s2.js', ['s2-section.tsx'], { imports: ['form.js', 'picker.js'] }),
  chunk('button.js', ['file-button.tsx']),
  chunk('form.js', ['form.tsx']),
  chunk('picker.js', ['picker.tsx']),
];

describe('route chunks with sections', () => {
  const names = chunkNames(usageOf(WITH_SECTIONS, ROOT, SECTIONED), SECTIONED, { sharedByAtLeast: 4 });

  it('names what a section shares with a page, which was left to Rolldown before', () => {
    expect(names.get(id('file-button.tsx'))).toBe('shared-b+sections');
    expect(names.get(id('b-page.tsx'))).toBe('b-page');
    // Without the sections as units it was left to Rolldown, which in the app's build put such a module (Mantine's
    // FileButton) in the members page's chunk: the Admin page's Club section loaded that whole page for it.
    const unsectioned = chunkNames(usageOf(WITH_SECTIONS, ROOT, LAYOUT), LAYOUT, { sharedByAtLeast: 4 });
    expect(unsectioned.has(id('file-button.tsx'))).toBe(false);
  });

  it('names what pages share with any section by the sections as one, and what sections alone share by each', () => {
    expect(names.get(id('picker.tsx'))).toBe('shared-c+sections');
    expect(names.get(id('form.tsx'))).toBe('shared-s1-section+s2-section');
    expect(names.get(id('s1-only.tsx'))).toBe('s1-section');
  });
});

// Issue 28: the entry also starts a page of the deployment instead of the app; it shares the card with pages a–d and
// the table with a and b, and has a form of its own.
const APART: RouteLayout = { ...LAYOUT, apart: ['src/deployment.tsx'] };
const WITH_DEPLOYMENT: ChunkFacts[] = [
  ...CHUNKS.map((each) =>
    each.fileName === 'entry.js' ? { ...each, dynamicImports: [...each.dynamicImports, 'deployment.js'] } : each,
  ),
  chunk('deployment.js', ['deployment.tsx', 'operator-form.tsx'], { imports: ['entry.js', 'card.js', 'ab.js'] }),
];

describe('route chunks beside a page the entry starts apart', () => {
  const names = chunkNames(usageOf(WITH_DEPLOYMENT, ROOT, APART), APART, { sharedByAtLeast: 4 });
  const without = chunkNames(usageOf(WITH_DEPLOYMENT, ROOT, LAYOUT), LAYOUT, { sharedByAtLeast: 4 });

  it("names every module the app's pages use as it would without that page, which fetches those chunks", () => {
    expect(names).toEqual(new Map([...chunkNames(usageOf(CHUNKS, ROOT, LAYOUT), LAYOUT, { sharedByAtLeast: 4 })]));
    expect(names.get(id('card.tsx'))).toBe('app-shell');
    expect(names.get(id('table.tsx'))).toBe('shared-a+b');
    expect(names.has(id('operator-form.tsx'))).toBe(false);
  });

  it('would otherwise leave what it shares with the pages to Rolldown, splitting their chunks', () => {
    expect(without.has(id('card.tsx'))).toBe(false);
    expect(without.has(id('table.tsx'))).toBe(false);
  });
});
