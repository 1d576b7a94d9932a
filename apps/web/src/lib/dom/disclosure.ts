/**
 * A disclosure (the WAI-ARIA pattern): a button that shows and hides a panel. Escape (focus goes
 * back to the button), a click outside, focus leaving it or a link followed inside closes it.
 *
 * Plain DOM on purpose: the React header binds its menus with it in an effect, and a page sent
 * without the app (a static page, `app/static-page.ts`) binds the same server-rendered markup,
 * so both behave alike. The markup starts closed: `aria-expanded="false"` and a `hidden` panel.
 */
export type TDisclosure = { close: () => void; destroy: () => void };

/**
 * A bound button's `data-disclosure`: until then a click on it is answered by boot
 * (app/rendering/early-disclosures.ts), which leaves it alone from now on.
 */
export const boundDisclosure = 'bound';

/**
 * Binds `button` (marked `data-disclosure`, `aria-controls` naming the panel) to `panel`, in the
 * state it finds: a menu opened before its code came stays open.
 */
export function bindDisclosure(button: HTMLButtonElement, panel: HTMLElement): TDisclosure {
  const doc = button.ownerDocument;
  const isOpen = () => button.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
  };
  const close = () => {
    if (isOpen()) setOpen(false);
  };
  const isInside = (target: EventTarget | null) =>
    target instanceof Node && (button.contains(target) || panel.contains(target));

  const onButtonClick = () => setOpen(!isOpen());
  const onPanelClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) close();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (!isInside(event.target)) close();
  };
  const onFocusIn = (event: FocusEvent) => {
    if (!isInside(event.target)) close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    setOpen(false);
    button.focus();
  };

  button.dataset.disclosure = boundDisclosure;
  button.addEventListener('click', onButtonClick);
  panel.addEventListener('click', onPanelClick);
  doc.addEventListener('pointerdown', onPointerDown);
  doc.addEventListener('focusin', onFocusIn);
  doc.addEventListener('keydown', onKeyDown);
  return {
    close,
    destroy: () => {
      button.dataset.disclosure = '';
      button.removeEventListener('click', onButtonClick);
      panel.removeEventListener('click', onPanelClick);
      doc.removeEventListener('pointerdown', onPointerDown);
      doc.removeEventListener('focusin', onFocusIn);
      doc.removeEventListener('keydown', onKeyDown);
    },
  };
}

/** Binds every disclosure button in `doc` (`data-disclosure`) to the panel it controls. */
export function bindDisclosures(doc: Document): TDisclosure[] {
  const bound: TDisclosure[] = [];
  for (const button of doc.querySelectorAll<HTMLButtonElement>('button[data-disclosure]')) {
    const panel = doc.getElementById(button.getAttribute('aria-controls') ?? '');
    if (panel) bound.push(bindDisclosure(button, panel));
  }
  return bound;
}
