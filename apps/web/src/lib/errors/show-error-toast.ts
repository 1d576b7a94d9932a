import { showToast } from '../toast/show-toast';
import { describeError, type TErrorContext } from './describe-error';
import { readErrorContext } from './read-error-context';

/**
 * The catalogue toast of §8 for an error a form handles itself (its 422 and 412 answers), when
 * the error turns out to be anything else. Side effects (logout, redirect) are the caller's.
 */
export function showErrorToast(error: unknown, context: TErrorContext = readErrorContext()): void {
  const { toast } = describeError(error, context);
  if (toast) showToast(toast);
}
