import { orderFormMessages } from '@deckhand/contract';
import { Alert, Button, Container, Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { isApiError } from '@/lib/http/api-error';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';
import { LoadFailedAlert } from '@/ui/status-message/load-failed-alert';
import { useHeldOrderForm } from '../hooks/use-held-order-form';
import { useOrderFlow } from '../hooks/use-order-flow';
import { FlowHeader } from './flow-header';
import classes from './order-form.module.css';
import { OrderFormContext } from './order-form-context';
import { PriceSummary } from './price-summary';
import { SinglePageForm } from './single-page-form';
import { SteppedForm } from './stepped-form';

type TProps = { flowKey: string; fallbackTitle: string };

/**
 * The confirmation (with its offers) shows once an order is placed: its code downloads when the
 * order is sent, beside the request, not with the form's first step.
 */
const loadConfirmation = () =>
  import('./order-confirmation-view').then((module) => ({
    default: module.OrderConfirmationView,
  }));
const OrderConfirmationView = lazy(loadConfirmation);

function FormSkeleton() {
  return (
    <div className={classes.layout} aria-busy="true">
      <Skeleton height={420} radius="lg" />
      <Skeleton height={200} radius="lg" />
    </div>
  );
}

/** A once-per-team offer the team has taken: said at once, with the way to order instead. */
function OfferTakenNotice() {
  return (
    <Alert variant="light" color="yellow" title={orderFormMessages.offerTaken} maw={720}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{orderFormMessages.offerTakenHint}</Text>
        <Button component={AppLink} to={paths.order.now.getHref()}>
          {orderFormMessages.orderAtUsualPrice}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * One order flow (§3, §4): its heading, the form (stepped or on one page) with the price beside
 * it on desktop and below it on phones, and the confirmation once the order is placed.
 */
export function OrderFlow({ flowKey, fallbackTitle }: TProps) {
  const flow = useOrderFlow(flowKey);
  const { form, context, placing } = flow;
  /** Continue, or on the last step (or a form on one page) sending the order. */
  const submit = () => {
    const isLast = !context?.data.stepped || flow.shownStep === flow.steps.length - 1;
    if (isLast) {
      void loadConfirmation();
      void flow.placeOrder();
    } else flow.goForward();
  };
  useHeldOrderForm(flow, submit);

  if (placing.placed) {
    return (
      <Container size="xl" py="xl">
        <Suspense fallback={<Skeleton height={320} radius="lg" />}>
          <OrderConfirmationView
            placed={placing.placed}
            isSignedIn={context?.isSignedIn ?? false}
          />
        </Suspense>
      </Container>
    );
  }

  const body = form.isError ? (
    isApiError(form.error) && form.error.status === 404 ? (
      <Alert variant="light" color="red" title={orderFormMessages.flowNotFound} />
    ) : (
      <LoadFailedAlert title="The order form could not be loaded" onRetry={() => form.refetch()} />
    )
  ) : !context ? (
    <FormSkeleton />
  ) : context.data.offerTaken ? (
    <OfferTakenNotice />
  ) : (
    <OrderFormContext.Provider value={context}>
      <div className={classes.layout}>
        <form
          method="post"
          ref={flow.formRef}
          noValidate
          aria-label={context.data.name}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {context.data.stepped ? <SteppedForm flow={flow} /> : <SinglePageForm flow={flow} />}
        </form>
        <aside className={classes.summary} aria-label="Price">
          <PriceSummary />
        </aside>
      </div>
    </OrderFormContext.Provider>
  );

  return (
    <Container size="xl" py="xl">
      <Stack gap={0}>
        <FlowHeader fallbackTitle={fallbackTitle} data={form.data} />
        {body}
      </Stack>
    </Container>
  );
}
