declare module 'fontkit' {
  /** The little of fontkit (pdfkit's font engine) that platform/pdf uses: coverage, metrics. */
  interface Font {
    postscriptName: string;
    /** hhea, in font units: what pdfkit places a line's first baseline by. */
    ascent: number;
    descent: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
