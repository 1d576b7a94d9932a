/** How long focus is looked after once a modal closes: long enough for the server to answer. */
const watchMs = 10_000;

const isFocusLost = () =>
  document.activeElement === null || document.activeElement === document.body;

function focusMainContent(): void {
  document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
}

/**
 * Gives focus back to what opened a modal. When that element is gone, or goes while it still
 * has focus (the row of a removed member, once the server has answered), focus moves to the
 * page's main content instead of dropping to the page body.
 */
export function returnFocus(trigger: HTMLElement | null): void {
  if (!trigger?.isConnected) {
    focusMainContent();
    return;
  }
  trigger.focus();
  const observer = new MutationObserver(() => {
    if (trigger.isConnected) return;
    stop();
    if (isFocusLost()) focusMainContent();
  });
  const onBlur = () => {
    // Focus moved on by itself; a removal is the observer's to handle.
    if (trigger.isConnected) stop();
  };
  const timer = window.setTimeout(() => stop(), watchMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    trigger?.removeEventListener('blur', onBlur);
  }
  trigger.addEventListener('blur', onBlur);
  observer.observe(document.body, { childList: true, subtree: true });
}
