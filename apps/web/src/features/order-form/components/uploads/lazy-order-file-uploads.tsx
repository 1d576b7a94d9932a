import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { TOrderFileUploadsProps } from './order-file-uploads';

/** The upload code (tus, the dropzone) is fetched when an upload field first shows. */
const OrderFileUploads = lazy(() =>
  import('./order-file-uploads').then((module) => ({ default: module.OrderFileUploads })),
);

/** An order form upload field, loaded on demand; a placeholder of its size meanwhile. */
export function LazyOrderFileUploads(props: TOrderFileUploadsProps) {
  return (
    <Suspense fallback={<Skeleton height={96} radius="md" />}>
      <OrderFileUploads {...props} />
    </Suspense>
  );
}
