import { type DependencyList, type EffectCallback, useEffect } from 'react';

/**
 * `useEffect` whose work runs in a task of its own, right after the one that committed: for work
 * a page wants soon but not inside the commit that hydrates it (a reminder's toast, the live
 * updates' socket, a widget's download). A page's first commit runs every component's effects in
 * one task; what moves out of it no longer adds to the time a phone cannot answer a tap
 * (issue 33, docs/rendering.md). Cleanup cancels work that has not run yet.
 */
export function useTaskEffect(effect: EffectCallback, deps: DependencyList): void {
  useEffect(() => {
    let cleanup: ReturnType<EffectCallback>;
    let isCancelled = false;
    const timer = setTimeout(() => {
      if (!isCancelled) cleanup = effect();
    }, 0);
    return () => {
      isCancelled = true;
      clearTimeout(timer);
      if (typeof cleanup === 'function') cleanup();
    };
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's dependencies, as useEffect takes them
  }, deps);
}
