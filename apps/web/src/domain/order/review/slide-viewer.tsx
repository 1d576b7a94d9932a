import {
  slidePreviewMessages as m,
  slidePreviewRules,
  type TPreviewSlide,
  type TSlideImageSize,
  type TSlidePreview,
} from '@deckhand/contract';
import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconZoomIn,
  IconZoomOut,
  IconZoomReset,
} from '@tabler/icons-react';
import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useRef,
  useState,
} from 'react';
import { preload } from 'react-dom';
import classes from './slide-review.module.css';
import { SlideStrip } from './slide-strip';

/** Where a slide's image is: the API's address unless told otherwise (the UI kit's samples). */
export type TSlideImageUrlOf = (
  previewId: number,
  position: number,
  size: TSlideImageSize,
) => string;

/**
 * How wide the large slide shows, for the browser to pick its image from the srcset: the screen's
 * width on a phone, about half of it beside the comments from md (62em), times the zoom. A phone
 * (or a window at 1x) loads the 800 px image, a dense or zoomed screen the 1600 px one.
 */
const slideSizes = (zoom: number) =>
  `(min-width: 62em) ${Math.round(55 * zoom)}vw, ${Math.round(100 * zoom)}vw`;

/** The large slide's zoom steps: 1 fits the stage, the others scroll inside it. */
const zoomLevels = [1, 1.5, 2, 3] as const;
const maxZoomStep = zoomLevels.length - 1;

/** Keys typed into a field are the field's, not the viewer's. */
function isTypingInField(target: EventTarget): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/**
 * A 44 px icon button. At the end of its range it says it is disabled but keeps focus: a
 * disabled button would drop focus out of the viewer, and the arrow keys with it.
 */
function ViewerButton({
  label,
  isDisabled,
  onClick,
  children,
}: {
  label: string;
  isDisabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <ActionIcon
      size="xl"
      variant="default"
      aria-label={label}
      aria-disabled={isDisabled || undefined}
      data-disabled={isDisabled || undefined}
      onClick={isDisabled ? undefined : onClick}
    >
      {children}
    </ActionIcon>
  );
}

type TSlideViewerProps = {
  preview: TSlidePreview;
  /** The index (0-based) of the slide shown large; kept by the caller across versions. */
  index: number;
  onIndexChange: (index: number) => void;
  imageUrlOf: TSlideImageUrlOf;
  /** What lies on the large slide, in its box at any zoom (the review's pins). */
  renderSlideLayer?: (slide: TPreviewSlide) => ReactNode;
  /** What follows the large slide, above the controls (commenting on it). */
  underSlide?: ReactNode;
};

/**
 * A ready preview: the large slide (fit to the width, zoomable inside its own scroll box),
 * previous and next, the slide's number, and the strip of thumbnails. ←/→, Home and End move
 * between slides while focus is inside the viewer.
 */
export function SlideViewer({
  preview,
  index: wantedIndex,
  onIndexChange,
  imageUrlOf,
  renderSlideLayer,
  underSlide,
}: TSlideViewerProps) {
  const hintId = useId();
  const [zoomStep, setZoomStep] = useState(0);
  const stageRef = useRef<HTMLDivElement>(null);
  const { slides } = preview;
  const total = slides.length;
  const index = Math.min(Math.max(wantedIndex, 0), total - 1);
  const slide = slides[index];
  if (!slide) return null;

  const zoom = zoomLevels[zoomStep] ?? 1;
  const isZoomed = zoomStep > 0;
  const select = (next: number) => onIndexChange(Math.min(Math.max(next, 0), total - 1));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || isTypingInField(event.target)) return;
    if (isZoomed && event.target === stageRef.current) return;
    const targets: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: total - 1,
    };
    const next = targets[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };
  const label = m.slideLabel(slide.position, total);
  const slideUrl = imageUrlOf(preview.id, slide.position, 'large');
  const srcSet = [
    `${imageUrlOf(preview.id, slide.position, 'medium')} ${slidePreviewRules.mediumWidth}w`,
    `${slideUrl} ${slidePreviewRules.largeWidth}w`,
  ].join(', ');
  const sizes = slideSizes(zoom);
  // The first slide is the page's largest paint: the server's HTML asks for it in its <head>,
  // before the stylesheets are read (React hoists the link; docs/rendering.md).
  if (index === 0) {
    preload(slideUrl, {
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet: srcSet,
      imageSizes: sizes,
    });
  }

  return (
    <Stack
      gap="sm"
      className={classes.viewer}
      role="group"
      aria-label={preview.fileName}
      aria-describedby={hintId}
      onKeyDown={onKeyDown}
    >
      <div
        className={classes.stage}
        data-zoomed={isZoomed || undefined}
        ref={stageRef}
        // A zoomed slide scrolls inside the stage: focusable, its arrow keys scroll it.
        tabIndex={isZoomed ? 0 : undefined}
      >
        {/* The slide's box: the image and what lies on it grow together when zoomed. */}
        <div
          className={classes.canvas}
          style={
            {
              '--slide-ratio': `${slide.width} / ${slide.height}`,
              '--slide-zoom': zoom,
            } as CSSProperties
          }
        >
          <img
            className={classes.slide}
            src={slideUrl}
            srcSet={srcSet}
            sizes={sizes}
            alt={label}
            width={slide.width}
            height={slide.height}
            decoding="async"
            fetchPriority={index === 0 ? 'high' : 'auto'}
          />
          {renderSlideLayer?.(slide)}
        </div>
      </div>
      {underSlide}
      <Group justify="space-between" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <ViewerButton
            label={m.previous}
            isDisabled={index === 0}
            onClick={() => select(index - 1)}
          >
            <IconChevronLeft size={22} aria-hidden />
          </ViewerButton>
          <Text size="sm" className={classes.count} aria-live="polite">
            {label}
          </Text>
          <ViewerButton
            label={m.next}
            isDisabled={index === total - 1}
            onClick={() => select(index + 1)}
          >
            <IconChevronRight size={22} aria-hidden />
          </ViewerButton>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <ViewerButton
            label={m.zoomOut}
            isDisabled={zoomStep === 0}
            onClick={() => setZoomStep((step) => Math.max(step - 1, 0))}
          >
            <IconZoomOut size={22} aria-hidden />
          </ViewerButton>
          <ViewerButton label={m.fit} isDisabled={zoomStep === 0} onClick={() => setZoomStep(0)}>
            <IconZoomReset size={22} aria-hidden />
          </ViewerButton>
          <ViewerButton
            label={m.zoomIn}
            isDisabled={zoomStep === maxZoomStep}
            onClick={() => setZoomStep((step) => Math.min(step + 1, maxZoomStep))}
          >
            <IconZoomIn size={22} aria-hidden />
          </ViewerButton>
        </Group>
      </Group>
      <SlideStrip
        slides={slides}
        selectedIndex={index}
        thumbUrlOf={(position) => imageUrlOf(preview.id, position, 'thumb')}
        onSelect={select}
      />
      <Text id={hintId} size="xs" c="dimmed" visibleFrom="sm">
        {m.keyboardHint}
      </Text>
    </Stack>
  );
}
