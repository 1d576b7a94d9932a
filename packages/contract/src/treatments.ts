import { z } from 'zod';

/**
 * The design treatments of §3 Treatments: fix-up, redesign, custom design. A file of their own,
 * not the order form's: the orders list and the price list name them, and with order-form.ts
 * they took the form's messages, the uploads' and the coupons' contract into their pages' first
 * scripts (apps/web docs/rendering.md).
 */
export const treatmentKeys = ['fixup', 'redesign', 'customDesign'] as const;
export const ZTreatmentKey = z.enum(treatmentKeys);
export type TTreatmentKey = z.infer<typeof ZTreatmentKey>;

/** How the treatments of §3 read on the form, in mails and receipts. */
export const treatmentNames: Readonly<
  Record<TTreatmentKey, { name: string; description: string }>
> = {
  fixup: {
    name: 'Fix-up',
    description: 'We align, tidy and make your slides consistent, keeping your design.',
  },
  redesign: {
    name: 'Redesign',
    description: 'We redesign every slide in your style or ours, with fresh layouts and visuals.',
  },
  customDesign: {
    name: 'Custom design',
    description: 'We design from your content with custom illustrations, icons and charts.',
  },
};
