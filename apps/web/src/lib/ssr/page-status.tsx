import { createContext, useContext } from 'react';

/**
 * The HTTP status of the page the server is rendering (docs/rendering.md): 200 unless a page
 * shows "not found" while it renders, or its module's existence check says so before. The
 * browser has none: there the hook below does nothing.
 */
export type TPageStatus = { code: number };

const PageStatusContext = createContext<TPageStatus | null>(null);

export const PageStatusProvider = PageStatusContext.Provider;

/**
 * Called by a page that shows "not found" (the unknown address, an unknown client or order): the
 * server answers it 404 instead of a soft 200. Server rendering is one synchronous pass, so the
 * status is read right after it.
 */
export function useNotFoundStatus(isNotFound: boolean): void {
  const status = useContext(PageStatusContext);
  if (status && isNotFound) status.code = 404;
}
