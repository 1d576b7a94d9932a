import { approvalMessages, staffOrderMessages as m, orderPageMessages } from '@deckhand/contract';
import { Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import {
  OrderBackLink,
  OrderPageFrame,
  OrderPageLoading,
  readOrderRouteId,
} from '@/domain/order/order-page-frame';
import { OrderView } from '@/domain/order/order-view';
import { seedReviewPinsAsVisitor } from '@/domain/order/review/pins/get-review-pins';
import { ApprovalPanel } from '@/domain/order/review-approvals/approval-panel';
import {
  seedReviewLogAsVisitor,
  showsReviewHistory,
} from '@/domain/order/review-log/get-review-log';
import { isApiError } from '@/lib/http/api-error';
import { paths } from '@/lib/paths';
import type { TLoadVisitorData } from '@/lib/ssr/visitor-data';
import { SectionCard } from '@/ui/section-card/section-card';
import { LoadFailedAlert } from '@/ui/status-message/load-failed-alert';
import {
  getStaffOrderQueryOptions,
  seedStaffOrderAsVisitor,
  useRetrySlidePreview,
  useSendStaffComment,
  useStaffOrder,
} from '../api/staff-orders-api';
import { createBrandCheckAddon } from '../components/brand-check-review';
import { StaffFeedback } from '../components/staff-feedback';
import { StaffOrderActions } from '../components/staff-order-actions';

const backLink = <OrderBackLink to={paths.staff.root.getHref()} label={m.back} />;

const notFound = (
  <Title order={1} fz="h3">
    {m.notFound}
  </Title>
);

/**
 * The server asks the API for the order as the staff member before rendering: the page comes
 * with it and its review (docs/rendering.md); an unknown order is answered 404.
 */
export const loadVisitorData: TLoadVisitorData = async (route) => {
  const id = readOrderRouteId(route.params.id);
  if (id === null) return false;
  const [status] = await Promise.all([
    seedStaffOrderAsVisitor(route, id),
    seedReviewPinsAsVisitor(route, id),
  ]);
  const view = route.queryClient.getQueryData(getStaffOrderQueryOptions(id).queryKey);
  if (view && showsReviewHistory(view.details)) await seedReviewLogAsVisitor(route, id);
  return status !== 404;
};

/** /staff/orders/{id}: one order as staff work on it. */
export function StaffOrderPage() {
  const id = readOrderRouteId(useParams().id);
  return (
    <OrderPageFrame backLink={backLink}>
      {id === null ? notFound : <StaffOrder id={id} />}
    </OrderPageFrame>
  );
}

function StaffOrder({ id }: { id: number }) {
  const query = useStaffOrder(id);
  const sendComment = useSendStaffComment(id);
  const retryPreview = useRetrySlidePreview(id);
  const brandCheck = useMemo(() => createBrandCheckAddon(id), [id]);
  if (query.isPending) return <OrderPageLoading />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return notFound;
    return (
      <LoadFailedAlert
        title={m.loadFailed}
        retryLabel={orderPageMessages.retry}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const view = query.data;
  return (
    <OrderView
      order={view.order}
      details={view.details}
      viewer="staff"
      subtitle={
        <Text size="sm" c="dimmed">
          {m.team}: {view.team.name}
          {view.placedByEmail ? ` · ${view.placedByEmail}` : ''}
        </Text>
      }
      actions={
        <>
          <SectionCard title="Work">
            <StaffOrderActions view={view} />
          </SectionCard>
          {view.details.review?.approval ? (
            // The customer's approvers, read-only: who has answered and who is still pending.
            <SectionCard title={approvalMessages.heading}>
              <ApprovalPanel
                approval={view.details.review.approval}
                timezone={view.order.timezone}
                viewer={{ kind: 'staff' }}
              />
            </SectionCard>
          ) : null}
          {view.feedback ? (
            <SectionCard title="Customer feedback">
              <StaffFeedback feedback={view.feedback} />
            </SectionCard>
          ) : null}
        </>
      }
      isDeliveriesShownEmpty
      filesTitle="Customer’s files"
      commentsEmptyText="No comments yet. Ask the customer anything about this order."
      unpricedText="Not priced yet: price the quote under Work."
      onSendComment={async (body) => {
        await sendComment.mutateAsync(body);
      }}
      onRetryPreview={(previewId) => retryPreview.mutateAsync(previewId)}
      reviewAddon={brandCheck}
    />
  );
}
