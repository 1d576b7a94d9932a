import type { TFieldErrors, TOrderComponentName, TOrderFormValues } from '@deckhand/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { scrollToFirstError } from '@/lib/forms/scroll-to-first-error';
import { useCurrentUser } from '@/lib/init/use-current-user';
import { useOrderForm } from '../api/get-order-form';
import type { TOrderFormContext } from '../components/order-form-context';
import { useBrowserZone } from '../lib/browser-zone';
import {
  collectFieldMessages,
  findFirstStepWithError,
  normaliseFieldErrors,
} from '../lib/field-errors';
import { emptyPaymentChoice, type TPaymentChoice } from '../lib/payment-choice';
import { findFieldMessages, type TFieldMessages } from '../lib/validate-step';
import { findVisibleSteps, getComponentOfField } from '../lib/visible-steps';
import { type TChangeValues, useOrderDraft } from './use-order-draft';
import { usePlaceOrder } from './use-place-order';

const withoutComponent = (messages: TFieldMessages, name: string) =>
  Object.fromEntries(Object.entries(messages).filter(([key]) => getComponentOfField(key) !== name));

/**
 * Everything the order form page holds (§4): the form data for the browser's time zone, the
 * draft and its calculations, the visible steps and the one shown, the messages of the client's
 * checks and of the server (kept by field until dismissed), the payment, and placing the order.
 */
export function useOrderFlow(flowKey: string) {
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  const form = useOrderForm(flowKey, user?.id ?? null);
  const data = form.data;
  // While the page hydrates, the zone the server drew the form in (the HTML's); then the
  // browser's (found off the main thread), which the draft is worked out in again if it differs.
  const browserZone = useBrowserZone();
  const timezone = browserZone ?? data?.timezone ?? null;
  const { draft, readDraft, calculating, change, discardSaved, flushSaved } = useOrderDraft({
    flowKey,
    timezone,
    data,
  });
  const placing = usePlaceOrder({ flowKey, isQuote: data?.isQuote ?? false });
  const { resetAttempt } = placing;
  const [activeStep, setActiveStep] = useState(0);
  const [fieldMessages, setFieldMessages] = useState<TFieldMessages>({});
  const [serverErrors, setServerErrors] = useState<TFieldErrors>({});
  const [payment, setPayment] = useState<TPaymentChoice>(emptyPaymentChoice);
  const formRef = useRef<HTMLFormElement>(null);
  const [scrollRequest, setScrollRequest] = useState(0);

  const steps = useMemo(
    () => (data && draft ? findVisibleSteps(data.steps, draft.components) : []),
    [data, draft],
  );
  const lastStep = Math.max(steps.length - 1, 0);
  const shownStep = Math.min(activeStep, lastStep);

  // After messages land (possibly on another step), the page scrolls to the first one (§5.1).
  useEffect(() => {
    if (scrollRequest > 0) scrollToFirstError(formRef.current);
  }, [scrollRequest]);

  const showMessages = (fields: readonly string[]) => {
    const index = findFirstStepWithError(steps, fields);
    if (index >= 0) setActiveStep(index);
    setScrollRequest((count) => count + 1);
  };

  const changeValues: TChangeValues = useCallback(
    (name, update) => {
      setFieldMessages((messages) => withoutComponent(messages, name));
      change(name, update);
    },
    [change],
  );

  const changePayment = useCallback(
    (update: Partial<TPaymentChoice>) => {
      setPayment((current) => ({ ...current, ...update }));
      setFieldMessages((messages) => withoutComponent(messages, 'payment'));
      resetAttempt();
    },
    [resetAttempt],
  );

  const check = (components: (typeof steps)[number]['components']) => {
    const latest = readDraft();
    if (!latest) return {};
    const messages = findFieldMessages(components, { values: latest.values, payment });
    setFieldMessages(messages);
    return messages;
  };

  /** On leaving a field: its messages as Continue would give them, the others kept. */
  const checkField = (name: TOrderComponentName) => {
    const component = draft?.components.find((item) => item.name === name);
    if (!draft || !component) return;
    const messages = findFieldMessages([component], { values: draft.values, payment });
    setFieldMessages((current) => ({ ...withoutComponent(current, name), ...messages }));
  };

  const goToStep = (index: number) => setActiveStep(Math.max(0, Math.min(index, lastStep)));

  /** Continue: the shown step's required fields first (§5.1 messages), then the next step. */
  const goForward = () => {
    const step = steps[shownStep];
    if (!step) return;
    const messages = check(step.components);
    if (Object.keys(messages).length > 0) setScrollRequest((count) => count + 1);
    else goToStep(shownStep + 1);
  };

  const placeOrder = async () => {
    const latest = readDraft();
    if (!latest || !data || !timezone) return;
    const messages = check(steps.flatMap((step) => step.components));
    if (Object.keys(messages).length > 0) return showMessages(Object.keys(messages));
    if (!user) return;
    const errors = await placing.place({
      timezone,
      values: latest.values satisfies TOrderFormValues,
      payment,
      onPlaced: discardSaved,
    });
    if (errors) {
      const normalised = normaliseFieldErrors(errors);
      setServerErrors(normalised);
      showMessages(Object.keys(normalised));
    }
  };

  const errorOf = (field: string) => {
    const messages = collectFieldMessages(field, fieldMessages, serverErrors);
    return messages.length > 0 ? messages.join(' ') : undefined;
  };

  const context: TOrderFormContext | null =
    data && draft && timezone
      ? {
          data,
          draft,
          calculating,
          change: changeValues,
          payment,
          changePayment,
          checkField,
          errorOf,
          zone: timezone,
          isSignedIn: user !== null,
          returnTo: pathname,
          flushDraft: flushSaved,
        }
      : null;

  return {
    form,
    context,
    steps,
    shownStep,
    goToStep,
    goForward,
    placeOrder,
    formRef,
    serverErrors,
    dismissServerError: (key: string) =>
      setServerErrors(({ [key]: _dismissed, ...others }) => others),
    clearServerErrors: () => setServerErrors({}),
    placing,
  };
}

export type TOrderFlow = ReturnType<typeof useOrderFlow>;
