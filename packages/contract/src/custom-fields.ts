import { z } from 'zod';
import { requiredString, ZPositiveInteger } from './validation.ts';

/**
 * Custom fields (§6: teams with supportsCustomFields): questions a team asks on every order, such
 * as a cost centre or a project code. The customFields step of the order form renders them and
 * the server checks the answers.
 */

/** Text, a number (max 32767, §9), a date, or one choice of a list. */
export const customFieldKinds = ['text', 'number', 'date', 'select'] as const;
export type TCustomFieldKind = (typeof customFieldKinds)[number];

export const customFieldLimits = {
  labelMax: 100,
  optionsMax: 20,
  optionMax: 100,
  fieldsMax: 30,
} as const;

export const customFieldMessages = {
  notSupported: 'Custom fields are available on enterprise plans.',
  notFound: 'This custom field does not exist.',
  optionsRequired: 'Add at least one option',
  optionsUnique: 'Each option must be different',
  tooMany: `A team can have at most ${customFieldLimits.fieldsMax} custom fields.`,
  reorderMismatch: 'Send every custom field of your team once.',
  created: 'The custom field has been added.',
  updated: 'The custom field has been saved.',
  deleted: 'The custom field has been removed.',
} as const;

export const customFieldKindNames: Readonly<Record<TCustomFieldKind, string>> = {
  text: 'Text',
  number: 'Number',
  date: 'Date',
  select: 'Choice from a list',
};

/** A custom field as the team's settings show it. */
export const ZCustomField = z.object({
  id: z.number().int(),
  label: z.string(),
  kind: z.enum(customFieldKinds),
  required: z.boolean(),
  options: z.array(z.string()),
  position: z.number().int(),
});
export type TCustomField = z.infer<typeof ZCustomField>;

export const ZCustomFieldsResponse = z.object({ fields: z.array(ZCustomField) });
export type TCustomFieldsResponse = z.infer<typeof ZCustomFieldsResponse>;

/** Add or edit a field: a select needs 1–20 different options; the other kinds keep none. */
export const ZCustomFieldRequest = z
  .object({
    label: requiredString(customFieldLimits.labelMax),
    kind: z.enum(customFieldKinds),
    required: z.boolean().default(false),
    options: z
      .array(requiredString(customFieldLimits.optionMax))
      .max(customFieldLimits.optionsMax)
      .default([]),
  })
  .superRefine((field, context) => {
    if (field.kind !== 'select') return;
    if (field.options.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['options'],
        message: customFieldMessages.optionsRequired,
      });
    } else if (new Set(field.options).size !== field.options.length) {
      context.addIssue({
        code: 'custom',
        path: ['options'],
        message: customFieldMessages.optionsUnique,
      });
    }
  })
  .transform((field) => ({ ...field, options: field.kind === 'select' ? field.options : [] }));
export type TCustomFieldRequest = z.input<typeof ZCustomFieldRequest>;

export const ZCustomFieldParams = z.object({ id: ZPositiveInteger });

/** The team's fields in their new order: every id once. */
export const ZCustomFieldsOrderRequest = z.object({
  ids: z.array(z.number().int().positive()).max(customFieldLimits.fieldsMax),
});
