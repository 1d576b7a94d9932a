import {
  addPlainFooter,
  addPlainTitle,
  addTextAt,
  plain,
  type TExampleSpec,
} from './example-spec.ts';

const forest = '0B4F3C';
const mint = 'DCEFE7';
const steps = [
  ['Check identity', 'Photo ID and proof of address for every director'],
  ['Verify the business', 'Company number, registered address, what it does'],
  ['Agree the account', 'Account type, fees and the people who can sign'],
  ['Online banking', 'Switch it on while the customer is still in the branch'],
] as const;

/** A retail bank's internal training programme: a process slide of a module (examples.mdx). */
export const bankTraining: TExampleSpec = {
  key: 'bank-training',
  before: {
    alt: 'A slide titled Process for opening a business account, holding one long paragraph of small text that describes the steps one after another.',
    build: (_deck, slide) => {
      addPlainTitle(slide, 'Process for opening a business account');
      slide.addText(
        'When a customer wants to open a business account, the branch colleague must first check the identity of all directors using photo ID and proof of address (not older than 3 months). After this the business itself needs to be verified, which includes checking the company registration number, the registered address and the nature of the business activities. Once verification is complete the account can be agreed with the customer including account type, applicable fees and who will be the authorised signatories. Finally online banking must be activated, ideally while the customer is still in the branch, by sending the activation code to the registered mobile number. Please note that incomplete applications cannot be processed and must be returned to the customer.',
        {
          x: 0.5,
          y: 1.15,
          w: 9,
          h: 3.6,
          fontFace: plain.font,
          fontSize: 14,
          color: plain.text,
          valign: 'top',
          align: 'justify',
        },
      );
      addPlainFooter(slide, 'Branch training – Module 4 – Business customers', 12);
    },
  },
  after: {
    alt: 'The title "Opening a business account in four steps" above four green numbered arrows in a row: check identity, verify the business, agree the account and online banking, each with one short line of detail beneath.',
    build: (deck, slide) => {
      slide.background = { color: 'FFFFFF' };
      addTextAt(
        slide,
        'MODULE 4 · BUSINESS CUSTOMERS',
        { x: 0.6, y: 0.5, w: 6, h: 0.3 },
        {
          fontSize: 11,
          bold: true,
          color: '2E8B6A',
          charSpacing: 2,
        },
      );
      addTextAt(
        slide,
        'Opening a business account in four steps',
        { x: 0.6, y: 0.85, w: 8.8, h: 0.6 },
        {
          fontSize: 28,
          bold: true,
          color: forest,
        },
      );
      steps.forEach(([name, detail], index) => {
        const x = 0.6 + index * 2.22;
        slide.addText(
          [
            { text: `${index + 1}`, options: { fontSize: 22, bold: true, breakLine: true } },
            { text: name, options: { fontSize: 14, bold: true } },
          ],
          {
            shape: index === 0 ? deck.ShapeType.homePlate : deck.ShapeType.chevron,
            x,
            y: 1.9,
            w: 2.3,
            h: 1.35,
            fill: { color: index === 3 ? '2E8B6A' : forest },
            line: { color: 'FFFFFF', width: 2 },
            color: 'FFFFFF',
            fontFace: 'Arial',
            align: 'center',
            valign: 'middle',
            margin: [0, 0.35, 0, 0.45],
          },
        );
        slide.addShape(deck.ShapeType.rect, {
          x: x + 0.1,
          y: 3.5,
          w: 1.95,
          h: 1.35,
          fill: { color: mint },
          line: { type: 'none' },
        });
        addTextAt(
          slide,
          detail,
          { x: x + 0.22, y: 3.62, w: 1.72, h: 1.15 },
          {
            fontSize: 12,
            color: '1F3B33',
          },
        );
      });
    },
  },
};
