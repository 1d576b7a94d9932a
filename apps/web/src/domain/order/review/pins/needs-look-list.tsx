import { reviewPinMessages as m } from '@deckhand/contract';
import { Button, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconMapPinQuestion } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { TPlacedPin } from './pin-geometry';
import { formatPinPlace } from './pin-requests';
import type { TReviewPinStore } from './review-pin-store';
import classes from './review-pins.module.css';

type TNeedsLookListProps = {
  /** The open pins carried onto this version as a guess. */
  guesses: readonly TPlacedPin[];
  previewId: number;
  /** The slide shown large, where "Move to slide N" puts a pin. */
  shownPosition: number | null;
  store: TReviewPinStore;
  /** Show the slide a pin was guessed onto. */
  onShowPin: (placed: TPlacedPin) => void;
  canPlace: boolean;
};

/**
 * The comments carried to this version that we could not place with confidence: where each
 * was, our guess, and one click to keep it there or to move it to the slide being looked at.
 * None is hidden or dropped; until placed, a guess is not drawn on a slide.
 */
export function NeedsLookList({
  guesses,
  previewId,
  shownPosition,
  store,
  onShowPin,
  canPlace,
}: TNeedsLookListProps) {
  const headingId = useId();
  const [busyPinId, setBusyPinId] = useState<number | null>(null);
  if (guesses.length === 0) return null;

  const place = (placed: TPlacedPin, position: number) => {
    const { pin, placement } = placed;
    setBusyPinId(pin.id);
    store
      .placePin(pin.id, previewId, {
        position,
        area: { x: placement.x, y: placement.y, w: placement.w, h: placement.h },
      })
      // A failure is the app's to show (its toast); the buttons come back.
      .catch(() => undefined)
      .finally(() => setBusyPinId(null));
  };

  return (
    <section aria-labelledby={headingId} className={classes.needsLook}>
      <Stack gap="sm">
        <div>
          <Group gap={6} wrap="nowrap">
            <IconMapPinQuestion size={20} aria-hidden />
            <Title order={3} fz="h5" id={headingId}>
              {m.needsLookHeading} ({guesses.length})
            </Title>
          </Group>
          <Text size="sm">{m.needsLookIntro}</Text>
        </div>
        <ol className={classes.items}>
          {guesses.map((placed) => {
            const { pin, placement } = placed;
            const from = placement.carriedFrom;
            const isBusy = busyPinId === pin.id;
            return (
              <li key={pin.id} className={classes.item} data-pin-id={pin.id}>
                <Stack gap={6}>
                  <UnstyledButton className={classes.pinLink} onClick={() => onShowPin(placed)}>
                    {formatPinPlace(pin.number, placement.position)}
                  </UnstyledButton>
                  <Text size="sm" className={classes.body}>
                    {pin.body}
                  </Text>
                  <Text size="xs">
                    {from ? `${m.needsLookWas(from.round, from.position)} ` : ''}
                    {m.needsLookGuess(placement.position)}
                  </Text>
                  {canPlace ? (
                    <Group gap="xs">
                      <Button
                        size="compact-sm"
                        className={classes.touch}
                        loading={isBusy}
                        onClick={() => place(placed, placement.position)}
                      >
                        {m.keepOnSlide(placement.position)}
                      </Button>
                      {shownPosition !== null && shownPosition !== placement.position ? (
                        <Button
                          variant="default"
                          size="compact-sm"
                          className={classes.touch}
                          disabled={isBusy}
                          onClick={() => place(placed, shownPosition)}
                        >
                          {m.moveHere(shownPosition)}
                        </Button>
                      ) : null}
                    </Group>
                  ) : null}
                </Stack>
              </li>
            );
          })}
        </ol>
      </Stack>
    </section>
  );
}
