import { reviewPinMessages as m, type TOrderDelivery, type TReviewPin } from '@deckhand/contract';
import { hasSlidePreviews } from '../slide-review-rounds';
import { useReviewPins } from './get-review-pins';

/**
 * The pins of a revision request (docs/review.md): the customer's request sends the open pins no
 * request sent before; staff answer, with the next delivery, those of the request about the
 * latest delivery. These helpers pick them out of the order's pins as the server does.
 */

/** A pin with the slide it is on in the newest version that places it. */
export type TListedPin = { pin: TReviewPin; position: number };

const noPins: readonly TReviewPin[] = [];

/** "#3 · Slide 2": a pin's number and its slide, as the pin list shows them. */
export const formatPinPlace = (number: number, position: number) =>
  `#${number} · ${m.onSlide(position)}`;

/** The slide a pin is on in the newest version that places it (today its one placement). */
function findNewestPosition(pin: TReviewPin): number | null {
  let newest: TReviewPin['placements'][number] | null = null;
  for (const placement of pin.placements) {
    if (!newest || placement.round > newest.round) newest = placement;
  }
  return newest?.position ?? null;
}

/** The pins with their slides, in slide order: by slide, then by number. */
function toListed(pins: readonly TReviewPin[]): TListedPin[] {
  return pins
    .flatMap((pin) => {
      const position = findNewestPosition(pin);
      return position === null ? [] : [{ pin, position }];
    })
    .sort((a, b) => a.position - b.position || a.pin.number - b.pin.number);
}

/** The open pins no revision request has sent yet: the next request sends them. */
export const findPinsToSend = (pins: readonly TReviewPin[]): TListedPin[] =>
  toListed(pins.filter((pin) => pin.status === 'open' && pin.requestedOnVersion === null));

/**
 * The pins staff answer with the next delivery: open, sent with the revision request about
 * `latestRound` (the latest delivery), and not answered yet.
 */
export const findPinsToAnswer = (
  pins: readonly TReviewPin[],
  latestRound: number | null,
): TListedPin[] =>
  latestRound === null
    ? []
    : toListed(
        pins.filter(
          (pin) =>
            pin.status === 'open' && pin.requestedOnVersion === latestRound && pin.answer === null,
        ),
      );

/** The latest delivery's round the customer has (a draft is not theirs yet); null before any. */
export const findLatestRound = (deliveries: readonly TOrderDelivery[]): number | null =>
  deliveries.reduce<number | null>(
    (latest, delivery) =>
      !delivery.draft && (latest === null || delivery.round > latest) ? delivery.round : latest,
    null,
  );

/**
 * The order's pins for a revision request or a delivery. Pins sit on rendered slides only, so an
 * order without previews has none and asks nothing. `isLoading`: the first load is under way.
 */
export function useOrderPins(orderId: number, deliveries: readonly TOrderDelivery[]) {
  const query = useReviewPins(orderId, { isEnabled: hasSlidePreviews(deliveries) });
  return { pins: query.data?.pins ?? noPins, isLoading: query.isLoading };
}
