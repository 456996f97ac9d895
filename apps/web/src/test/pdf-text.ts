import { inflateSync } from 'node:zlib';

type PdfObject = { dict: string; stream: Buffer | null };

/** Every `N 0 obj … endobj` of the file, its stream inflated when it is Flate-compressed. */
function readObjects(bytes: Buffer): Map<number, PdfObject> {
  const text = bytes.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\b([\s\S]*?)endobj/g)) {
    const body = match[2] ?? '';
    const streamAt = body.search(/stream\r?\n/);
    if (streamAt === -1) {
      objects.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const bodyAt = (match.index ?? 0) + match[0].indexOf(' obj') + ' obj'.length;
    const start = bodyAt + body.indexOf('\n', streamAt) + 1;
    const end = text.lastIndexOf('endstream', bodyAt + body.length);
    const raw = bytes.subarray(start, end);
    objects.set(Number(match[1]), { dict, stream: dict.includes('/FlateDecode') ? inflateSync(raw) : raw });
  }
  return objects;
}

/** A font's ToUnicode CMap as glyph code → text. */
function unicodeOf(cmap: string): Map<string, string> {
  const codes = new Map<string, string>();
  for (const section of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code = '', unicode = ''] of (section[1] ?? '').matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi)) {
      codes.set(
        code.toLowerCase(),
        String.fromCodePoint(...(unicode.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16))),
      );
    }
  }
  return codes;
}

/**
 * The texts a PDF made by jsPDF shows, one string for each text operator, in the order drawn: what a reader would
 * copy out of it. jsPDF writes an embedded font's text as glyph codes, so they are read back through each font's
 * ToUnicode map.
 */
export function pdfTexts(pdf: ArrayBuffer): string[] {
  const objects = readObjects(Buffer.from(pdf));
  const fonts = new Map<string, Map<string, string>>();
  for (const { dict } of objects.values()) {
    for (const [, name = '', ref] of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const toUnicode = objects.get(Number(ref))?.dict.match(/\/ToUnicode (\d+) 0 R/)?.[1];
      const cmap = toUnicode ? objects.get(Number(toUnicode))?.stream : null;
      if (cmap) fonts.set(name, unicodeOf(cmap.toString('latin1')));
    }
  }
  const texts: string[] = [];
  for (const { dict, stream } of objects.values()) {
    if (!stream || /\/(Length1|Subtype|Type)\b/.test(dict)) continue;
    let font = new Map<string, string>();
    for (const [, name, hex] of stream.toString('latin1').matchAll(/\/(F\d+) [\d.]+ Tf|<([0-9a-f]*)> Tj/gi)) {
      if (name) font = fonts.get(name) ?? new Map();
      else texts.push((hex?.match(/.{4}/g) ?? []).map((code) => font.get(code.toLowerCase()) ?? '\uFFFD').join(''));
    }
  }
  return texts;
}
