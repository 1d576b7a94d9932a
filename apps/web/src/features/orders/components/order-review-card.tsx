import {
  approvalMessages,
  formatDateTime,
  formatMinorUnits,
  orderReviewMessages as m,
  type TOrderConfirmation,
  type TOrderDelivery,
  type TOrderReview,
  type TOrderReviewResponse,
  type TPricedPayment,
} from '@deckhand/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconPencil } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { findPinsToSend, useOrderPins } from '@/domain/order/review/pins/pin-requests';
import {
  findViewerApprover,
  wouldReviseEndRound,
} from '@/domain/order/review-approvals/approval-state';
import { isApiError } from '@/lib/http/api-error';
import { checkWithSchema } from '@/lib/http/load-schemas';
import { useCurrentUser } from '@/lib/init/use-current-user';
import { useDialogs } from '@/lib/modals/use-dialogs';
import { showToast } from '@/lib/toast/show-toast';
import { SectionCard } from '@/ui/section-card/section-card';
import { useReviewOrder } from '../api/order-actions';
import { pricedPaymentMessages, usePricedPayment } from './priced-payment';
import { ReviewClockSection } from './review-clock-section';
import { RevisionForm } from './revision-form';
import { YourDecisionNote } from './your-decision-note';

/**
 * The toast of an answer: with named approvers a decision may only be recorded, the order still
 * delivered until the rule is met (or can no longer be).
 */
function describeDecision({ order }: TOrderReviewResponse, decision: 'approve' | 'revise') {
  if (decision === 'approve') {
    return order.status === 'approved' ? m.approved : approvalMessages.decisionRecorded;
  }
  return order.status === 'delivered' ? approvalMessages.changesRecorded : m.revisionRequested;
}

/**
 * The customer's review of a delivery (shown while the order is delivered): approve it, or say
 * what to change. The included rounds left are counted; past them a round is paid as it is asked
 * for (its price, how to pay, the bank's check when it asks for one). The open comments on the
 * slides go with a revision request: listed in it, they make the notes optional. With named
 * approvers, only they decide, and each answer counts towards their rule (review-approvals).
 */
