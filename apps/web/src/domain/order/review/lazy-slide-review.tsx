import type { TOrderDelivery } from '@deckhand/contract';
import { Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useBrowserState } from '@/lib/ssr/use-browser-state';
import layout from './review-layout.module.css';
import type { TSlideReviewProps } from './slide-review';
import { findPreviewedRounds } from './slide-review-rounds';

/** The viewer's code (its widgets and icons) is fetched when an order with previews shows. */
const SlideReview = lazy(() =>
  import('./slide-review').then((module) => ({ default: module.SlideReview })),
);

/**
 * What holds the viewer's place while its code loads: the pickers' row, then for a ready deck the
 * first slide in its proportions, the controls and the strip beside the comments' column;
 * otherwise a line and a bar.
 */
function ViewerPlaceholder({ deliveries }: { deliveries: readonly TOrderDelivery[] }) {
  const preview = findPreviewedRounds(deliveries)[0]?.previews[0];
  const slide = preview?.status === 'ready' ? preview.slides[0] : undefined;
  return (
    <Stack gap="md" aria-hidden="true">
      <Skeleton height={44} width={180} radius="md" />
      {slide ? (
        // The slides and, beside them or below, the comments on them.
        <div className={layout.studio}>
          <Stack gap="sm">
            <Skeleton radius="md" style={{ aspectRatio: `${slide.width} / ${slide.height}` }} />
            <Skeleton height={44} width={220} radius="md" />
            <Skeleton height={44} radius="md" />
            <Skeleton height={88} radius="md" />
          </Stack>
          <Stack gap="sm">
            <Skeleton height={24} width="70%" radius="md" />
            <Skeleton height={88} radius="md" />
            <Skeleton height={88} radius="md" />
          </Stack>
        </div>
      ) : (
        <Skeleton height={64} radius="md" />
      )}
    </Stack>
  );
}

/**
 * The slide viewer, loaded on demand. The server and the hydrating browser render the
 * placeholder (renderToString cannot wait for a lazy module: it would send a fallback that React
 * throws away with an error while hydrating); the viewer's code is asked for right after.
 */
export function LazySlideReview(props: TSlideReviewProps) {
  const [isInBrowser] = useBrowserState(() => true, false);
  const placeholder = <ViewerPlaceholder deliveries={props.deliveries} />;
  if (!isInBrowser) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SlideReview {...props} />
    </Suspense>
  );
}
