import { orderPageMessages } from '@deckhand/contract';
import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { seedReviewPinsAsVisitor } from '@/domain/order/review/pins/get-review-pins';
import { isApiError } from '@/lib/http/api-error';
import type { TLoadVisitorData } from '@/lib/ssr/visitor-data';
import { PageLoader } from '@/ui/page-loader';
import { LoadFailedAlert } from '@/ui/status-message/load-failed-alert';
import {
  getGuestInviteQueryOptions,
  isUnusable,
  seedGuestInviteAsVisitor,
  useGuestInvite,
} from '../api/get-guest-invite';
import {
  getGuestReviewQueryOptions,
  seedGuestReviewAsVisitor,
  useGuestReview,
} from '../api/get-guest-review';
import { GuestNameStep } from '../components/guest-name-step';
import { GuestReviewView } from '../components/guest-review-view';
import { InvalidGuestLink } from '../components/invalid-guest-link';

/**
 * /review/{token}: a guest reviewer's page, open to anyone with the link (no account). The
 * invite first: a link that does not work says so; a browser that already reviews through it
 * goes straight to the review, any other gives a name first.
 */
export function GuestReviewPage() {
  const { token = '' } = useParams();
  return (
    <Container size="xl" py="lg">
      <GuestReviewSteps token={token} />
    </Container>
  );
}

/**
 * The server asks the API as this browser (its guest cookie): the invite, and for a browser that
 * already reviews through the link, the review and its comments, so the slides paint first. A
 * link that does not work is answered 404 (docs/rendering.md).
 */
export const loadVisitorData: TLoadVisitorData = async (route) => {
  const token = route.params.token ?? '';
  if (isUnusable(await seedGuestInviteAsVisitor(route, token))) return false;
  const { queryClient } = route;
  const invite = queryClient.getQueryData(getGuestInviteQueryOptions(token).queryKey);
  if (!invite?.isSignedIn) return true;
  await seedGuestReviewAsVisitor(route);
  const review = queryClient.getQueryData(getGuestReviewQueryOptions().queryKey);
  if (review) await seedReviewPinsAsVisitor(route, review.order.id);
  return true;
};

function GuestReviewSteps({ token }: { token: string }) {
  const invite = useGuestInvite(token);
  const isSignedIn = invite.data?.isSignedIn === true;
  const review = useGuestReview({ isEnabled: isSignedIn });
  if (invite.isPending) return <PageLoader />;
  if (invite.isError) {
    return (
      <LoadFailedAlert
        title={orderPageMessages.loadFailed}
        retryLabel={orderPageMessages.retry}
        onRetry={() => void invite.refetch()}
      />
    );
  }
  if (invite.data === null) return <InvalidGuestLink />;
  if (review.data) return <GuestReviewView review={review.data} />;
  if (isSignedIn && review.isPending) return <PageLoader />;
  if (isSignedIn && review.isError) {
    // The link stopped working while this browser had it open.
    if (isApiError(review.error) && review.error.status === 404) return <InvalidGuestLink />;
    return (
      <LoadFailedAlert
        title={orderPageMessages.loadFailed}
        retryLabel={orderPageMessages.retry}
        onRetry={() => void review.refetch()}
      />
    );
  }
  return <GuestNameStep token={token} invite={invite.data} />;
}
