import type { TInitResponse } from '@deckhand/contract';

/**
 * What the server's renderer hands route loaders (the static handler's `requestContext`): the
 * visitor's init payload, so a loader can answer a redirect that depends on who is asking. In
 * the browser loaders get no such context and leave the decision to the page's components.
 */
export type TRenderContext = { init: TInitResponse };

export function readRenderContext(context: unknown): TRenderContext | null {
  if (typeof context !== 'object' || context === null || !('init' in context)) return null;
  return context as TRenderContext;
}
