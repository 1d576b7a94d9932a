import { formatDateTime, reviewClockMessages as m, type TReviewReopen } from '@deckhand/contract';
import type { ReactNode } from 'react';
import { SectionCard } from '@/ui/section-card/section-card';

type TProps = {
  reopen: TReviewReopen;
  /** The order's zone: the last day to reopen reads in it. */
  timezone: string;
  /** The customer's reopen button; staff read the card without it. */
  action?: ReactNode;
};

/** An order approved automatically that may still be reopened: until when. */
export function ReviewReopenCard({ reopen, timezone, action }: TProps) {
  return (
    <SectionCard
      title={m.reopenHeading}
      description={m.reopenIntro(formatDateTime(reopen.until, timezone))}
    >
      {action}
    </SectionCard>
  );
}
