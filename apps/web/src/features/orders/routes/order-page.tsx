import {
  feedbackMessages,
  formatMinorUnits,
  orderPageMessages as m,
  orderReviewMessages,
  type TOrderConfirmation,
  type TOrderDetails,
} from '@deckhand/contract';
import { Alert, Button, Skeleton, Title } from '@mantine/core';
import { IconFileSearch, IconGift, IconStar } from '@tabler/icons-react';
import { useParams } from 'react-router';
import {
  OrderBackLink,
  OrderPageFrame,
  OrderPageLoading,
  readOrderRouteId,
} from '@/domain/order/order-page-frame';
import { OrderView } from '@/domain/order/order-view';
import { seedReviewPinsAsVisitor } from '@/domain/order/review/pins/get-review-pins';
import {
  seedReviewLogAsVisitor,
  showsReviewHistory,
} from '@/domain/order/review-log/get-review-log';
import { seedPaymentMethodsAsVisitor } from '@/domain/payments/payment-methods-api';
import { isApiError } from '@/lib/http/api-error';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';
import { lazyPart } from '@/lib/ssr/lazy-part';
import { useNotFoundStatus } from '@/lib/ssr/page-status';
import type { TLoadVisitorData } from '@/lib/ssr/visitor-data';
import { LoadFailedAlert } from '@/ui/status-message/load-failed-alert';
import { StatusMessage } from '@/ui/status-message/status-message';
import { getOrderQueryOptions, seedOrderAsVisitor, useOrder } from '../api/get-orders';
import { seedReviewGuestsAsVisitor } from '../api/get-review-guests';
import { useSendOrderComment } from '../api/order-actions';
import { OrderQuoteCard } from '../components/order-quote-card';
import { OrderReviewCard } from '../components/order-review-card';
import { ReopenReviewCard } from '../components/reopen-review-card';
import { useLiveOrders } from '../hooks/use-live-orders';
import { useReportVersionOpened } from '../hooks/use-report-version-opened';

/**
 * The named approvers (their form: the multi-select with the popovers, the number input) and the
 * sharing with guests (its form: the radio group, the form library) are parts loaded apart: in
 * the server's HTML, live once their code has come after the page's first scripts, and hydrated
 * after the review, which is what the visitor came for (docs/rendering.md, "Parts loaded apart").
 */
const OrderApproversCard = lazyPart(
  () => import('../components/order-approvers-card').then((module) => module.OrderApproversCard),
  {
    fallback: <Skeleton height={180} radius="lg" />,
    module: 'src/features/orders/components/order-approvers-card.tsx',
  },
);
const ShareReviewCard = lazyPart(
  () => import('../components/share-review-card').then((module) => module.ShareReviewCard),
  {
    fallback: <Skeleton height={360} radius="lg" />,
    module: 'src/features/orders/components/share-review-card.tsx',
  },
);

/** Whether the order can be shared: a version is published and the order is not cancelled. */
const canShareReview = (order: TOrderConfirmation, details: TOrderDetails) =>
  order.status !== 'cancelled' && details.deliveries.some((delivery) => !delivery.draft);

/** Where the named approvers show: from the first delivery on, while a review is or was open. */
const approverStatuses = new Set(['delivered', 'approved', 'revisionRequested']);

const backLink = <OrderBackLink to={paths.profile.orders.getHref()} label={m.back} />;

/** /my-profile/orders/{id}: one order of the team, what was sent, where it stands, its price. */
export function OrderPage() {
  useLiveOrders();
  const id = readOrderRouteId(useParams().id);
  return (
    <OrderPageFrame backLink={backLink}>
      {id === null ? <OrderNotFound /> : <CustomerOrder id={id} />}
    </OrderPageFrame>
  );
}

/**
 * The server asks the API for the order as the visitor before rendering: the page comes with it
 * (its first slide paints before the app runs), and an order the team does not have is answered
 * 404 (docs/rendering.md).
 */
export const loadVisitorData: TLoadVisitorData = async (route) => {
  const id = readOrderRouteId(route.params.id);
  if (id === null) return false;
  const [status] = await Promise.all([
    seedOrderAsVisitor(route, id),
    seedReviewPinsAsVisitor(route, id),
    // The cards an extra revision round may be paid with (403 for those who may not pay).
    seedPaymentMethodsAsVisitor(route),
  ]);
  // The cards that ask for more once the order is known: the page comes with their answers too.
  const answer = route.queryClient.getQueryData(getOrderQueryOptions(id).queryKey);
  if (answer && showsReviewHistory(answer.details)) {
    await Promise.all([
      seedReviewLogAsVisitor(route, id),
      canShareReview(answer.order, answer.details) ? seedReviewGuestsAsVisitor(route, id) : null,
    ]);
  }
  return status !== 404;
};

function OrderNotFound() {
  useNotFoundStatus(true);
  return (
    <>
      <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
        Order not found
      </Title>
      <StatusMessage icon={IconFileSearch} message={m.notFound} messageRole="status" />
    </>
  );
}

function CustomerOrder({ id }: { id: number }) {
  const query = useOrder(id);
  const sendComment = useSendOrderComment(id);
  const reportVersionOpened = useReportVersionOpened(id);
  if (query.isPending) return <OrderPageLoading />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <OrderNotFound />;
    return (
      <LoadFailedAlert
        title={m.loadFailed}
        retryLabel={m.retry}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { order, details } = query.data;
  const isReviewable = order.status === 'delivered' || order.status === 'approved';
  return (
    <OrderView
      order={order}
      details={details}
      viewer="customer"
      headerAction={
        details.feedback || isReviewable ? (
          <Button
            component={AppLink}
            to={paths.orderFeedback.getHref(order.id)}
            variant={details.feedback ? 'default' : 'filled'}
            leftSection={<IconStar size={16} aria-hidden />}
          >
            {details.feedback
              ? details.feedback.average === null
                ? feedbackMessages.view
                : `${feedbackMessages.view}: ${details.feedback.average} of 5`
              : feedbackMessages.leave}
          </Button>
        ) : null
      }
      notices={
        details.lateDeliveryCredit ? (
          <Alert color="teal" variant="light" icon={<IconGift size={18} aria-hidden />}>
            {orderReviewMessages.lateCredit(
              formatMinorUnits(details.lateDeliveryCredit.amount, order.price?.currency),
            )}
          </Alert>
        ) : null
      }
      actions={
        <>
          {order.status === 'quoted' ? <OrderQuoteCard order={order} /> : null}
          {order.status === 'delivered' && details.review ? (
            <OrderReviewCard
              order={order}
              review={details.review}
              deliveries={details.deliveries}
            />
          ) : null}
          {details.review && approverStatuses.has(order.status) ? (
            <OrderApproversCard order={order} details={details} />
          ) : null}
          {canShareReview(order, details) ? (
            <ShareReviewCard order={order} details={details} />
          ) : null}
          {details.review?.reopen ? (
            <ReopenReviewCard
              orderId={order.id}
              timezone={order.timezone}
              reopen={details.review.reopen}
            />
          ) : null}
        </>
      }
      isDeliveriesShownEmpty={order.status === 'inProgress'}
      filesTitle={m.files}
      onSendComment={async (body) => {
        await sendComment.mutateAsync(body);
      }}
      onVersionShown={reportVersionOpened}
    />
  );
}
