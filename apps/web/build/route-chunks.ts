import { createHash } from 'node:crypto';
import path from 'node:path';
import { build, type Rolldown } from 'vite';

/** The units of the app the chunking follows, as paths relative to the web app's root. */
export type RouteLayout = {
  /** The app proper, loaded by every route but a first visit to /login. */
  app: string;
  /** The signed-in layout, loaded by the pages under it. */
  shell: string;
  /** The pages shown inside the shell. */
  shellPages: readonly string[];
  /** The shell page most visits open first (the dashboard), which should not pay for what only the others share. */
  landingPage: string;
  /** The pages shown without it (links from e-mails), which must not pay for the shell's share. */
  plainPages: readonly string[];
  /**
   * Parts of a shell page that are routes and chunks of their own (the Admin page's sections, decision 061). Each is
   * a unit, so what it shares with a page is not left inside that page's chunk; it counts as no page of its own
   * towards what most pages share.
   */
  sections?: readonly string[];
  /**
   * Pages the entry starts instead of the app (the deployment's own pages, issue 28). They count for nothing in the
   * chunking: what they share with the app's pages stays where those pages put it, and they fetch those chunks.
   */
  apart?: readonly string[];
};

/**
 * For each module some route needs: the units (of RouteLayout) whose first paint needs it, and the units that need
 * it later (for a dialog or a table they fetch after drawing).
 */
export type RouteUsage = Map<string, { units: Set<string>; later: Set<string> }>;

/** What the measurement reads of a chunk Rolldown wrote. */
export type ChunkFacts = Pick<
  Rolldown.OutputChunk,
  'fileName' | 'isEntry' | 'imports' | 'dynamicImports' | 'moduleIds'
> & {
  modules: Record<string, unknown>;
};
type Chunk = ChunkFacts;

/** What a chunk that pages share with sections is named by, for every section alike. */
const ALL_SECTIONS = 'sections';

/** The unit name under which the entry's own lazy modules are recorded. */
const ENTRY = '<entry>';

/**
 * The chunks a chunk loads before it runs, itself included; with `later`, also those it fetches afterwards, short of
 * the chunks in `beyond` (the first paint's, and the other units', which it does not fetch for itself).
 */
function closure(
  chunk: Chunk,
  byFile: Map<string, Chunk>,
  into = new Set<Chunk>(),
  later?: { beyond: Set<Chunk> },
): Set<Chunk> {
  if (into.has(chunk) || later?.beyond.has(chunk)) return into;
  into.add(chunk);
  for (const file of later ? [...chunk.imports, ...chunk.dynamicImports] : chunk.imports) {
    const imported = byFile.get(file);
    if (imported) closure(imported, byFile, into, later);
  }
  return into;
}

// Modules that render to nothing (style sheets, re-exports) go with the code that needs them, not into chunks of their own.
const modulesOf = (chunks: Iterable<Chunk>) => [...chunks].flatMap((chunk) => Object.keys(chunk.modules));

/**
 * Reads which units need which modules from a build with Rolldown's own chunking: its chunks are split by exactly
 * the modules each entry uses, after tree-shaking, which the module graph a chunk-naming function sees (every
 * re-export of a library's index) cannot tell.
 */
export function usageOf(chunks: Chunk[], root: string, layout: RouteLayout): RouteUsage {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const firstPaint = new Set<Chunk>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) closure(entry, byFile, firstPaint);
  const loadedFirst = new Set(modulesOf(firstPaint));

  const usage: RouteUsage = new Map();
  const record = (modules: string[], unit: string, when: 'units' | 'later') => {
    for (const id of modules) {
      if (loadedFirst.has(id)) continue;
      const used = usage.get(id) ?? { units: new Set<string>(), later: new Set<string>() };
      used[when].add(unit);
      usage.set(id, used);
    }
  };
  const units = [
    layout.app,
    layout.shell,
    ...layout.shellPages,
    ...(layout.sections ?? []),
    ...layout.plainPages,
    ...(layout.apart ?? []),
  ].map((unit) => {
    const id = path.resolve(root, unit);
    const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
    if (!chunk) throw new Error(`route-chunks: no chunk holds ${unit}`);
    return { unit, chunk };
  });
  // What the entry fetches later by itself (the sign-in page's next steps) must stay out of the app's chunks.
  const unitChunks = new Set(units.map(({ chunk }) => chunk));
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
    const reached = closure(entry, byFile, new Set(), { beyond: unitChunks });
    record(modulesOf([...reached].filter((chunk) => !firstPaint.has(chunk))), ENTRY, 'later');
  }
  for (const { unit, chunk } of units) {
    const first = closure(chunk, byFile);
    record(modulesOf(first), unit, 'units');
    // The app fetches every page later; what a page or the shell fetches later is its dialogs and tables.
    if (unit === layout.app) continue;
    const beyond = new Set([...firstPaint, ...units.map((other) => other.chunk).filter((other) => other !== chunk)]);
    const later = [...closure(chunk, byFile, new Set(), { beyond })].filter((reached) => !first.has(reached));
    record(modulesOf(later), unit, 'later');
  }
  return usage;
}

