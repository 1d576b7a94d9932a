import { reviewClockMessages as m, type TOrderReview } from '@deckhand/contract';
import { SectionCard } from '@/ui/section-card/section-card';
import { ReviewClockPanel } from './review-clock-panel';
import { ReviewReopenCard } from './review-reopen-card';

/**
 * The review's clock and reopen offer as staff read them on the order's page: what the customer
 * sees, without the customer's buttons (extend, reopen).
 */
export function ReviewClockReadOnly({
  review,
  timezone,
}: {
  review: TOrderReview;
  timezone: string;
}) {
  return (
    <>
      {review.clock ? (
        <SectionCard title={m.heading}>
          <ReviewClockPanel clock={review.clock} />
        </SectionCard>
      ) : null}
      {review.reopen ? <ReviewReopenCard reopen={review.reopen} timezone={timezone} /> : null}
    </>
  );
}
