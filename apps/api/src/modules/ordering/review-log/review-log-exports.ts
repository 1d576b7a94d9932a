import { reviewLogMessages as m, type TReviewLogResponse } from '@deckhand/contract';
import { loadPdfKit, writePdfText } from '../../../platform/pdf/pdf-fonts.ts';

/** A CSV field: quoted, quotes doubled; a leading = + - @ made plain text (no formula runs). */
function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The trail as CSV (RFC 4180, CRLF), one row per event with its hashes: checkable by anyone. */
export function renderReviewLogCsv(log: TReviewLogResponse): string {
  const lines = [m.columns.map(csvField).join(',')];
  for (const event of log.events) {
    lines.push(
      [
        event.seq,
        event.at,
        event.summary,
        `${event.actor.name} (${event.actor.kind})`,
        event.round,
        event.hash,
        event.previousHash,
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

const margin = 48;
const colours = { text: '#1f2933', muted: '#616e7c', rule: '#cbd2d9' } as const;

/** The trail as a PDF: the order, whether the chain is intact, then each event with its seal. */
export async function renderReviewLogPdf(
  log: TReviewLogResponse,
  orderNumber: string,
): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    info: { Title: m.pdfTitle(orderNumber), Author: 'Deckhand' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  writePdfText(doc.fillColor(colours.text).fontSize(18), m.pdfTitle(orderNumber), {
    weight: 'bold',
  });
  doc.moveDown(0.4);
  writePdfText(doc.fontSize(10).fillColor(colours.muted), m.intro);
  doc.moveDown(0.4);
  const { verification } = log;
  writePdfText(
    doc.fontSize(10).fillColor(colours.text),
    verification.firstBroken
      ? m.broken(verification.firstBroken.seq)
      : m.intact(verification.checked),
    { weight: 'bold' },
  );
  doc.moveDown(0.8);
  if (log.events.length === 0) writePdfText(doc.fontSize(10), m.empty);
  for (const event of log.events) {
    writePdfText(doc.fontSize(11).fillColor(colours.text), `${event.seq}. ${event.summary}`, {
      weight: 'bold',
    });
    writePdfText(
      doc.fontSize(9).fillColor(colours.muted),
      `${event.at.replace('T', ' ').slice(0, 19)} UTC · ${event.actor.name} (${event.actor.kind})`,
    );
    doc.font('Courier').fontSize(7).fillColor(colours.muted).text(`hash ${event.hash}`);
    doc.text(`prev ${event.previousHash}`);
    doc.moveDown(0.6);
  }
  doc.end();
  return done;
}
