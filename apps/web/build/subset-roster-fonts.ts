// Makes the PDF roster's two fonts (decision 064): Roboto Regular and Medium cut to the letters of the Latin, Greek and
// Cyrillic alphabets (every name full Roboto printed before) and the punctuation the roster prints, without hinting
// or the layout tables, which jsPDF does not read. Run once when the font or the letters change:
//   node --import tsx apps/web/build/subset-roster-fonts.ts path/to/Roboto-Regular.ttf path/to/Roboto-Medium.ttf
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

/** Inclusive ranges of code points: every precomposed Latin letter, Greek and Cyrillic, dashes and quotes, €, ™. */
const ROSTER_FONT_RANGES: readonly [number, number][] = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0x24f], // Latin-1, Latin Extended-A and -B
  [0x259, 0x259], // ə
  [0x370, 0x3ff], // Greek
  [0x400, 0x4ff], // Cyrillic
  [0x1e00, 0x1eff], // Latin Extended Additional (Vietnamese, …)
  [0x2010, 0x2027], // dashes, quotes, bullet, ellipsis
  [0x2030, 0x203a],
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
];

const FONTS_DIR = path.join(import.meta.dirname, '..', 'src', 'features', 'members', 'fonts');
// The copyright, names, version, licence and its address stay in the file, as Roboto's SIL Open Font License asks.
const NAME_IDS = [0, 1, 2, 3, 4, 5, 6, 13, 14];
const UNREAD_TABLES = ['GSUB', 'GPOS', 'GDEF', 'kern', 'DSIG', 'gasp', 'hdmx', 'LTSH', 'VDMX', 'fpgm', 'prep', 'cvt '];

const letters = ROSTER_FONT_RANGES.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
).join('');

async function main() {
  const [regular, medium] = process.argv.slice(2);
  if (!regular || !medium) throw new Error('Give the paths of Roboto-Regular.ttf and Roboto-Medium.ttf');
  for (const [source, name] of [
    [regular, 'roboto-regular-subset.ttf'],
    [medium, 'roboto-medium-subset.ttf'],
  ] as const) {
    const subset = await subsetFont(readFileSync(source), letters, {
      targetFormat: 'truetype',
      noHinting: true,
      keepFeatures: [],
      preserveNameIds: NAME_IDS,
      dropTables: UNREAD_TABLES,
    });
    writeFileSync(path.join(FONTS_DIR, name), subset);
    console.warn(`${name}: ${subset.length} bytes`);
  }
}

await main();