export function OrderReviewCard({
  order,
  review,
  deliveries,
}: {
  order: TOrderConfirmation;
  review: TOrderReview;
  deliveries: readonly TOrderDelivery[];
}) {
  const [isRevising, setIsRevising] = useState(false);
  const [paymentNote, setPaymentNote] = useState<string | null>(null);
  const reviewOrder = useReviewOrder(order.id);
  const choice = usePricedPayment({ storeAs: `revision-round:${order.id}` });
  const { openConfirmDialog } = useDialogs();
  const { user } = useCurrentUser();
  const { approval } = review;
  const approver = findViewerApprover(approval, user?.id ?? null);
  const myDecision = approver?.decision?.decision ?? null;
  /** Named approvers decide; the rest of the team follows. A decision made is shown, not asked. */
  const isWatching = approval !== null && approver === null;
  const isAsked = !isWatching && (myDecision === null || approval?.outcome === 'changes');
  const roundsLeft = Math.max(0, review.revisionsIncluded - review.revisionsUsed);
  // An approver's request for changes only costs a round when it ends the round under the rule.
  const isPaidRound =
    roundsLeft === 0 && (!approval || !approver || wouldReviseEndRound(approval, approver));
  const price = formatMinorUnits(review.extraRoundPrice, order.price?.currency);
  const pinsToSend = findPinsToSend(useOrderPins(order.id, deliveries).pins);
  /** The request's notes sent: a round included, or paid as chosen (the form's submit). */
  async function sendRevision(notes: string) {
    setPaymentNote(null);
    if (!isPaidRound) {
      const answer = await reviewOrder.mutateAsync({ decision: 'revise', notes });
      showToast({ kind: 'success', message: describeDecision(answer, 'revise') });
      setIsRevising(false);
      return;
    }
    const payment = choice.toPayment();
    if (!payment) {
      setPaymentNote(pricedPaymentMessages.chooseCard);
      return;
    }
    await sendPaidRound(notes, payment);
  }
  /** A refused card or a low balance (400) is the payment's answer: it belongs by the payment. */
  const showPaymentError = (error: unknown) => {
    if (!isApiError(error) || error.status !== 400) return false;
    setPaymentNote(error.message);
    return true;
  };
  /** A paid round: its attempt is what it asks and how it pays, so a reload can send it again. */
  async function sendPaidRound(notes: string, payment: TPricedPayment) {
    const what = { round: review.revisionsUsed + 1, notes, payment: JSON.stringify(payment) };
    try {
      const answer = await reviewOrder.mutateAsync({
        decision: 'revise',
        notes,
        payment,
        idempotencyKey: choice.attempt.keyForAttempt(what),
      });
      const unfinished = await choice.confirmIfAsked(answer.payment);
      if (unfinished) setPaymentNote(unfinished);
      else showToast({ kind: 'success', message: m.revisionRequested });
    } catch (error) {
      choice.attempt.onError(error);
      throw error;
    }
  }

  // Reloaded while the bank's check of this round was open: the same attempt is sent again (same
  // key), the API answers the check's client secret again, and the check reopens.
  const isResumed = useRef(false);
  useEffect(() => {
    if (isResumed.current || !isPaidRound) return;
    isResumed.current = true;
    const waiting = choice.attempt.findBankCheck();
    if (!waiting || waiting.for.round !== review.revisionsUsed + 1) return;
    void checkWithSchema('ZPricedPayment', JSON.parse(String(waiting.for.payment))).then(
      (payment) => {
        if (!payment.success) return;
        setIsRevising(true);
        sendPaidRound(String(waiting.for.notes), payment.data).catch((error: unknown) => {
          setPaymentNote(isApiError(error) ? error.message : pricedPaymentMessages.bankPending);
        });
      },
      () => undefined,
    );
  });

  const onApprove = () =>
    openConfirmDialog({
      title: 'Approve this delivery?',
      message: approver
        ? approvalMessages.approveAsApprover
        : 'The order is then complete. You can still download the files at any time.',
      confirmLabel: m.approve,
      // The answer awaited, not mutate's own onSuccess: the live status change can reload the
      // order and take this card away before the answer is checked, and mutate's callbacks
      // never run for a card no longer shown. A failure is the app's handler's to show.
      onConfirm: () =>
        reviewOrder.mutateAsync({ decision: 'approve' }).then(
          (answer) => showToast({ kind: 'success', message: describeDecision(answer, 'approve') }),
          () => undefined,
        ),
    });

  return (
    <SectionCard
      title={m.reviewHeading}
      description={
        // Orders reviewed before the clock existed keep the plain due date.
        !review.clock && review.dueAt
          ? m.reviewIntro(formatDateTime(review.dueAt, order.timezone))
          : undefined
      }
    >
      <Stack gap="md">
        {review.clock ? <ReviewClockSection orderId={order.id} clock={review.clock} /> : null}
        <Text size="sm">
          {isPaidRound
            ? m.roundsUsed(review.revisionsIncluded, price)
            : m.roundsLeft(roundsLeft, review.revisionsIncluded)}
        </Text>
        {approval?.outcome === 'changes' ? (
          <Text size="sm">{approvalMessages.changesPending}</Text>
        ) : null}
        {isWatching ? <Text size="sm">{approvalMessages.waitingForApprovers}</Text> : null}
        {myDecision ? <YourDecisionNote orderId={order.id} decision={myDecision} /> : null}
        {!isAsked ? null : isRevising ? (
          <RevisionForm
            pinsToSend={pinsToSend}
            isPaidRound={isPaidRound}
            choice={choice}
            price={price}
            paymentNote={paymentNote}
            send={sendRevision}
            onPaymentError={showPaymentError}
            onCancel={() => setIsRevising(false)}
          />
        ) : (
          <Group gap="sm">
            <Button
              leftSection={<IconCheck size={16} aria-hidden />}
              onClick={onApprove}
              loading={reviewOrder.isPending}
            >
              {m.approve}
            </Button>
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setIsRevising(true)}
            >
              {isPaidRound ? m.requestPaidRevision : m.requestRevision}
            </Button>
          </Group>
        )}
      </Stack>
    </SectionCard>
  );
}
