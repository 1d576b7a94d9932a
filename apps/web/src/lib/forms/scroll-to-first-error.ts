import { formScrollOffsetPx } from '@deckhand/contract';
import { measureCoveredTop } from './measure-covered-top';

const prefersReducedMotion = () =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Brings the first invalid field of a form into view and focuses it (unless it is a select,
 * whose list would open). A field already fully in view, below the sticky header and bars, is
 * only focused: the page does not jump. Otherwise it lands 64 px (§5.1) below whatever is sticky
 * at the top. Call it once the errors are in the page: a React form calls it from an effect after
 * the render that shows them (useContractForm's `scrollToErrors`), never at a guessed moment.
 */
export function scrollToFirstError(form: HTMLElement | null): void {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return;
  // The field's wrapper holds its label: the label, not just the box, comes into view.
  const target = field.closest<HTMLElement>('.mantine-InputWrapper-root') ?? field;
  const coveredTop = measureCoveredTop(target);
  const rect = target.getBoundingClientRect();
  const isFullyVisible = rect.top >= coveredTop && rect.bottom <= window.innerHeight;
  if (!isFullyVisible) {
    const top = rect.top + window.scrollY - coveredTop - formScrollOffsetPx;
    window.scrollTo({
      top: Math.max(top, 0),
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  }
  if (!field.hasAttribute('aria-haspopup')) field.focus({ preventScroll: true });
}
