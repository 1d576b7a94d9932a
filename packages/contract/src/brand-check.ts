import { z } from 'zod';
import { requiredString } from './validation.ts';

/**
 * The brand check (issue "Every delivery checked against the customer's template"): a delivered
 * PPTX is read and compared with the style template the order chose: its fonts, its colours
 * (the theme's and the customer's extra brand colours), its layouts and logo, and the simple
 * rules a customer adds to a template. Each difference is a finding on a slide.
 */
export const brandCheckLimits = {
  /** CIEDE2000 distance within which a colour counts as the palette's (a just-visible step). */
  maxColourDelta: 2.3,
  /** Text smaller than this (points, after autofit shrinks it) is flagged without a rule. */
  minFontPoints: 8,
  /** How far (fraction of the slide's width or height) the logo may sit from the master's. */
  logoTolerance: 0.02,
  /** Extra brand colours a template may name. */
  brandColoursMax: 24,
  /** Rules a template may carry. */
  rulesMax: 20,
  /** Findings kept per deck: past this the report says how many more there were. */
  findingsMax: 500,
} as const;

/** A colour as `#rrggbb`, lower case. */
export const ZHexColour = z
  .string()
  .max(7)
  .regex(/^#[0-9a-f]{6}$/i, 'Give a colour as #rrggbb.')
  .transform((value) => value.toLowerCase());

/** The number each rule kind that has one carries: its least and greatest. */
export const brandRuleLimitRanges = {
  maxBullets: { min: 1, max: 50 },
  minImageDpi: { min: 30, max: 1200 },
  minTextPoints: { min: 4, max: 96 },
} as const;
const ruleLimit = ({ min, max }: { min: number; max: number }) =>
  z.number().int().min(min).max(max);

/** The rules a customer may add to a template, each with its one number where it has one. */
export const ZBrandRule = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('maxBullets'),
    limit: ruleLimit(brandRuleLimitRanges.maxBullets),
  }),
  z.object({ kind: z.literal('requireTitle') }),
  z.object({
    kind: z.literal('minImageDpi'),
    limit: ruleLimit(brandRuleLimitRanges.minImageDpi),
  }),
  z.object({
    kind: z.literal('minTextPoints'),
    limit: ruleLimit(brandRuleLimitRanges.minTextPoints),
  }),
]);
export type TBrandRule = z.infer<typeof ZBrandRule>;
export type TBrandRuleKind = TBrandRule['kind'];

/** What the customer set on a template beyond its file: extra colours and rules. */
export const ZBrandSettings = z.object({
  brandColours: z.array(ZHexColour).max(brandCheckLimits.brandColoursMax).default([]),
  rules: z.array(ZBrandRule).max(brandCheckLimits.rulesMax).default([]),
});
export type TBrandSettings = z.infer<typeof ZBrandSettings>;

export const brandFindingKinds = [
  'font',
  'fontSize',
  'colour',
  'layout',
  'logo',
  'maxBullets',
  'requireTitle',
  'minImageDpi',
  'minTextPoints',
] as const;
export type TBrandFindingKind = (typeof brandFindingKinds)[number];

/** Where a finding is: the element's id and name in the file and its box (fractions of the slide). */
export const ZBrandElement = z.object({
  id: z.string(),
  name: z.string(),
  box: z.object({ x: z.number(), y: z.number(), w: z.number(), h: z.number() }).nullable(),
});

export const ZBrandFinding = z.object({
  /** 1-based slide number in show order. */
  slide: z.number().int().positive(),
  kind: z.enum(brandFindingKinds),
  /** The shape (or picture) it is in; null for the slide itself (its layout, its title). */
  element: ZBrandElement.nullable(),
  /** What the deck has: a font's name, `#rrggbb`, a layout's name, `9 pt`, `7 bullets`. */
  found: z.string(),
  /** The nearest the template allows, when there is one. */
  allowed: z.string().nullable(),
  /** For colours: the CIEDE2000 distance to `allowed`. */
  delta: z.number().nullable(),
});
export type TBrandFinding = z.infer<typeof ZBrandFinding>;

/**
 * A finding's identity across reads and re-renders of the same file: its slide, kind, element
 * and value. A staff decision (intended, with a reason) is kept under it.
 */
export const brandFindingKey = (finding: TBrandFinding) =>
  [finding.slide, finding.kind, finding.element?.id ?? '', finding.found].join('|');

/** A finding as staff read it: with its key and, once they decided it is intended, why. */
export const ZBrandCheckFinding = ZBrandFinding.extend({
  key: z.string(),
  intended: z.object({ reason: z.string(), by: z.string(), at: z.string() }).nullable(),
});
export type TBrandCheckFinding = z.infer<typeof ZBrandCheckFinding>;

export const brandDecisionLimits = { keyMax: 400, reasonMax: 500 } as const;

/** Why a finding is intended: what marking it takes. */
export const ZBrandIntendedReason = requiredString(brandDecisionLimits.reasonMax);
/** Why a finding is intended, as staff's text form sends it. */
export const ZBrandIntendedForm = z.object({ reason: ZBrandIntendedReason });

/** Staff mark a finding intended with a reason, or (reason null) take that back. */
export const ZBrandDecisionRequest = z.object({
  key: z.string().min(1).max(brandDecisionLimits.keyMax),
  reason: ZBrandIntendedReason.nullable(),
});
export type TBrandDecisionRequest = z.input<typeof ZBrandDecisionRequest>;

/** Why a delivered file was not checked. */
export const brandCheckReasons = [
  'noTemplate',
  'notPresentation',
  'templateMissing',
  'templateUnreadable',
  'deckUnreadable',
] as const;
export type TBrandCheckReason = (typeof brandCheckReasons)[number];

