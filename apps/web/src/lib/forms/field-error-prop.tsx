import type { FieldError } from 'react-hook-form';
import { FormErrors } from '@/ui/form-error/form-errors';

/**
 * A field's `error` prop: undefined without a message (a Mantine field is marked invalid by any
 * value), else one message or, for the several the server may send (joined by line breaks in
 * setServerErrors), the bulleted list of §5.2.
 */
export function toFieldErrorProp(error: FieldError | undefined) {
  const messages = error?.message?.split('\n').filter(Boolean) ?? [];
  return messages.length > 0 ? <FormErrors errors={messages} /> : undefined;
}
