import '@mantine/core/styles/Switch.layer.css';
// Only this lazily loaded view uses these two: their CSS comes with its chunk (app/mantine-styles.ts).
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Slider.layer.css';
import { slidePreviewMessages as m, type TSlidePreview } from '@deckhand/contract';
import {
  ActionIcon,
  Button,
  Group,
  NativeSelect,
  SegmentedControl,
  Slider,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { TSlideImageUrlOf } from '../slide-viewer';
import { CompareFrame } from './compare-frame';
import classes from './compare-view.module.css';
import type { TSlideCompareSource } from './slide-compare-source';

/** A rendered version of the file being compared. */
export type TCompareVersion = { round: number; preview: TSlidePreview };

type TCompareViewProps = {
  orderId: number;
  /** The file's rendered versions, newest first (at least two). */
  versions: readonly TCompareVersion[];
  /** The version shown on the right at first (the one being reviewed). */
  laterRound: number;
  /** The slide (0-based, of that version) shown at first. */
  initialIndex: number;
  imageUrlOf: TSlideImageUrlOf;
  source: TSlideCompareSource;
  onClose: () => void;
};

const zooms = [1, 1.5, 2, 3] as const;

/**
 * Two versions of a delivered file, slide by slide: each slide of the later version beside the
 * slide of the earlier one it was (or "new in this version"), side by side or with a wipe, zoomed
 * together, with the regions that changed marked (computed on the server once per pair).
 */
export function CompareView({
  orderId,
  versions,
  laterRound,
  initialIndex,
  imageUrlOf,
  source,
  onClose,
}: TCompareViewProps) {
  const headingId = useId();
  const [rightRound, setRightRound] = useState(laterRound);
  const right = versions.find(({ round }) => round === rightRound) ?? versions[0];
  const olderThanRight = versions.filter(({ round }) => round < (right?.round ?? 0));
  const [leftRound, setLeftRound] = useState<number | null>(null);
  const left =
    versions.find(({ round }) => round === leftRound && round !== right?.round) ??
    olderThanRight[0] ??
    versions.find(({ round }) => round !== right?.round);
  const [index, setIndex] = useState(initialIndex);
  const [mode, setMode] = useState<'side' | 'wipe'>('side');
  const [wipe, setWipe] = useState(50);
  const [showChanges, setShowChanges] = useState(true);
  const [zoomStep, setZoomStep] = useState(0);
  const frames = useRef<(HTMLDivElement | null)[]>([]);

  const laterId = right?.preview.id ?? 0;
  const earlierId = left?.preview.id ?? 0;
  const pairs = useQuery({
    queryKey: ['orders', orderId, 'compare', source.key, laterId, earlierId],
    queryFn: ({ signal }) => source.pairs(laterId, earlierId, signal),
    enabled: laterId > 0 && earlierId > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const slides = right?.preview.slides ?? [];
  const slideIndex = Math.min(Math.max(index, 0), Math.max(0, slides.length - 1));
  const slide = slides[slideIndex];
  const otherPosition =
    pairs.data?.pairs.find(({ position }) => position === slide?.position)?.otherPosition ?? null;
  const otherSlide = left?.preview.slides.find(({ position }) => position === otherPosition);
  const changes = useQuery({
    queryKey: [
      'orders',
      orderId,
      'compare',
      source.key,
      laterId,
      slide?.position,
      earlierId,
      otherPosition,
    ],
    queryFn: ({ signal }) =>
      source.changes(
        {
          previewId: laterId,
          position: slide?.position ?? 0,
          otherId: earlierId,
          otherPosition: otherPosition ?? 0,
        },
        signal,
      ),
    enabled: showChanges && !!slide && otherPosition !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!right || !left || !slide) return null;

  const zoom = zooms[zoomStep] ?? 1;
  const aspect = slide.width / slide.height;
  const go = (to: number) => setIndex(Math.min(Math.max(to, 0), slides.length - 1));
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement)
      return;
    const moves: Record<string, number> = {
      ArrowLeft: slideIndex - 1,
      ArrowRight: slideIndex + 1,
      Home: 0,
      End: slides.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    go(to);
  };
  // Zoomed frames scroll together, so both show the same part of the slide.
  const syncScroll = (from: number) => () => {
    const leader = frames.current[from];
    for (const [at, frame] of frames.current.entries()) {
      if (at === from || !frame || !leader) continue;
      frame.scrollLeft = leader.scrollLeft;
      frame.scrollTop = leader.scrollTop;
    }
  };
  const labelOf = (version: TCompareVersion, position: number) =>
    `${m.versionLabel(version.round)}, ${m.slideLabel(position, version.preview.slides.length).toLowerCase()}`;
  const laterSrc = imageUrlOf(right.preview.id, slide.position, 'large');
  const earlierSrc = otherSlide ? imageUrlOf(left.preview.id, otherSlide.position, 'large') : null;
  const regions = showChanges && otherSlide ? changes.data?.regions : undefined;
  const versionChoices = (except: number) =>
    versions
      .filter(({ round }) => round !== except)
      .map(({ round }) => ({ value: String(round), label: m.versionLabel(round) }));

  return (
    <Stack component="section" aria-labelledby={headingId} gap="md" onKeyDown={onKeyDown}>
      <Group justify="space-between" gap="sm">
        <Title order={3} fz="h4" id={headingId}>
          {m.compareHeading}
        </Title>
        <Button variant="default" onClick={onClose}>
          {m.closeCompare}
        </Button>
      </Group>
      <Group gap="sm" align="flex-end">
        <NativeSelect
          className={classes.picker}
          label={m.compareFrom}
          value={String(left.round)}
          data={versionChoices(right.round)}
          onChange={(event) => setLeftRound(Number(event.currentTarget.value))}
        />
        <NativeSelect
          className={classes.picker}
          label={m.compareTo}
          value={String(right.round)}
          data={versionChoices(left.round)}
          onChange={(event) => {
            setRightRound(Number(event.currentTarget.value));
            setIndex(0);
          }}
        />
        <SegmentedControl
          value={mode}
          onChange={(value) => setMode(value === 'wipe' ? 'wipe' : 'side')}
          data={[
            { value: 'side', label: m.sideBySide },
            { value: 'wipe', label: m.wipe },
          ]}
        />
        <Switch
          label={m.showChanges}
          checked={showChanges}
          onChange={(event) => setShowChanges(event.currentTarget.checked)}
        />
      </Group>
      <div className={classes.stage} data-mode={mode}>
        {mode === 'side' ? (
          <CompareFrame
            src={earlierSrc}
            alt={otherSlide ? labelOf(left, otherSlide.position) : ''}
            aspect={aspect}
            zoom={zoom}
            empty={<Text size="sm">{m.newSlide}</Text>}
            caption={
              otherSlide
                ? labelOf(left, otherSlide.position)
                : `${m.versionLabel(left.round)}: ${m.newSlide.toLowerCase()}`
            }
            scrollRef={(element) => {
              frames.current[0] = element;
            }}
            onScroll={syncScroll(0)}
          />
        ) : null}
        <CompareFrame
          src={laterSrc}
          alt={labelOf(right, slide.position)}
          aspect={aspect}
          zoom={zoom}
          regions={regions}
          overlay={
            mode === 'wipe' && earlierSrc && otherSlide
              ? { src: earlierSrc, alt: labelOf(left, otherSlide.position), wipe }
              : undefined
          }
          caption={`${labelOf(right, slide.position)}${otherSlide ? ` · ${m.wasSlide(left.round, otherSlide.position)}` : ` · ${m.newSlide}`}`}
          scrollRef={(element) => {
            frames.current[1] = element;
          }}
          onScroll={syncScroll(1)}
        />
      </div>
      {mode === 'wipe' && otherSlide ? (
        <Slider
          thumbLabel={m.wipeLabel}
          value={wipe}
          onChange={setWipe}
          label={(value) => `${value}%`}
          thumbSize={24}
        />
      ) : null}
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <ActionIcon
            variant="default"
            size="xl"
            aria-label={m.previous}
            disabled={slideIndex === 0}
            onClick={() => go(slideIndex - 1)}
          >
            <IconChevronLeft size={20} aria-hidden />
          </ActionIcon>
          <Text size="sm" aria-live="polite">
            {m.slideLabel(slide.position, slides.length)}
          </Text>
          <ActionIcon
            variant="default"
            size="xl"
            aria-label={m.next}
            disabled={slideIndex >= slides.length - 1}
            onClick={() => go(slideIndex + 1)}
          >
            <IconChevronRight size={20} aria-hidden />
          </ActionIcon>
        </Group>
        <Group gap="xs">
          <ActionIcon
            variant="default"
            size="xl"
            aria-label={m.zoomOut}
            disabled={zoomStep === 0}
            onClick={() => setZoomStep((step) => Math.max(0, step - 1))}
          >
            <IconZoomOut size={20} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="xl"
            aria-label={m.zoomIn}
            disabled={zoomStep === zooms.length - 1}
            onClick={() => setZoomStep((step) => Math.min(zooms.length - 1, step + 1))}
          >
            <IconZoomIn size={20} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      <Text size="sm" aria-live="polite">
        {showChanges && otherSlide && changes.data
          ? m.changesCount(changes.data.regions.length)
          : ''}
      </Text>
      {pairs.data && pairs.data.removed.length > 0 ? (
        <Text size="sm" c="dimmed">
          {m.removedSlides(left.round, pairs.data.removed)}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        {m.keyboardHint}
      </Text>
    </Stack>
  );
}
