import '@mantine/core/styles/Switch.layer.css';
import { reviewPinMessages as m } from '@deckhand/contract';
import { Skeleton, Stack, Switch, Text, Title, type TitleOrder } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import { PinEntry, type TPinReader } from './pin-entry';
import type { TPlacedPin } from './pin-geometry';
import type { TReviewPinStore } from './review-pin-store';
import classes from './review-pins.module.css';

type TPinListProps = TPinReader & {
  /** Every pin on the version shown, in slide order. */
  placed: readonly TPlacedPin[];
  store: TReviewPinStore;
  isShowingResolved: boolean;
  onShowingResolvedChange: (isShowing: boolean) => void;
  selectedPinId: number | null;
  /** Show a pin's slide and mark the pin. */
  onShowPin: (placed: TPlacedPin) => void;
  /** Whether new comments may be pinned (the empty list says how). */
  canPin: boolean;
  headingOrder?: TitleOrder;
};

/**
 * The comments on the slides of the version shown, in slide order: how many are open, each
 * with its replies and actions, the resolved ones on demand. The pin selected on the slide is
 * marked here and scrolled into the list's view.
 */
export function PinList({
  placed,
  store,
  isShowingResolved,
  onShowingResolvedChange,
  selectedPinId,
  onShowPin,
  canPin,
  headingOrder = 3,
  viewer,
  timezone,
}: TPinListProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const openCount = placed.filter(({ pin }) => pin.status === 'open').length;
  const shown = placed.filter(({ pin }) => isShowingResolved || pin.status === 'open');
  const hasResolved = placed.length > openCount;

  useEffect(() => {
    const list = listRef.current;
    const item = list?.querySelector(`[data-pin-id="${selectedPinId}"]`);
    if (!list || !(item instanceof HTMLElement) || typeof list.scrollTo !== 'function') return;
    // The list only (it scrolls inside itself beside the slides): the page stays where it is.
    if (list.scrollHeight <= list.clientHeight) return;
    list.scrollTo({ top: item.offsetTop - (list.clientHeight - item.offsetHeight) / 2 });
  }, [selectedPinId]);

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm" className={classes.panel}>
      <div>
        <Title order={headingOrder} fz="h5" id={headingId} ref={headingRef} tabIndex={-1}>
          {m.heading}
        </Title>
        <Text size="sm" c="dimmed">
          {m.openCount(openCount)}
        </Text>
      </div>
      <Switch
        label={m.showResolved}
        checked={isShowingResolved}
        onChange={(event) => onShowingResolvedChange(event.currentTarget.checked)}
      />
      {store.isLoading ? (
        <Stack gap="xs" aria-hidden="true">
          <Skeleton height={88} radius="md" />
          <Skeleton height={88} radius="md" />
        </Stack>
      ) : (
        <>
          {placed.length === 0 && canPin ? (
            <Text size="sm" c="dimmed">
              {m.empty}
            </Text>
          ) : null}
          {shown.length > 0 ? (
            <ol ref={listRef} className={classes.items}>
              {shown.map((item) => (
                <PinEntry
                  key={item.pin.id}
                  placed={item}
                  isSelected={item.pin.id === selectedPinId}
                  onShow={() => onShowPin(item)}
                  store={store}
                  onFocusLost={() => headingRef.current?.focus()}
                  viewer={viewer}
                  timezone={timezone}
                />
              ))}
            </ol>
          ) : null}
          {isShowingResolved && placed.length > 0 && !hasResolved ? (
            <Text size="sm" c="dimmed">
              {m.emptyResolved}
            </Text>
          ) : null}
        </>
      )}
    </Stack>
  );
}
