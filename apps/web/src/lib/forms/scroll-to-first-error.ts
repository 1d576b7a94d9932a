import { formScrollOffsetPx } from '@deckhand/contract';
import { measureCoveredTop } from './measure-covered-top';

/** About half a second at 60 frames a second. */
const maxFramesToWait = 30;

const prefersReducedMotion = () =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Brings the first invalid field of a form into view and focuses it (unless it is a select,
 * whose list would open). A field already fully in view, below the sticky header and bars, is
 * only focused: the page does not jump. Otherwise it lands 64 px (§5.1) below whatever is sticky
 * at the top. Runs once the error state is rendered: at the next frame, or at a later one when
 * React renders it later (a check that waited for the schemas to load ends outside the click, and
 * its render comes after the next frame), for at most half a second.
 */
export function scrollToFirstError(form: HTMLElement | null): void {
  if (!form) return;
  let framesLeft = maxFramesToWait;
  const onFrame = () => {
    const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) {
      framesLeft -= 1;
      if (framesLeft > 0) requestAnimationFrame(onFrame);
      return;
    }
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
  };
  requestAnimationFrame(onFrame);
}