export const brandCheckMessages = {
  notChecked: {
    noTemplate: 'Not checked: this order has no style template to check against.',
    notPresentation: 'Not checked: only PowerPoint files (.pptx) are checked against the template.',
    templateMissing: 'Not checked: the style template’s file is no longer there.',
    templateUnreadable: 'Not checked: the style template’s file cannot be read as a presentation.',
    deckUnreadable: 'Not checked: this file cannot be read as a presentation.',
  } satisfies Record<TBrandCheckReason, string>,
  checkNotFound: 'This file has no brand check.',
  findingNotFound: 'This finding is not in the file’s brand check.',
  markIntended: 'Mark as intended',
  intendedReason: 'Why it is intended',
  intendedReasonHint: 'The customer reads this reason beside the finding.',
  saveIntended: 'Save',
  cancel: 'Cancel',
  undoIntended: 'Not intended',
  intendedBy: (name: string) => `Intended (${name})`,
  markedIntended: 'Marked as intended.',
  unmarkedIntended: 'No longer marked as intended.',
  openCount: (open: number, intended: number) =>
    intended === 0 ? '' : `${open} open, ${intended} intended.`,
  heading: 'Brand check',
  checkedSummary: (templateName: string | null, count: number) =>
    `Checked against ${templateName ?? 'the order’s template'}: ${
      count === 0 ? 'no findings' : count === 1 ? '1 finding' : `${count} findings`
    }.`,
  moreFindings: (count: number) => `${count} more not listed.`,
  noCheck: 'No brand check for this file: it was delivered before files were checked.',
  loadFailed: 'The brand check could not be loaded.',
  retry: 'Try again',
  slide: (slide: number) => `Slide ${slide}`,
  allowed: 'allowed',
  findingsOnSlide: 'Brand findings on this slide',
  kinds: {
    font: 'Font',
    fontSize: 'Small text',
    colour: 'Colour',
    layout: 'Layout',
    logo: 'Logo',
    maxBullets: 'Too many bullets',
    requireTitle: 'No title',
    minImageDpi: 'Image resolution',
    minTextPoints: 'Text size',
  } satisfies Record<TBrandFindingKind, string>,
} as const;

/** The check of one delivered file (a preview's), as staff read it. */
export const ZBrandCheck = z.object({
  previewId: z.number().int(),
  /** The version is with the customer: its decisions can no longer change. */
  published: z.boolean(),
  status: z.enum(['checked', 'notChecked']),
  reason: z.enum(brandCheckReasons).nullable(),
  /** The template's name when the order chose a saved one. */
  templateName: z.string().nullable(),
  findings: z.array(ZBrandCheckFinding),
  /** Findings past `findingsMax`, counted but not kept. */
  moreFindings: z.number().int(),
  checkedAt: z.string(),
});
export type TBrandCheck = z.infer<typeof ZBrandCheck>;

/**
 * A file's check in short, beside its preview on the order's pages: what the version says
 * ("Checked against your template: …") and what holds a draft back (`open` findings).
 */
export const ZBrandCheckSummary = z.object({
  status: z.enum(['checked', 'notChecked']),
  reason: z.enum(brandCheckReasons).nullable(),
  templateName: z.string().nullable(),
  /** Every finding, those past `findingsMax` included. */
  findings: z.number().int().nonnegative(),
  /** Findings staff marked intended, with a reason. */
  intended: z.number().int().nonnegative(),
});
export type TBrandCheckSummary = z.infer<typeof ZBrandCheckSummary>;

/** The findings neither fixed nor marked intended: what holds a draft back. */
export const openBrandFindings = (summary: TBrandCheckSummary) =>
  summary.findings - summary.intended;

/** The publish gate's words (staff) and the version's line (the customer). */
export const brandPublishMessages = {
  draftBadge: 'Draft',
  draftTitle: (round: number) => `Version ${round} is a draft`,
  draftHint:
    'The customer does not see it yet. Fix each brand finding (deliver a fixed deck: it replaces the draft) or mark it intended, then publish.',
  publish: 'Publish to the customer',
  draftDelivered: (round: number) =>
    `Version ${round} is a draft: publish it to the customer once its brand check is done.`,
  published: (round: number) => `Version ${round} is with the customer.`,
  stillChecking: 'The brand check is still running: publish once it is done.',
  openFindings: (count: number) =>
    `${count === 1 ? '1 brand finding is' : `${count} brand findings are`} neither fixed nor marked intended.`,
  noDraft: 'This order has no draft to publish.',
  decisionsClosed:
    'This version is with the customer: its brand findings can no longer be changed.',
  ready: 'Every finding is fixed or marked intended.',
  customerChecked: (templateName: string | null, accepted: number) =>
    `Checked against ${templateName ? `your template “${templateName}”` : 'your template'}: ${
      accepted === 0
        ? '0 issues'
        : `${accepted === 1 ? '1 finding' : `${accepted} findings`} accepted as intended`
    }`,
  openReport: 'Open the report',
  reportTitle: 'Brand check report',
  reportIntro:
    'Every delivered PowerPoint is checked against your template’s fonts, colours, layouts and rules before you see it. These findings were kept on purpose; the reason is beside each.',
  reportEmpty: 'No findings: every font, colour and layout is your template’s.',
  slides: (numbers: readonly number[]) =>
    numbers.length === 1 ? `Slide ${numbers[0]}` : `Slides ${numbers.join(', ')}`,
  places: (count: number) => `${count} places`,
  found: 'Found',
  nearest: 'Nearest allowed',
  why: 'Why',
  close: 'Close',
} as const;
