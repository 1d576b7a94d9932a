import PDFDocument from 'pdfkit';
import PptxGenJS from 'pptxgenjs';

/** One slide of a generated deck: a title, a line of body text and a background colour. */
export interface DeckSlide {
  title: string;
  body?: string;
  /** Hex without '#', e.g. 'F4F1EA'. */
  background?: string;
}

/** A real PPTX (pptxgenjs), 16:9, one slide per entry, for the render and carrying tests. */
export async function makePptx(slides: readonly DeckSlide[]): Promise<Buffer> {
  const deck = new PptxGenJS();
  deck.layout = 'LAYOUT_16x9';
  for (const slide of slides) {
    const page = deck.addSlide();
    page.background = { color: slide.background ?? 'FFFFFF' };
    page.addText(slide.title, { x: 0.5, y: 0.4, w: 9, h: 1, fontSize: 32, bold: true });
    if (slide.body) page.addText(slide.body, { x: 0.5, y: 1.6, w: 9, h: 3, fontSize: 18 });
  }
  const written = await deck.write({ outputType: 'nodebuffer' });
  if (!(written instanceof Buffer)) throw new Error('pptxgenjs did not write a buffer');
  return written;
}

/** A real PDF (pdfkit), one 16:9 page per text, for the render tests. */
export function makePdf(pages: readonly string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({ size: [960, 540], autoFirstPage: false });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    for (const text of pages) {
      document.addPage({ size: [960, 540], margin: 48 });
      document.fontSize(36).text(text);
    }
    document.end();
  });
}

/** The first bytes of a JPEG. */
export const isJpeg = (bytes: Buffer) =>
  bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
