/**
 * Gives the browser the main thread between two steps (a tap is answered, a frame painted):
 * `scheduler.yield()` where there is one, else a task of its own (nested timeouts are held back
 * to 4 ms each, which seventy steps would feel). boot.ts has its own copy: its chunk may import
 * no other (build-tools/chunk-groups.ts).
 */
export const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
};
