import { useEffect } from 'react';
import { RouteErrorBoundary } from '@/features/status-pages/components/route-error-boundary';
import { markHydrated } from '@/lib/ssr/use-browser-state';
import { BareLayout } from './layouts/bare-layout';

/**
 * Last resort when the layout itself fails: the fallback without header or footer. It stands in
 * for the app's root, so it says when the page is live as the root does.
 */
export function RootErrorPage() {
  useEffect(markHydrated, []);
  return (
    <BareLayout>
      <RouteErrorBoundary />
    </BareLayout>
  );
}
