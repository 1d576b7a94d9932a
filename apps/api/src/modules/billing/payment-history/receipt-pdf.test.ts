import { describe, expect, it } from 'vitest';
import { extractPdfText } from './extract-pdf-text.ts';
import { type ReceiptBuyer, renderReceiptPdf } from './receipt-pdf.ts';

/** Subsets keep receipts small: whole fonts would be 0.6 MB (Noto Sans) to 8 MB (CJK) each. */
const sizeBudget = { withoutCjk: 32 * 1024, withCjk: 128 * 1024 };

function renderReceiptFor(buyer: ReceiptBuyer) {
  return renderReceiptPdf({
    receiptNumber: 'DH-2026-000042',
    datePaid: '5 March 2026',
    buyer,
    payment: {
      description: 'Gold credit pack',
      amount: 50_000,
      currency: 'USD',
      methodLabel: 'Visa •••• 4242',
      status: 'succeeded',
    },
  });
}

/** The embedded fonts of a PDF: pdfkit writes font dictionaries uncompressed. */
function findEmbeddedFonts(pdf: Buffer) {
  const raw = pdf.toString('latin1');
  return {
    names: [...raw.matchAll(/\/FontName \/(\S+)/g)].map((match) => match[1]),
    files: raw.match(/\/FontFile[23]? /g)?.length ?? 0,
    baseFonts: [...raw.matchAll(/\/BaseFont \/(\S+)/g)].map((match) => match[1]),
  };
}

const buyers: { script: string; buyer: ReceiptBuyer; fonts: string[]; budget: number }[] = [
  {
    script: 'Latin',
    buyer: {
      name: 'Łukasz Żółć',
      addressLines: ['Pracownia Żółć sp. z o.o.', 'ul. Świętokrzyska 12', 'Łódź, 90-001'],
      email: 'biuro@zolc.example',
      vatNumber: 'PL1234567890',
    },
    fonts: ['NotoSans-Bold', 'NotoSans-Regular'],
    budget: sizeBudget.withoutCjk,
  },
  {
    script: 'Greek',
    buyer: {
      name: 'Ζωή Παπαδοπούλου',
      addressLines: ['Εκδόσεις Φως Α.Ε.', 'Οδός Ερμού 15', 'Αθήνα, 105 63'],
      email: null,
      vatNumber: 'EL123456789',
    },
    fonts: ['NotoSans-Bold', 'NotoSans-Regular'],
    budget: sizeBudget.withoutCjk,
  },
  {
    script: 'Cyrillic',
    buyer: {
      name: 'Дмитрий Иванов',
      addressLines: ['ООО «Ромашка»', 'ул. Тверская, 7', 'Москва, 125009'],
      email: null,
      vatNumber: null,
    },
    fonts: ['NotoSans-Bold', 'NotoSans-Regular'],
    budget: sizeBudget.withoutCjk,
  },
  {
    script: 'Chinese',
    buyer: {
      name: '王芳',
      addressLines: ['上海国际贸易有限公司', '北京市朝阳区建国路88号', 'China'],
      email: null,
      vatNumber: null,
    },
    fonts: ['NotoSans-Bold', 'NotoSans-Regular', 'NotoSansHans-Regular'],
    budget: sizeBudget.withCjk,
  },
  {
    script: 'Japanese and Korean',
    buyer: {
      name: '山田 太郎 (やまだ タロウ)',
      addressLines: ['김민준 주식회사', '서울특별시 중구 세종대로 110'],
      email: null,
      vatNumber: null,
    },
    fonts: ['NotoSans-Bold', 'NotoSans-Regular', 'NotoSansHans-Regular', 'NotoSansKR-Regular'],
    budget: sizeBudget.withCjk,
  },
];

describe('renderReceiptPdf in every alphabet', () => {
  it.each(buyers)(
    'prints a $script buyer as text that reads back exactly, in subset fonts within budget',
    async ({ buyer, fonts, budget }) => {
      const pdf = await renderReceiptFor(buyer);

      const lines = (await extractPdfText(pdf)).split('\n');
      const billedTo = lines.indexOf('Billed to');
      expect(lines.slice(billedTo + 1, billedTo + 2 + buyer.addressLines.length)).toEqual([
        buyer.name,
        ...buyer.addressLines,
      ]);
      if (buyer.email) expect(lines).toContain(buyer.email);
      expect(lines).toContain('Payment method: Visa •••• 4242');

      const embedded = findEmbeddedFonts(pdf);
      // A subset's name starts with a tag of six capitals: 'CZZZZZ+NotoSans-Regular'.
      expect(embedded.names.map((name) => name?.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual(fonts);
      expect(embedded.names.every((name) => /^[A-Z]{6}\+/.test(name ?? ''))).toBe(true);
      expect(embedded.files).toBe(fonts.length);
      expect(embedded.baseFonts.every((name) => /^[A-Z]{6}\+/.test(name ?? ''))).toBe(true);
      expect(pdf.length).toBeLessThan(budget);
    },
  );
});
