/**
 * Clicks on the server's HTML before it is live. Until the app has hydrated the page (or a static
 * page's script has bound it) its buttons have no handlers, and a click there is lost: a person
 * who taps a button as soon as it shows sees nothing happen. A control marked `data-replay-click`
 * keeps its click instead: held here, and clicked again once the page says it is live
 * (`data-app="ready"` on <html>, set by the app's first commit in `markHydrated`, or
 * `data-static-page="ready"`, set by app/static-page.ts). Unmarked elements are left alone (links
 * and forms work without script). Only boot.ts imports this, before the app loads: it must stay
 * free of imports (docs/rendering.md).
 */

/** Marks a control whose click before the page is live is kept (plain markup, no import). */
const replayClickAttribute = 'data-replay-click';

const isLive = (root: HTMLElement) =>
  root.dataset.app === 'ready' || root.dataset.staticPage === 'ready';

/** Holds clicks on marked controls until the page is live, then clicks each once, in order. */
export function holdClicksUntilLive(doc: Document = document): void {
  const root = doc.documentElement;
  if (isLive(root)) return;
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>(`[${replayClickAttribute}]`);
    if (!control || isLive(root)) return;
    // The bare HTML must not act on it either (a submit button would post the form).
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(control)) held.push(control);
  };
  const release = () => {
    if (!isLive(root)) return;
    observer.disconnect();
    doc.removeEventListener('click', hold, true);
    for (const control of held.splice(0)) {
      if (control.isConnected) control.click();
    }
  };
  const observer = new MutationObserver(release);
  observer.observe(root, { attributes: true, attributeFilter: ['data-app', 'data-static-page'] });
  doc.addEventListener('click', hold, true);
}