/** Set while the config file is loaded for the measuring build. */
export const USAGE_PASS = 'CLUB_ROUTE_USAGE_PASS';

/** Builds the app once, unwritten, with Rolldown's own chunking, and reads each unit's modules from it. */
export async function measureRouteUsage(configFile: string, root: string, layout: RouteLayout): Promise<RouteUsage> {
  // The config file asks for this measurement unless it is being loaded for it.
  process.env[USAGE_PASS] = '1';
  const result = await build({ configFile, root, logLevel: 'silent', build: { write: false } }).finally(() => {
    delete process.env[USAGE_PASS];
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunks = outputs.flatMap((output) =>
    'output' in output ? output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk') : [],
  );
  return usageOf(chunks, root, layout);
}

/**
 * Issue 18: the chunk each module of a signed-in page's first paint goes into. Rolldown's own chunking splits modules
 * by the set of entries (pages, and the dialogs and tables they fetch later) that use them, which gave My duties 58
 * files: on a phone's network each is a round trip, six at a time over HTTP/1.1. Here what the app needs is one
 * chunk; what the shell needs and what most shell pages share is the shell's chunk (or, when a page without the shell
 * needs it too, a chunk common to all pages, and when such a page needs it only for a dialog, a chunk that the shell's
 * pages load with their own and that page with the dialog); a page's own modules are its page's chunk, and the
 * modules a few pages share one chunk per set of pages. So a page loads nothing another page alone needs. The app's
 * modules that dialogs and tables of other pages need too, and those only dialogs and tables need, keep Rolldown's
 * chunking; a library's modules that dialogs of other pages need too are one chunk for the pages that draw with them.
 */
export function chunkNames(
  usage: RouteUsage,
  layout: RouteLayout,
  options: { sharedByAtLeast: number },
): Map<string, string> {
  const plainPages = new Set(layout.plainPages);
  const sections = new Set(layout.sections);
  const nameOfUnit = (unit: string) => path.basename(unit, path.extname(unit));
  const sharedName = (pages: string[]) => {
    const key = pages
      .map((page) => nameOfUnit(page).replace(/-page$/, ''))
      .sort()
      .join('+');
    return `shared-${key.length <= 40 ? key : createHash('sha256').update(key).digest('hex').slice(0, 8)}`;
  };
  const isPlain = (unit: string) => plainPages.has(unit);
  // What a page without the shell needs only later (for a dialog) is not its first paint's: a chunk of its own, which
  // the shell's pages load up front and such a page with the dialog (issue 27).
  const shellOrCommon = ({ units, later }: { units: Set<string>; later: Set<string> }) => {
    if ([...units].some(isPlain)) return 'signed-in-common';
    // The landing page draws first after signing in: what most other pages share but it does not is theirs.
    const suffix = units.has(layout.shell) || units.has(layout.landingPage) ? '' : '-beyond-landing';
    return ([...later].some(isPlain) ? 'shell-and-dialogs' : 'app-shell') + suffix;
  };

  const apart = new Set(layout.apart ?? []);
  const names = new Map<string, string>();
  for (const [id, usedByAll] of usage) {
    const used = {
      units: new Set([...usedByAll.units].filter((unit) => !apart.has(unit))),
      later: new Set([...usedByAll.later].filter((unit) => !apart.has(unit))),
    };
    if (used.units.size === 0 || used.later.has(ENTRY)) continue;
    const firstPages = [...used.units].filter(
      (unit) => unit !== layout.shell && !plainPages.has(unit) && !sections.has(unit),
    );
    const withSections = [...used.units].filter((unit) => unit !== layout.shell);
    // What pages share with sections goes by the pages and the sections as one, so a page gets one more chunk for
    // what it shares with the Admin page's sections, not one for each set of sections.
    const sharedWithPages = withSections.some((unit) => !sections.has(unit));
    const pages = [
      ...new Set(withSections.map((unit) => (sharedWithPages && sections.has(unit) ? ALL_SECTIONS : unit))),
    ];
    // The app's code that the dialogs and tables of other pages need too keeps Rolldown's chunking, which splits it
    // by who uses it: fetching such a dialog must never bring a page it does not belong to.
    const laterElsewhere = [...used.later].some((unit) => !used.units.has(unit));
    const pagesName = pages.length === 1 ? nameOfUnit(pages[0] ?? '') : sharedName(pages);
    if (used.units.has(layout.app)) names.set(id, 'app-main');
    else if (used.units.has(layout.shell) || firstPages.length >= options.sharedByAtLeast)
      names.set(id, shellOrCommon(used));
    else if (!laterElsewhere) names.set(id, pagesName);
    // Issue 27: a library's modules that these pages draw with and other pages' dialogs fetch later are one chunk
    // for these pages rather than one per set of users (a form's Select, ScrollArea, Checkbox… came as ten files of
    // 0.1–7 kB). A dialog elsewhere then fetches some library code it does not run, after its page has drawn; never
    // a page's own code, which keeps Rolldown's chunking.
    else if (id.includes('/node_modules/')) names.set(id, `${pagesName}-libraries`);
  }
  return names;
}
