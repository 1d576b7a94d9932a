import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * floating-ui's `useMergeRefs(refs)`, the one thing Mantine's ScrollArea imports from it, on
 * Mantine's `useMergedRef` (build-tools/mantine-imports.ts says why): one callback ref that sets
 * every ref given, and clears them when the element goes.
 */
export function useMergeRefs<T>(refs: Array<Ref<T> | undefined>) {
  return useMergedRef<T>(...refs);
}
