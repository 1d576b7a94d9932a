import { VisuallyHidden } from '@mantine/core';
import { PageLoader } from '@/ui/page-loader';

/** /loading: the full-page loader on its own (§2.2). */
export function LoadingPage() {
  return (
    <>
      <VisuallyHidden component="h1">Loading</VisuallyHidden>
      <PageLoader isFullPage />
    </>
  );
}
