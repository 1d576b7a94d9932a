import {
  brandPublishMessages,
  slidePreviewMessages as m,
  type TOrderDelivery,
  type TSlidePreview,
} from '@deckhand/contract';
import { Alert, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconArrowsDiff } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTaskEffect } from '@/lib/scheduling/use-task-effect';
import { InlineLoader } from '@/ui/inline-loader';
import { BrandCheckLine } from './brand-check/brand-check-line';
import { apiSlideCompareSource, type TSlideCompareSource } from './compare/slide-compare-source';
import type { TReviewViewer } from './pins/pin-entry';
import type { TReviewPinStore } from './pins/review-pin-store';
import { ReviewStudio } from './pins/review-studio';
import { PreviewProblem, PreviewProgress } from './preview-status';
import type { TReviewAddon } from './review-addon';
import { getSlideImageUrl } from './slide-image-url';
import classes from './slide-review.module.css';
import { findComparableVersions, findPreviewedRounds } from './slide-review-rounds';
import type { TSlideImageUrlOf } from './slide-viewer';

/** "Version 2", and for staff "Version 3 · Draft" while the customer does not see it yet. */
const labelOf = (delivery: TOrderDelivery) =>
  delivery.draft
    ? `${m.versionLabel(delivery.round)} · ${brandPublishMessages.draftBadge}`
    : m.versionLabel(delivery.round);

/** Comparing two versions is asked for with a click: its code comes then. */
const CompareView = lazy(() =>
  import('./compare/compare-view').then((module) => ({ default: module.CompareView })),
);

export type TSlideReviewProps = {
  orderId: number;
  deliveries: readonly TOrderDelivery[];
  /** Staff only: render a failed or unavailable preview again (a promise while it is asked). */
  onRetry?: (previewId: number) => unknown;
  /** Where the slides' images are: the API unless told otherwise (the UI kit's samples). */
  imageUrlOf?: TSlideImageUrlOf;
  /** Where the comments pinned to the slides are: the API unless told otherwise (the UI kit). */
  pinStore?: TReviewPinStore;
  /**
   * Who reviews: customers see staff as Deckhand; a guest the order was shared with comments
   * and replies only (no brand check, no resolving or placing carried comments).
   */
  viewer?: TReviewViewer;
  /** The zone the comments' dates are shown in (the order's). */
  timezone?: string;
  /** Whether the order takes new comments on its slides (not once approved or cancelled). */
  canPin?: boolean;
  /** Where comparisons of two versions come from: the API unless told otherwise (the UI kit). */
  compareSource?: TSlideCompareSource;
  /** What the page adds to a ready file's review (the staff console's brand check). */
  addon?: TReviewAddon;
  /** Told the round of each published version it shows, after hydration (the customer's page). */
  onVersionShown?: (round: number) => void;
};

/**
 * The review studio's slides: a version (delivery round) and a file to look at, then its slides
 * once rendered with the comments pinned to them, how far the rendering got, or why there is no
 * preview. The newest version shows first; moving to another version keeps the file and the
 * slide when it has them.
 */
