/**
 * The header's menus (the phone's Menu button, Services, Resources) on the server's HTML, before
 * their code binds them. Each is a disclosure (lib/dom/disclosure.ts): a button marked
 * `data-disclosure` shows and hides the panel it controls. Until the app's header or a static
 * page's script binds a button (then marked `data-disclosure="bound"`), a click on it shows or
 * hides its panel here, at once: a person who taps Menu as the page shows sees it open, not after
 * hydration (held clicks leave these buttons to this). The binder takes the state it finds: a menu
 * opened here stays open. Only boot.ts imports this, before the app loads: it must stay free of
 * imports (docs/rendering.md), so the marker is a copy (early-disclosures.test.ts checks it).
 */

/** lib/dom/disclosure.ts: `boundDisclosure`, the value a bound button's `data-disclosure` holds. */
export const earlyBoundDisclosure = 'bound';

/**
 * Shows or hides a disclosure's panel on a click on its button until the button is bound; the
 * result stops it (tests: the page keeps it).
 */
export function openDisclosuresUntilBound(doc: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLElement>('button[data-disclosure]');
    if (!button || button.dataset.disclosure === earlyBoundDisclosure) return;
    const panel = doc.getElementById(button.getAttribute('aria-controls') ?? '');
    if (!panel) return;
    const open = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
