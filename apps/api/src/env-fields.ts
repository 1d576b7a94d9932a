import { z } from 'zod';

/** The shapes of environment settings that config.ts reads (an empty value counts as unset). */

export const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const optionalString = z.preprocess(emptyToUndefined, z.string().trim().optional());

const flagValues = ['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'] as const;
const isOn = (value: string) =>
  value === 'true' || value === '1' || value === 'yes' || value === 'on';

/** true or false; unset is false. */
export const booleanFlag = z.preprocess(
  emptyToUndefined,
  z
    .enum(flagValues, { error: 'must be true or false' })
    .optional()
    .transform((value) => value !== undefined && isOn(value)),
);

/** true, false, or unset (undefined): for a setting whose default depends on another. */
export const optionalBooleanFlag = z.preprocess(
  emptyToUndefined,
  z
    .enum(flagValues, { error: 'must be true or false' })
    .optional()
    .transform((value) => (value === undefined ? undefined : isOn(value))),
);

export const integer = (fallback: number, min: number, max: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(min).max(max).default(fallback));

export const optionalUrl = z.preprocess(
  emptyToUndefined,
  z.url({ protocol: /^https?$/ }).optional(),
);
