import { formatMinorUnits, paymentHistoryMessages, paymentStatusLabels } from '@deckhand/contract';
import type { PaymentRow } from '../../../db/schema/index.ts';
import { loadPdfKit, writePdfText } from '../../../platform/pdf/pdf-fonts.ts';

const texts = paymentHistoryMessages.pdf;

/** What a receipt prints about the buyer: the team's billing profile (§3) and VAT number. */
export interface ReceiptBuyer {
  name: string;
  addressLines: string[];
  email: string | null;
  vatNumber: string | null;
}

export interface ReceiptContent {
  receiptNumber: string;
  /** dateFormats.long: '5 March 2026'. */
  datePaid: string;
  buyer: ReceiptBuyer;
  payment: Pick<PaymentRow, 'description' | 'amount' | 'currency' | 'methodLabel' | 'status'>;
}

const margin = 56;
const colours = { text: '#1f2933', muted: '#616e7c', rule: '#cbd2d9' } as const;

/**
 * The PDF receipt of a paid payment (pdfkit). Text goes through writePdfText: Noto Sans with CJK
 * fallbacks, embedded as subsets, so a buyer's name prints in any of Latin, Greek, Cyrillic,
 * Chinese, Japanese or Korean and stays extractable (platform/pdf/pdf-fonts.ts).
 * Money goes through formatMinorUnits, the formatter every screen uses (§9).
 */
export async function renderReceiptPdf(content: ReceiptContent): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    info: {
      Title: `${texts.title} ${content.receiptNumber}`,
      Author: texts.seller,
      Subject: content.payment.description,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - margin * 2;
  const amount = formatMinorUnits(content.payment.amount, content.payment.currency);

  writePdfText(doc.fillColor(colours.text).fontSize(22), texts.seller, { weight: 'bold' });
  writePdfText(doc.fontSize(10).fillColor(colours.muted), texts.sellerLine);
  doc.moveDown(1.5);
  writePdfText(doc.fillColor(colours.text).fontSize(18), texts.title, { weight: 'bold' });
  doc.moveDown(0.5);

  const field = (label: string, value: string) => {
    writePdfText(doc.fontSize(10).fillColor(colours.muted), `${label}: `, { continued: true });
    writePdfText(doc.fillColor(colours.text), value);
  };
  field(texts.receiptNumber, content.receiptNumber);
  field(texts.datePaid, content.datePaid);
  doc.moveDown(1);

  writePdfText(doc.fontSize(11).fillColor(colours.text), texts.billedTo, { weight: 'bold' });
  doc.fontSize(10);
  writePdfText(doc, content.buyer.name);
  for (const line of content.buyer.addressLines) writePdfText(doc, line);
  if (content.buyer.email) writePdfText(doc, content.buyer.email);
  if (content.buyer.vatNumber) field(texts.vatNumber, content.buyer.vatNumber);
  doc.moveDown(1.5);

  const rule = () => {
    const y = doc.y;
    doc
      .moveTo(margin, y)
      .lineTo(margin + width, y)
      .strokeColor(colours.rule)
      .lineWidth(1)
      .stroke();
    doc.moveDown(0.5);
  };
  const row = (left: string, right: string, bold = false) => {
    const y = doc.y;
    const weight = bold ? 'bold' : 'regular';
    doc.fontSize(10).fillColor(colours.text);
    writePdfText(doc, left, { weight, x: margin, y, width: width * 0.7 });
    const afterLeft = doc.y;
    // Right-aligned: amounts and labels, one script (see writePdfText).
    writePdfText(doc, right, {
      weight,
      x: margin + width * 0.7,
      y,
      width: width * 0.3,
      align: 'right',
    });
    doc.y = Math.max(afterLeft, doc.y);
    doc.x = margin;
    doc.moveDown(0.5);
  };
  row(texts.description, texts.amount, true);
  rule();
  row(content.payment.description, amount);
  rule();
  row(texts.amountPaid, amount, true);
  doc.moveDown(1);
  field(texts.method, content.payment.methodLabel);
  field(texts.status, paymentStatusLabels[content.payment.status]);
  doc.moveDown(2);
  writePdfText(doc.fontSize(10).fillColor(colours.muted), texts.footer);

  doc.end();
  return done;
}