export function SlideReview({
  orderId,
  deliveries,
  onRetry,
  imageUrlOf,
  pinStore,
  viewer = 'customer',
  timezone,
  canPin = true,
  compareSource,
  addon,
  onVersionShown,
}: TSlideReviewProps) {
  const [chosenRound, setChosenRound] = useState<number | null>(null);
  const [chosenFile, setChosenFile] = useState<Pick<TSlidePreview, 'id' | 'fileName'> | null>(null);
  const [slideIndex, setSlideIndex] = useState(0);
  const [retryingId, setRetryingId] = useState<number | null>(null);
  const [isComparing, setIsComparing] = useState(false);

  const rounds = findPreviewedRounds(deliveries);
  const delivery = rounds.find(({ round }) => round === chosenRound) ?? rounds[0];
  // A draft is staff's alone: only a published version is one the customer has in front of them.
  const shownRound = delivery && !delivery.draft ? delivery.round : null;
  // In a task of its own: a request's start is ~8 ms of a phone's CPU, not for the commit that
  // hydrates the review (issue 33).
  useTaskEffect(() => {
    if (shownRound !== null) onVersionShown?.(shownRound);
  }, [shownRound, onVersionShown]);
  if (!delivery) return null;
  const { previews } = delivery;
  // The file chosen, or the file of that name in another version, or the version's first.
  const preview =
    previews.find(({ id }) => id === chosenFile?.id) ??
    previews.find(({ fileName }) => fileName === chosenFile?.fileName) ??
    (previews[0] as TSlidePreview);
  const updatedAtOf = (previewId: number) =>
    rounds.flatMap((round) => round.previews).find(({ id }) => id === previewId)?.updatedAt ??
    preview.updatedAt;
  const urlOf: TSlideImageUrlOf =
    imageUrlOf ??
    ((previewId, position, size) =>
      getSlideImageUrl(orderId, previewId, position, size, updatedAtOf(previewId)));
  // A draft's slides take no comments: the customer does not see them yet.
  const canPinShown = canPin && !delivery.draft;
  const versions = findComparableVersions(rounds, preview.fileName);
  const canCompare = versions.length > 1 && preview.status === 'ready';

  if (isComparing && canCompare) {
    return (
      <div className={classes.viewer}>
        <Suspense fallback={<InlineLoader label={m.compare} />}>
          <CompareView
            orderId={orderId}
            versions={versions}
            laterRound={delivery.round}
            initialIndex={slideIndex}
            imageUrlOf={urlOf}
            source={compareSource ?? apiSlideCompareSource(orderId)}
            onClose={() => setIsComparing(false)}
          />
        </Suspense>
      </div>
    );
  }

  const onRetryPreview =
    onRetry &&
    (() => {
      const previewId = preview.id;
      setRetryingId(previewId);
      // A failure is the app's to show (the mutation's error toast); the button comes back.
      void Promise.resolve(onRetry(previewId))
        .catch(() => undefined)
        .finally(() => setRetryingId((current) => (current === previewId ? null : current)));
    });

  return (
    <Stack gap="md" className={classes.viewer}>
      <Group gap="sm" align="flex-end">
        {rounds.length > 1 ? (
          <NativeSelect
            className={classes.picker}
            label={m.version}
            value={String(delivery.round)}
            data={rounds.map((round) => ({
              value: String(round.round),
              label: labelOf(round),
            }))}
            onChange={(event) => {
              setChosenRound(Number(event.currentTarget.value));
              setChosenFile({ id: preview.id, fileName: preview.fileName });
            }}
          />
        ) : (
          <Text fw={600}>{labelOf(delivery)}</Text>
        )}
        {previews.length > 1 ? (
          <NativeSelect
            className={classes.picker}
            label={m.file}
            value={String(preview.id)}
            data={previews.map(({ id, fileName }) => ({ value: String(id), label: fileName }))}
            onChange={(event) => {
              const id = Number(event.currentTarget.value);
              setChosenFile(previews.find((item) => item.id === id) ?? null);
              setSlideIndex(0);
            }}
          />
        ) : (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {preview.fileName}
          </Text>
        )}
        {canCompare ? (
          <Button
            variant="default"
            leftSection={<IconArrowsDiff size={18} aria-hidden />}
            onClick={() => setIsComparing(true)}
          >
            {m.compare}
          </Button>
        ) : null}
      </Group>
      {viewer === 'customer' ? <BrandCheckLine orderId={orderId} preview={preview} /> : null}
      {preview.status === 'ready' ? (
        preview.slides.length > 0 ? (
          <ReviewStudio
            orderId={orderId}
            preview={preview}
            index={slideIndex}
            onIndexChange={setSlideIndex}
            imageUrlOf={urlOf}
            pinStore={pinStore}
            viewer={viewer}
            timezone={timezone}
            canPin={canPinShown}
            addon={addon}
          />
        ) : (
          <Alert color="gray" variant="light">
            {m.empty}
          </Alert>
        )
      ) : preview.status === 'queued' || preview.status === 'rendering' ? (
        <PreviewProgress preview={preview} canPin={canPinShown} />
      ) : (
        <PreviewProblem
          preview={preview}
          onRetry={onRetryPreview}
          isRetrying={retryingId === preview.id}
        />
      )}
    </Stack>
  );
}
