import {
  canManageOrderApprovers,
  getCustomerRole,
  reviewGuestMessages as m,
  type TOrderConfirmation,
  type TOrderDetails,
  type TReviewGuest,
} from '@deckhand/contract';
import { Divider, Text } from '@mantine/core';
import { useState } from 'react';
import { useCurrentUser } from '@/lib/init/use-current-user';
import { useDialogs } from '@/lib/modals/use-dialogs';
import { SectionCard } from '@/ui/section-card/section-card';
import { QueryContent } from '@/ui/status-message/query-content';
import { useReviewGuests } from '../api/get-review-guests';
import { useRevokeReviewGuest } from '../api/review-guest-actions';
import { GuestLinkBox } from './guest-link-box';
import { ReviewGuestList } from './review-guest-list';
import { ShareGuestForm } from './share-guest-form';

/**
 * "Share for review" on the customer's order page: the people outside the team who see the
 * delivered slides and pin comments, for everyone on the team to read; the team's owners and
 * admins and whoever placed the order share it (an e-mail invite or a link shown once) and
 * revoke access.
 */
export function ShareReviewCard({
  order,
  details,
}: {
  order: TOrderConfirmation;
  details: TOrderDetails;
}) {
  const { user } = useCurrentUser();
  const guests = useReviewGuests(order.id);
  const revoke = useRevokeReviewGuest(order.id);
  const { openConfirmDialog } = useDialogs();
  const [createdLink, setCreatedLink] = useState<string | null>(null);
  const userId = user?.id ?? null;
  const canManage = canManageOrderApprovers(
    getCustomerRole(user?.customerRole),
    userId !== null && details.placedByUserId === userId,
  );
  const onRevoke = (guest: TReviewGuest) =>
    openConfirmDialog({
      title: m.revoke,
      message: m.revokeConfirm(guest.label),
      confirmLabel: m.revoke,
      danger: true,
      onConfirm: () => revoke.mutate(guest.id),
    });

  return (
    <SectionCard title={m.heading} description={m.intro}>
      <QueryContent
        query={guests}
        loadFailedTitle={m.loadFailed}
        skeletonHeight={72}
        isEmpty={(data) => data.guests.length === 0}
        empty={<Text size="sm">{m.noGuests}</Text>}
      >
        {(data) => (
          <ReviewGuestList
            guests={data.guests}
            timezone={order.timezone}
            onRevoke={canManage ? onRevoke : undefined}
          />
        )}
      </QueryContent>
      {canManage ? (
        <>
          <Divider />
          <ShareGuestForm orderId={order.id} onShared={(answer) => setCreatedLink(answer.link)} />
          {createdLink ? <GuestLinkBox link={createdLink} /> : null}
        </>
      ) : null}
    </SectionCard>
  );
}
