import {
  feedbackScoreKeys,
  feedbackTextKeys,
  formatDate,
  feedbackMessages as m,
  orderPageMessages,
  type TOrderFeedback,
} from '@deckhand/contract';
import { Anchor, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconMessageCircle } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import { useParams } from 'react-router';
import { toFieldErrorProp } from '@/lib/forms/field-error-prop';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { isApiError } from '@/lib/http/api-error';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';
import { useNotFoundStatus } from '@/lib/ssr/page-status';
import type { TLoadVisitorData } from '@/lib/ssr/visitor-data';
import { showToast } from '@/lib/toast/show-toast';
import { FormAlert } from '@/ui/form-error/form-alert';
import { GrowTextarea } from '@/ui/grow-textarea/grow-textarea';
import { SectionCard } from '@/ui/section-card/section-card';
import { LoadFailedAlert } from '@/ui/status-message/load-failed-alert';
import { StatusMessage } from '@/ui/status-message/status-message';
import { seedFeedbackAsVisitor, useOrderFeedback, useSendFeedback } from '../api/feedback-api';
import { ScoreField } from '../components/score-field';

const readId = (value: string | undefined) =>
  value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;

/** Back to the order, or to the orders list when there is no order to go back to. */
function BackLink({ id }: { id: number | null }) {
  return (
    <Anchor
      component={AppLink}
      to={id === null ? paths.profile.orders.getHref() : paths.profile.order.getHref(id)}
      size="sm"
      w="fit-content"
    >
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {id === null ? m.backToOrders : m.backToOrder}
      </Group>
    </Anchor>
  );
}

/** An order the team does not have: answered 404 by the server, no link to it. */
function OrderNotFound() {
  useNotFoundStatus(true);
  return (
    <Stack gap="lg">
      <BackLink id={null} />
      <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
        {m.orderNotFound}
      </Title>
      <StatusMessage
        icon={IconMessageCircle}
        message={orderPageMessages.notFound}
        messageRole="status"
      />
    </Stack>
  );
}

/** /orders/{id}/feedback (§2.2, customers): scores and words on a delivered order, once. */
export function OrderFeedbackPage() {
  const id = readId(useParams().id);
  return (
    <Container size="sm" py="xl">
      {id === null ? <OrderNotFound /> : <FeedbackView id={id} />}
    </Container>
  );
}

/**
 * The server asks the API, as the visitor, whether the order exists for their team before
 * rendering (its answer needs the visitor's session, so the page itself loads in the browser):
 * an unknown order is answered 404.
 */
export const loadVisitorData: TLoadVisitorData = async (route) => {
  const id = readId(route.params.id);
  if (id === null) return false;
  return (await seedFeedbackAsVisitor(route, id)) !== 404;
};

function FeedbackView({ id }: { id: number }) {
  const query = useOrderFeedback(id);
  if (query.isPending) {
    return (
      <Stack gap="lg">
        <Skeleton height={36} width={320} />
        <Skeleton height={420} radius="lg" />
      </Stack>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <OrderNotFound />;
    return (
      <Stack gap="lg">
        <BackLink id={id} />
        <LoadFailedAlert
          title="We could not load this feedback. Please try again."
          retryLabel="Try again"
          onRetry={() => void query.refetch()}
        />
      </Stack>
    );
  }
  const { order, feedback } = query.data;
  return (
    <Stack gap="lg">
      <BackLink id={id} />
      <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
        {m.heading(order.number)}
      </Title>
      {feedback.hasOldFeedback ? (
        <OldFeedback feedback={feedback} />
      ) : order.canLeaveFeedback ? (
        <FeedbackForm id={id} />
      ) : (
        <StatusMessage icon={IconMessageCircle} message={m.notYet} messageRole="status" />
      )}
    </Stack>
  );
}

function OldFeedback({ feedback }: { feedback: TOrderFeedback }) {
  const date = feedback.submittedAt ? formatDate(feedback.submittedAt, 'long') : '';
  if (feedback.noFeedback) {
    return (
      <StatusMessage icon={IconMessageCircle} message={m.oldEmpty(date)} messageRole="status" />
    );
  }
  return (
    <SectionCard title={m.view} description={m.old(date)}>
      <Stack gap="md">
        {feedbackScoreKeys.map((key) => (
          <ScoreField key={key} label={m.scoreNames[key]} value={feedback.scores[key]} readOnly />
        ))}
        <Text size="sm" fw={600}>
          {m.average}: {feedback.scores.average ?? '—'}
        </Text>
        {feedbackTextKeys
          .filter((key) => feedback.feedbacks[key] !== '')
          .map((key) => (
            <Stack key={key} gap={2}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {m.textNames[key]}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {feedback.feedbacks[key]}
              </Text>
            </Stack>
          ))}
      </Stack>
    </SectionCard>
  );
}

function FeedbackForm({ id }: { id: number }) {
  const send = useSendFeedback(id);
  const { control, register, formRef, formMessages, submitWith, formState } = useContractForm({
    schema: 'ZOrderFeedbackRequest',
    fieldNames: [
      ...feedbackScoreKeys.map((key) => `scores.${key}` as const),
      ...feedbackTextKeys.map((key) => `feedbacks.${key}` as const),
    ],
    defaultValues: {
      scores: {
        design: null,
        understandingOfRequirement: null,
        adherenceToDeadline: null,
        attentionToDetail: null,
      },
      feedbacks: { publishable: '', internal: '', good: '', bad: '' },
    },
  });
  const onSubmit = submitWith(
    async (values) => {
      const saved = await send.mutateAsync(values);
      showToast({ kind: 'success', message: saved.message });
    },
    { isOtherErrorShownByApp: true },
  );
  return (
    <SectionCard title="Your feedback" description={`${m.intro} ${m.emptyHint}`}>
      <form method="post" ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {feedbackScoreKeys.map((key) => (
            <Controller
              key={key}
              control={control}
              name={`scores.${key}`}
              render={({ field }) => (
                <ScoreField
                  label={m.scoreNames[key]}
                  value={field.value ?? null}
                  onChange={field.onChange}
                />
              )}
            />
          ))}
          {feedbackTextKeys.map((key) => (
            <GrowTextarea
              key={key}
              label={m.textNames[key]}
              minRows={2}
              maxRows={8}
              {...register(`feedbacks.${key}`)}
              error={toFieldErrorProp(formState.errors.feedbacks?.[key])}
            />
          ))}
          <FormAlert messages={formMessages} />
          <Group justify="flex-end">
            <Button type="submit" loading={formState.isSubmitting}>
              {m.send}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
