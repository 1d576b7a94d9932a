import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { showErrorToast } from '../errors/show-error-toast';
import { setServerErrors } from './set-server-errors';

type THandleFormErrorOptions<TValues extends FieldValues> = {
  fieldNames: readonly Path<TValues>[];
  setError: UseFormSetError<TValues>;
  /** Asks for the page to scroll to the first invalid field once the messages show. */
  scrollToErrors: () => void;
  /** Messages of the answer that belong to no field of this form. */
  onUnplacedMessages: (messages: string[]) => void;
};

/**
 * A failed submit: a 422 answer's messages go onto the fields and the page scrolls to the
 * first of them (§4, §5.1); anything else is the catalogue toast (§8).
 */
export function handleFormError<TValues extends FieldValues>(
  error: unknown,
  { fieldNames, setError, scrollToErrors, onUnplacedMessages }: THandleFormErrorOptions<TValues>,
): void {
  const findField = (serverField: string) =>
    fieldNames.find((name) => name === serverField) ?? null;
  const { isHandled, unplaced } = setServerErrors(error, setError, findField);
  if (!isHandled) {
    showErrorToast(error);
    return;
  }
  onUnplacedMessages(unplaced);
  scrollToErrors();
}
