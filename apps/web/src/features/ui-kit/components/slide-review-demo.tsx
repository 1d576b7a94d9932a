import type { TOrderDelivery, TSlidePreview } from '@deckhand/contract';
import { slidePreviewMessages } from '@deckhand/contract';
import { SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { SlideReview } from '@/domain/order/review/slide-review';
import { AlertStates, KitDemo, KitState } from './kit-demo';
import { sampleCompareSource } from './sample-compare';
import { sampleDeliveries, sampleTimezone } from './sample-orders';
import { useSamplePinStore } from './sample-pin-store';
import { samplePins } from './sample-pins';
import { makePendingPreview, sampleSlideImageUrl } from './sample-slides';

const retryDelayMs = 600;
const sampleOrderId = 10042;

const oneRound = (previews: TSlidePreview[]): TOrderDelivery[] => [
  {
    round: 1,
    note: null,
    at: '2026-03-04T17:20:00.000000Z',
    late: false,
    draft: false,
    files: [],
    previews,
  },
];

const rendering = oneRound([
  makePendingPreview(11, '4f1a6e8c-9b5d-4a7e-8c2f-5d6b7a8e9fa4', 'Investor update.pptx', {
    status: 'rendering',
    slideCount: 24,
    slidesDone: 10,
    reason: null,
  }),
]);

const unavailable = oneRound([
  makePendingPreview(12, '5a2b7f9d-0c6e-4b8f-9d3a-6e7c8b9f0ab5', 'Harbour Studio pitch.key', {
    status: 'unavailable',
    slideCount: null,
    slidesDone: 0,
    reason: slidePreviewMessages.converterMissing,
  }),
]);

const failedPreview = makePendingPreview(
  13,
  '6b3c8a0e-1d7f-4c9a-8e4b-7f8d9c0a1bc6',
  'Old deck.pdf',
  {
    status: 'failed',
    slideCount: null,
    slidesDone: 0,
    reason: slidePreviewMessages.timedOut,
  },
);

/** A failed preview staff try again: after a moment it is queued, as the server would answer. */
function RetryableFailure() {
  const [preview, setPreview] = useState(failedPreview);
  const onRetry = async () => {
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    setPreview({ ...preview, status: 'queued', reason: null });
  };
  return (
    <SlideReview
      orderId={sampleOrderId}
      deliveries={oneRound([preview])}
      onRetry={onRetry}
      imageUrlOf={sampleSlideImageUrl}
    />
  );
}

/** The sample deck with comments pinned to its slides, as a customer reads and writes them. */
function CommentedDeck() {
  const pinStore = useSamplePinStore(samplePins, { authorName: 'Maria Jensen', fromStaff: false });
  return (
    <SlideReview
      orderId={sampleOrderId}
      deliveries={sampleDeliveries}
      imageUrlOf={sampleSlideImageUrl}
      pinStore={pinStore}
      viewer="customer"
      timezone={sampleTimezone}
      compareSource={sampleCompareSource}
    />
  );
}

/** The review studio's slides: a ready deck in two versions, a preview being made, and none. */
export function SlideReviewDemo() {
  return (
    <KitDemo
      title="Slide review"
      description="Delivered presentations and PDFs as slides: versions, zoom, thumbnails, ← and → between slides, comments pinned to a point or an area of a slide (a comment pinned here stays on this page) and carried to the next version, and two versions compared. Previews are made on the server; until then, and when one cannot be made, the reason shows."
    >
      <KitState label="Two versions, a second file being made">
        <CommentedDeck />
      </KitState>
      <KitState label="Being made">
        <SlideReview
          orderId={sampleOrderId}
          deliveries={rendering}
          imageUrlOf={sampleSlideImageUrl}
        />
      </KitState>
      <AlertStates label="Show the previews that could not be made">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <KitState label="Failed, as staff see it">
            <RetryableFailure />
          </KitState>
          <KitState label="Unavailable, as the customer sees it">
            <SlideReview
              orderId={sampleOrderId}
              deliveries={unavailable}
              imageUrlOf={sampleSlideImageUrl}
            />
          </KitState>
        </SimpleGrid>
      </AlertStates>
    </KitDemo>
  );
}
