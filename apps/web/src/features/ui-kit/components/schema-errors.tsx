import type { ZPassword, ZPhone } from '@deckhand/contract';
import { FormErrors } from '@/ui/form-error/form-errors';

/**
 * The contract schema's messages for a value once the field has been left, as a field's
 * `error`. Undefined without messages: any element, even one rendering nothing, marks a
 * Mantine field invalid.
 */
export function getSchemaErrors(
  schema: typeof ZPassword | typeof ZPhone,
  value: string,
  isTouched = true,
) {
  const result = isTouched ? schema.safeParse(value) : null;
  if (!result || result.success) return undefined;
  return <FormErrors errors={result.error.issues.map((issue) => issue.message)} />;
}
