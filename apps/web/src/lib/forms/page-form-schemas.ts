import { pageForms, type TPageFormName } from '@deckhand/contract';
import type { TSchemaName } from '../http/load-schemas';

/**
 * The contract's request schema of each page form (pageForms): what the app's form checks with
 * (its resolver), and what a static page checks the same fields with (bind-page-forms.ts).
 */
export const pageFormSchemas = {
  login: 'ZLoginRequest',
  signup: 'ZRegisterRequest',
} as const satisfies Record<TPageFormName, TSchemaName>;

export type TPageFormRules = {
  fields: readonly string[];
  checkboxes: readonly string[];
  schema: (typeof pageFormSchemas)[TPageFormName];
};

/** A page form by the name in its `data-page-form`: its fields, checkboxes and schema. */
export function findPageFormRules(name: string | undefined): TPageFormRules | null {
  if (name === undefined || !Object.hasOwn(pageForms, name)) return null;
  const formName = name as TPageFormName;
  const { fields, checkboxes } = pageForms[formName];
  return { fields, checkboxes, schema: pageFormSchemas[formName] };
}
