/**
 * Clicks on the server's HTML before it is live. Until the app has hydrated the page (or a static
 * page's script has bound it) its buttons have no handlers, and a click there is lost: a person
 * who taps a button as soon as it shows sees nothing happen. So every button (a `<button>`, or an
 * element with a button-like role) keeps its click instead, as does any control marked
 * `data-replay-click`: held here, and clicked again once the page says it is live
 * (`data-app="ready"` on <html>, set by the app's first commit in `markHydrated`, or
 * `data-static-page="ready"`, set by app/static-page.ts). This also lets the app hydrate in a
 * transition, yielding to the browser, without losing a tap in the meantime (main.tsx). Links,
 * form fields, the cookie banner and the header's menus (answered before the page is live by
 * early-cookie-banner.ts and early-disclosures.ts) are left alone. Only boot.ts imports this, before the app loads: it
 * must stay free of imports (docs/rendering.md).
 */

/** Marks a control whose click before the page is live is kept (plain markup, no import). */
const replayClickAttribute = 'data-replay-click';

/** What keeps its click: buttons, and whatever is marked. */
const heldControls = [
  'button',
  '[role="button"]',
  '[role="tab"]',
  '[role="menuitem"]',
  '[role="switch"]',
  '[role="option"]',
  `[${replayClickAttribute}]`,
].join(', ');

/**
 * What answers before the page is live on its own: the cookie banner (early-cookie-banner.ts)
 * and the header's menus (early-disclosures.ts).
 */
const answeredEarly = '[data-cookie-banner], [data-disclosure]';

const isLive = (root: HTMLElement) =>
  root.dataset.app === 'ready' || root.dataset.staticPage === 'ready';
/**
 * A part of a live page whose code has not arrived (lib/ssr/lazy-part.tsx; the selector is
 * repeated here): its HTML is the server's until it is, so clicks in it are held too.
 */
export const pendingPart = '[data-part="pending"]';
/** Whether a click on `control` is held: the page is not live, or its part is not. */
const isHeldAt = (root: HTMLElement, control: Element) =>
  !isLive(root) || control.closest(pendingPart) !== null;
/** The page will not go live: its scripts failed (scripts-failed.ts; the value is repeated here). */
const hasFailed = (root: HTMLElement) => root.dataset.scripts === 'failed';
/** A form the server handles without the app (the sign-in and sign-up forms). */
const pageFormSelector = 'form[data-page-form]';

/**
 * Holds clicks on buttons until the page is live, then clicks each once, in order; a click in a
 * part that goes live later (a lazy part) is held until that part is. A choice made
 * in a select list meanwhile (the bare HTML changes its value, but no handler hears it, and
 * hydration sets it back to what the app holds) is made again too: the value is set and a change
 * event sent, as the browser does.
 */
export function holdClicksUntilLive(doc: Document = document): void {
  const root = doc.documentElement;
  if (isLive(root)) return;
  // In the order they were made: a click on a button, or a choice of a select list's value.
  const held: ({ control: HTMLElement } | { select: HTMLSelectElement; value: string })[] = [];
  const holdChoice = (event: Event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || select.multiple || !isHeldAt(root, select)) {
      return;
    }
    held.push({ select, value: select.value });
  };
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>(heldControls);
    if (!control || control.closest(answeredEarly) || hasFailed(root)) return;
    if (!isHeldAt(root, control)) return;
    // The bare HTML must not act on it either (a submit button would post the form).
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.some((entry) => 'control' in entry && entry.control === control)) {
      held.push({ control });
    }
  };
  const stop = () => {
    observer.disconnect();
    doc.removeEventListener('click', hold, true);
    doc.removeEventListener('change', holdChoice, true);
  };
  // The scripts failed: no handler will come. A held click that sends a form the server handles
  // is made again, for the browser to post it; the others are let go.
  const giveUp = () => {
    stop();
    for (const entry of held.splice(0)) {
      if (!('control' in entry) || !entry.control.isConnected) continue;
      const isSend = entry.control instanceof HTMLButtonElement && entry.control.type === 'submit';
      if (isSend && entry.control.closest(pageFormSelector)) entry.control.click();
    }
  };
  const release = () => {
    if (hasFailed(root)) {
      giveUp();
      return;
    }
    if (!isLive(root)) return;
    // Done once no part of the page is waiting for its code.
    if (!doc.querySelector(pendingPart)) stop();
    // Ready: gone from the page, or no longer in a part waiting for its code; the rest wait on.
    const ready: typeof held = [];
    const waiting: typeof held = [];
    for (const entry of held) {
      const element = 'control' in entry ? entry.control : entry.select;
      (!element.isConnected || !isHeldAt(root, element) ? ready : waiting).push(entry);
    }
    held.splice(0, held.length, ...waiting);
    for (const entry of ready) {
      if ('control' in entry) {
        if (entry.control.isConnected) entry.control.click();
      } else if (entry.select.isConnected) {
        // Sent even if the list shows the value still: the app's state may not hold it.
        entry.select.value = entry.value;
        entry.select.dispatchEvent(new Event('change', { bubbles: true }));
      }
    }
  };
  const observer = new MutationObserver(release);
  // The page's state on <html>, and a part's (data-part) anywhere in it.
  observer.observe(root, {
    attributes: true,
    subtree: true,
    attributeFilter: ['data-app', 'data-static-page', 'data-scripts', 'data-part'],
  });
  doc.addEventListener('click', hold, true);
  doc.addEventListener('change', holdChoice, true);
}
