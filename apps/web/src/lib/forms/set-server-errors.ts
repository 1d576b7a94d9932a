import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../http/api-error';

/**
 * Puts a 422 answer's field errors back on the form (§5.1). `fieldOf` maps a server field name
 * (e.g. `emails.2`) to a form field, or null when the form has no such field. Several messages
 * for one field are joined by line breaks. Returns the messages that found no field, so that
 * the caller can show them elsewhere.
 */
export function setServerErrors<TValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TValues>,
  fieldOf: (serverField: string) => Path<TValues> | null,
): { isHandled: boolean; unplaced: string[] } {
  if (!isApiError(error) || error.status !== 422 || !error.errors) {
    return { isHandled: false, unplaced: [] };
  }
  const unplaced: string[] = [];
  const byField = new Map<Path<TValues>, string[]>();
  for (const [serverField, messages] of Object.entries(error.errors)) {
    const field = fieldOf(serverField);
    if (!field) {
      unplaced.push(...messages);
      continue;
    }
    const list = byField.get(field) ?? [];
    for (const message of messages) if (!list.includes(message)) list.push(message);
    byField.set(field, list);
  }
  for (const [field, messages] of byField) {
    setError(field, { type: 'server', message: messages.join('\n') }, { shouldFocus: false });
  }
  return { isHandled: true, unplaced };
}
