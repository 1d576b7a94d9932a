import {
  reviewPinMessages as m,
  type TPinArea,
  type TPreviewSlide,
  type TSlidePreview,
} from '@deckhand/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconMessagePlus } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { TReviewAddon } from '../review-addon';
import layout from '../review-layout.module.css';
import { SlideViewer, type TSlideImageUrlOf } from '../slide-viewer';
import { NeedsLookList } from './needs-look-list';
import type { TPinReader } from './pin-entry';
import { findPinsNeedingLook, findPinsOnPreview, type TPlacedPin } from './pin-geometry';
import { PinLayer } from './pin-layer';
import { PinList } from './pin-list';
import { PinTextForm } from './pin-text-form';
import { type TReviewPinStore, useApiReviewPinStore } from './review-pin-store';
import classes from './review-pins.module.css';

export type TReviewStudioProps = TPinReader & {
  orderId: number;
  preview: TSlidePreview;
  /** The index (0-based) of the slide shown large; kept by the caller across versions. */
  index: number;
  onIndexChange: (index: number) => void;
  imageUrlOf: TSlideImageUrlOf;
  /** Where the pins are: the API unless told otherwise (the UI kit's samples). */
  pinStore?: TReviewPinStore | undefined;
  /** Whether the order takes new comments (not once approved or cancelled). */
  canPin: boolean;
  /** What the page adds: marks over the slide, a panel above the comments (review-addon.ts). */
  addon?: TReviewAddon | undefined;
};

/** A new comment's place: on which slide of which preview, and where on it. */
type TDraft = { previewId: number; position: number; area: TPinArea };

type TStudioProps = Omit<TReviewStudioProps, 'orderId' | 'pinStore'> & { store: TReviewPinStore };

/**
 * A ready preview with its comments: the slides (pins as markers on the large one, a button to
 * pin a new comment) and beside them, or below them on a phone, the list of comments.
 */
export function ReviewStudio({ orderId, pinStore, ...props }: TReviewStudioProps) {
  return pinStore ? (
    <Studio {...props} store={pinStore} />
  ) : (
    <ApiStudio orderId={orderId} {...props} />
  );
}

function ApiStudio({ orderId, ...props }: Omit<TReviewStudioProps, 'pinStore'>) {
  const store = useApiReviewPinStore(orderId);
  return <Studio {...props} store={store} />;
}

function Studio({
  preview,
  index: wantedIndex,
  onIndexChange,
  imageUrlOf,
  store,
  canPin,
  viewer,
  timezone,
  addon,
}: TStudioProps) {
  const hintId = useId();
  const surfaceRef = useRef<HTMLDivElement>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const [selectedPinId, setSelectedPinId] = useState<number | null>(null);
  const [isShowingResolved, setIsShowingResolved] = useState(false);
  const [isPlacing, setIsPlacing] = useState(false);
  const [draft, setDraft] = useState<TDraft | null>(null);
  // Focus moves once what it goes to has rendered: the slide when placing starts, the button after.
  const [focusNext, setFocusNext] = useState<'surface' | 'add' | null>(null);
  useEffect(() => {
    if (!focusNext) return;
    (focusNext === 'surface' ? surfaceRef : addButtonRef).current?.focus();
    setFocusNext(null);
  }, [focusNext]);

  const { slides } = preview;
  const index = Math.min(Math.max(wantedIndex, 0), slides.length - 1);
  const slide = slides[index];
  const placed = findPinsOnPreview(store.pins, preview.id);
  const guesses = findPinsNeedingLook(store.pins, preview.id);
  const shown = placed.filter(({ pin }) => isShowingResolved || pin.status === 'open');
  const draftHere =
    isPlacing && draft && draft.previewId === preview.id && draft.position === slide?.position
      ? draft
      : null;

  const startPlacing = () => {
    setIsPlacing(true);
    setDraft(null);
    setFocusNext('surface');
  };
  const stopPlacing = () => {
    setIsPlacing(false);
    setDraft(null);
    setFocusNext('add');
  };
  const onPlace = (area: TPinArea) => {
    if (slide) setDraft({ previewId: preview.id, position: slide.position, area });
  };
  const onShowPin = ({ pin, placement }: TPlacedPin) => {
    const slideIndex = slides.findIndex(({ position }) => position === placement.position);
    if (slideIndex >= 0) onIndexChange(slideIndex);
    setSelectedPinId(pin.id);
  };

  const goToPosition = (position: number) => {
    const slideIndex = slides.findIndex((candidate) => candidate.position === position);
    if (slideIndex >= 0) onIndexChange(slideIndex);
  };
  const { SlideMarks, Panel } = addon ?? {};

  const renderSlideLayer = (shownSlide: TPreviewSlide) => (
    <>
      {SlideMarks ? <SlideMarks preview={preview} position={shownSlide.position} /> : null}
      <PinLayer
        pins={shown.filter(({ placement }) => placement.position === shownSlide.position)}
        selectedPinId={selectedPinId}
        onSelectPin={setSelectedPinId}
        isPlacing={isPlacing}
        draft={draftHere?.area ?? null}
        hintId={hintId}
        onPlace={onPlace}
        onCancelPlacing={stopPlacing}
        surfaceRef={surfaceRef}
      />
    </>
  );

  const toolbar = canPin ? (
    <Stack gap="xs">
      {isPlacing ? (
        <Group gap="sm" justify="space-between" wrap="nowrap" align="flex-start">
          <Text id={hintId} size="sm">
            {m.pinHint}
          </Text>
          {draftHere ? null : (
            <Button variant="default" className={classes.touch} onClick={stopPlacing}>
              {m.cancel}
            </Button>
          )}
        </Group>
      ) : (
        <Group>
          <Button
            ref={addButtonRef}
            variant="default"
            className={classes.touch}
            leftSection={<IconMessagePlus size={18} aria-hidden />}
            onClick={startPlacing}
          >
            {m.addComment}
          </Button>
        </Group>
      )}
      {draftHere ? (
        <PinTextForm
          label={m.yourComment}
          submitLabel={m.pin}
          onSubmit={async (body) => {
            const { previewId, position, area } = draftHere;
            const pin = await store.createPin({ previewId, position, area, body });
            setSelectedPinId(pin.id);
            setIsPlacing(false);
            setDraft(null);
            setFocusNext('add');
          }}
          onCancel={stopPlacing}
        />
      ) : null}
    </Stack>
  ) : (
    <Text size="sm" c="dimmed">
      {m.closed}
    </Text>
  );

  return (
    <div className={layout.studio}>
      <SlideViewer
        key={preview.id}
        preview={preview}
        index={index}
        onIndexChange={onIndexChange}
        imageUrlOf={imageUrlOf}
        renderSlideLayer={renderSlideLayer}
        underSlide={toolbar}
      />
      <Stack gap="lg" className={classes.panel}>
        {Panel && slide ? (
          <Panel preview={preview} position={slide.position} goToPosition={goToPosition} />
        ) : null}
        <NeedsLookList
          guesses={guesses}
          previewId={preview.id}
          shownPosition={slide?.position ?? null}
          store={store}
          onShowPin={onShowPin}
          // Guests comment and reply; the team places what was carried.
          canPlace={canPin && viewer !== 'guest'}
        />
        <PinList
          placed={placed}
          store={store}
          isShowingResolved={isShowingResolved}
          onShowingResolvedChange={setIsShowingResolved}
          selectedPinId={selectedPinId}
          onShowPin={onShowPin}
          canPin={canPin}
          viewer={viewer}
          timezone={timezone}
        />
      </Stack>
    </div>
  );
}
