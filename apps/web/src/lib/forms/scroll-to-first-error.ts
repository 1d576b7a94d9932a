import { formScrollOffsetPx } from '@deckhand/contract';

/**
 * Scrolls the first invalid field of a form into view, 64 px below the top (§5.1), and focuses
 * it (unless it is a select) without a second jump. Runs after the next paint, once the error
 * state is rendered.
 */
export function scrollToFirstError(form: HTMLElement | null): void {
  if (!form) return;
  requestAnimationFrame(() => {
    const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    // The field's wrapper holds its label: the label, not just the box, comes into view.
    const target = field.closest<HTMLElement>('.mantine-InputWrapper-root') ?? field;
    const top = target.getBoundingClientRect().top + window.scrollY - formScrollOffsetPx;
    window.scrollTo({ top: Math.max(top, 0), behavior: 'smooth' });
    // A select would open its list on focus: it is only scrolled to.
    if (!field.hasAttribute('aria-haspopup')) field.focus({ preventScroll: true });
  });
}
