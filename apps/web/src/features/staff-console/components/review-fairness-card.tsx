import {
  formatPercent,
  reviewFairnessMessages as m,
  reviewFairnessRules,
  type TReviewFairnessResponse,
} from '@deckhand/contract';
import { Skeleton, Stack } from '@mantine/core';
import { IconClockCheck } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { NumbersTable } from '@/ui/numbers-table/numbers-table';
import { SectionCard } from '@/ui/section-card/section-card';
import { QueryContent } from '@/ui/status-message/query-content';
import { StatusMessage } from '@/ui/status-message/status-message';
import { useReviewFairness } from '../api/review-fairness-api';

const ReviewFairnessChart = lazy(() =>
  import('./review-fairness-chart').then((module) => ({ default: module.ReviewFairnessChart })),
);

const chartHeight = 200;

const monthLabel = (key: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${key}-01T00:00:00Z`),
  );

const hasNone = (data: TReviewFairnessResponse) =>
  data.months.every((month) => month.autoApproved === 0);

function FairnessFigures({ data }: { data: TReviewFairnessResponse }) {
  const months = data.months.map((month) => ({ ...month, label: monthLabel(month.month) }));
  return (
    <Stack gap="sm">
      <Suspense fallback={<Skeleton height={chartHeight} radius="md" />}>
        <ReviewFairnessChart bars={months} goalPercent={data.goalPercent} />
      </Suspense>
      <NumbersTable
        toggleLabel={m.tableToggle}
        caption={m.tableCaption}
        head={[m.columns.month, m.columns.autoApproved, m.columns.neverOpened, m.columns.share]}
        rows={months.map((month) => [
          month.label,
          month.autoApproved,
          month.neverOpened,
          month.sharePercent === null ? m.noShare : formatPercent(month.sharePercent),
        ])}
      />
    </Stack>
  );
}

/**
 * On the queue page: of the versions approved automatically in the last twelve months, the share
 * the customer never opened, by month, against the goal (issue 28).
 */
export function ReviewFairnessCard() {
  const fairness = useReviewFairness(reviewFairnessRules.monthsDefault);
  return (
    <SectionCard title={m.heading} description={m.intro(reviewFairnessRules.goalPercent)}>
      <QueryContent
        query={fairness}
        loadFailedTitle={m.loadFailed}
        skeletonHeight={chartHeight}
        isEmpty={hasNone}
        empty=<StatusMessage icon={IconClockCheck} message={m.empty} messageRole="status" />
      >
        {(data) => <FairnessFigures data={data} />}
      </QueryContent>
    </SectionCard>
  );
}
