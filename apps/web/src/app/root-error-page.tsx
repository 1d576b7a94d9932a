import { RouteErrorBoundary } from '@/features/status-pages/components/route-error-boundary';
import { BareLayout } from './layouts/bare-layout';

/** Last resort when the layout itself fails: the fallback without header or footer. */
export function RootErrorPage() {
  return (
    <BareLayout>
      <RouteErrorBoundary />
    </BareLayout>
  );
}
