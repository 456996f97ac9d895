// subset-font ships no types: the part of its API that build/subset-roster-fonts.ts uses.
declare module 'subset-font' {
  type SubsetOptions = {
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2';
    noHinting?: boolean;
    keepFeatures?: string[];
    preserveNameIds?: number[];
    dropTables?: string[];
  };
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
