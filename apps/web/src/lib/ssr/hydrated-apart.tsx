import { type ReactNode, Suspense } from 'react';

/**
 * A part of a server-rendered page that the browser hydrates on its own, after the page around
 * it (docs/rendering.md): React leaves it as the server's HTML while it hydrates the rest, then
 * takes it over in a pass of its own, so no single task holds a phone's main thread for the
 * whole page. A tap or a key inside it meanwhile hydrates it at once and is then handled. It
 * never shows a fallback: nothing inside may suspend.
 */
export function HydratedApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
