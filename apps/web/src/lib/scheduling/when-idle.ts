/**
 * Runs `callback` once the browser is idle (at the latest after 5 s), or after a second where it
 * cannot say: for downloads that must never compete with hydration or the first paint (the
 * error-reporting SDK, the contract's schemas).
 */
export function whenIdle(callback: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 5000 });
  else setTimeout(callback, 1000);
}
