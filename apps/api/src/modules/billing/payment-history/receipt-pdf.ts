import { formatMinorUnits, paymentHistoryMessages, paymentStatusLabels } from '@deckhand/contract';
import PDFDocument from 'pdfkit';
import type { PaymentRow } from '../../../db/schema/index.ts';

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
 * The PDF receipt of a paid payment (pdfkit, built-in Helvetica: no font files, Latin text).
 * Money goes through formatMinorUnits, the formatter every screen uses (§9).
 */
export function renderReceiptPdf(content: ReceiptContent): Promise<Buffer> {
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

  doc.fillColor(colours.text).font('Helvetica-Bold').fontSize(22).text(texts.seller);
  doc.font('Helvetica').fontSize(10).fillColor(colours.muted).text(texts.sellerLine);
  doc.moveDown(1.5);
  doc.fillColor(colours.text).font('Helvetica-Bold').fontSize(18).text(texts.title);
  doc.moveDown(0.5);

  const field = (label: string, value: string) => {
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(colours.muted)
      .text(`${label}: `, { continued: true });
    doc.fillColor(colours.text).text(value);
  };
  field(texts.receiptNumber, content.receiptNumber);
  field(texts.datePaid, content.datePaid);
  doc.moveDown(1);

  doc.font('Helvetica-Bold').fontSize(11).fillColor(colours.text).text(texts.billedTo);
  doc.font('Helvetica').fontSize(10);
  doc.text(content.buyer.name);
  for (const line of content.buyer.addressLines) doc.text(line);
  if (content.buyer.email) doc.text(content.buyer.email);
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
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor(colours.text);
    doc.text(left, margin, y, { width: width * 0.7 });
    const afterLeft = doc.y;
    doc.text(right, margin + width * 0.7, y, { width: width * 0.3, align: 'right' });
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
  doc.font('Helvetica').fontSize(10).fillColor(colours.muted).text(texts.footer);

  doc.end();
  return done;
}
