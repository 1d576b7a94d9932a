import { z } from 'zod';
import {
  brandRuleLimitRanges,
  type TBrandRuleKind,
  ZBrandRule,
  ZBrandSettings,
} from './brand-check.ts';
import { requiredString, ZPositiveInteger } from './validation.ts';

/**
 * Style templates (§6: owners only): a team's saved look for its decks. Each has a name, a
 * template file (pptx, potx) and an optional cover image (§5.1: jpeg, jpg, png, avif, webp; max
 * 2 MB and 4096x2644 px, §9). Both files arrive through the uploads endpoint first (tags
 * `styleTemplate` and `coverImage`); the template then names them by upload id. The list is the
 * reorderable list of §2.5, and its order is the order the styles step offers them in.
 */

export const styleTemplateLimits = {
  nameMax: 100,
  templatesMax: 50,
  coverMaxBytes: 2 * 1024 * 1024,
  coverMaxWidth: 4096,
  coverMaxHeight: 2644,
} as const;

export const styleTemplateMessages = {
  /** §5.1 cover image hint. */
  coverHint: 'Max. size is 2 MB and 4096x2644px',
  coverTooLarge: `The cover image must be at most ${styleTemplateLimits.coverMaxWidth}x${styleTemplateLimits.coverMaxHeight} px.`,
  coverUnreadable: 'The cover image cannot be read. Please upload a jpeg, png, avif or webp image.',
  notFound: 'This style template does not exist.',
  fileRequired: 'Upload the template file (pptx or potx)',
  fileNotUsable: 'The template file is not uploaded yet or cannot be used. Please upload it again.',
  coverNotUsable: 'The cover image is not uploaded yet or cannot be used. Please upload it again.',
  /** Save with a refused file still chosen (issue 30: the template was saved without it). */
  fileRefused: 'This file was refused: remove it or choose another one before saving.',
  tooMany: `A team can keep at most ${styleTemplateLimits.templatesMax} style templates.`,
  lastOne: 'The last style template cannot be removed. Add another one first, or edit this one.',
  reorderMismatch: 'Send every style template of your team once.',
  created: 'The style template has been added.',
  updated: 'The style template has been saved.',
  deleted: 'The style template has been removed.',
  /** A request naming one kind of brand rule twice (the form offers each kind once). */
  ruleRepeated: 'Each kind of rule can be set once. Remove the repeated one.',
} as const;

/** A file of a template as the settings page shows it: name and where to fetch its bytes. */
export const ZStyleTemplateFile = z.object({
  id: z.uuid(),
  name: z.string(),
  url: z.string(),
});
export type TStyleTemplateFile = z.infer<typeof ZStyleTemplateFile>;

/**
 * A template's brand settings as it is read back: its extra brand colours as stored (`#RRGGBB`,
 * upper case) and its rules. (ZBrandSettings lower-cases colours as it parses them, a transform a
 * response cannot encode.)
 */
export const ZStyleTemplateBrandSettings = z.object({
  brandColours: z.array(z.string()),
  rules: z.array(ZBrandRule),
});

export const ZStyleTemplate = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  templateFile: ZStyleTemplateFile,
  cover: ZStyleTemplateFile.nullable(),
  /** What the brand check allows beyond the file; empty until the owner sets some. */
  brandSettings: ZStyleTemplateBrandSettings,
  updatedAt: z.string(),
});
export type TStyleTemplate = z.infer<typeof ZStyleTemplate>;

export const ZStyleTemplatesResponse = z.object({ templates: z.array(ZStyleTemplate) });
export type TStyleTemplatesResponse = z.infer<typeof ZStyleTemplatesResponse>;

/** Add or edit: a name, the uploaded template file, and the uploaded cover image or none. */
const uploadIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An upload's public id; missing, too long or malformed all say `message`. */
const uploadId = (message: string) =>
  z
    .string({ error: message })
    .max(36, { error: message, abort: true })
    .regex(uploadIdPattern, message);

/**
 * The brand settings an owner sends: the brand check's own schema, each rule kind at most once,
 * and the colours kept as `#RRGGBB` (upper case), each once.
 */
export const ZBrandSettingsRequest = ZBrandSettings.superRefine((settings, context) => {
  const kinds = settings.rules.map((rule) => rule.kind);
  if (new Set(kinds).size !== kinds.length) {
    context.addIssue({
      code: 'custom',
      message: styleTemplateMessages.ruleRepeated,
      path: ['rules'],
    });
  }
}).transform((settings) => ({
  brandColours: [...new Set(settings.brandColours.map((colour) => colour.toUpperCase()))],
  rules: settings.rules,
}));

export const ZStyleTemplateRequest = z.object({
  name: requiredString(styleTemplateLimits.nameMax),
  templateFileId: uploadId(styleTemplateMessages.fileRequired),
  coverFileId: uploadId(styleTemplateMessages.coverNotUsable).nullable().default(null),
  /** Optional: a new template starts without; an edit without it keeps the template's. */
  brandSettings: ZBrandSettingsRequest.optional(),
});
export type TStyleTemplateRequest = z.input<typeof ZStyleTemplateRequest>;

export const ZStyleTemplateParams = z.object({ id: ZPositiveInteger });

/** The team's templates in their new order: every id once. */
export const ZStyleTemplatesOrderRequest = z.object({
  ids: z.array(z.number().int().positive()).max(styleTemplateLimits.templatesMax),
});

/** The number a rule kind carries, as the brand check bounds it (null for a rule without one). */
export function getBrandRuleLimitRange(kind: TBrandRuleKind): { min: number; max: number } | null {
  return Object.hasOwn(brandRuleLimitRanges, kind)
    ? brandRuleLimitRanges[kind as keyof typeof brandRuleLimitRanges]
    : null;
}

/** Whether an image of these pixels fits the cover limit (§9: 4096x2644 px). */
export function isCoverSizeAllowed(width: number, height: number): boolean {
  return width <= styleTemplateLimits.coverMaxWidth && height <= styleTemplateLimits.coverMaxHeight;
}
