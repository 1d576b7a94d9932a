import type {
  TOrderComponentName,
  TOrderFormComponent,
  TOrderFormData,
  TOrderFormValues,
  TOrderPrice,
} from '@deckhand/contract';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useCalculateOrderForm } from '../api/calculate-order-form';
import { applyComponentValue, mergeComponents, readValuesFromComponents } from '../lib/form-values';
import { hasSavedValues, readSavedValues } from '../lib/saved-values';
import { useSavedDraft } from './use-saved-draft';

export type TDraft = {
  components: TOrderFormComponent[];
  price: TOrderPrice | null;
  values: TOrderFormValues;
};

export type TChangeValues = (
  name: TOrderComponentName,
  update: (values: TOrderFormValues) => TOrderFormValues,
) => void;

/**
 * A change asks the server again when it moves other components (valueAffections) or the price
 * (the turnaround chosen on the delivery component sets the whole order's price).
 */
const isRecalculated = (component: TOrderFormComponent) =>
  component.valueAffections.length > 0 || component.name === 'delivery';

/**
 * The form as the customer fills it (§4): the server's components and price, the values, a
 * calculation after each change that moves other components, and the draft kept locally. Only
 * the latest calculation's answer is applied (earlier calls are aborted), so quick changes such
 * as typing a number of slides never race.
 */
export function useOrderDraft(options: {
  flowKey: string;
  timezone: string | null;
  data: TOrderFormData | undefined;
}) {
  const { flowKey, data, timezone } = options;
  // Drawn at once from form data that came with the page (or was cached), so the server renders
  // the form and the browser hydrates the same; a saved draft is restored after (the effect below).
  const [draft, setDraft] = useState<TDraft | null>(() =>
    data ? startingDraft(data, null) : null,
  );
  const [calculating, setCalculating] = useState<readonly TOrderComponentName[] | null>(null);
  const draftRef = useRef<TDraft | null>(draft);
  const startedFrom = useRef<TOrderFormData | undefined>(data);
  /** The zone the draft's dates were worked out in (the form data's, then each calculation's). */
  const zoneOfDraft = useRef<string | null>(data?.timezone ?? null);
  const timezoneRef = useRef(timezone);
  timezoneRef.current = timezone;
  const latestCall = useRef(0);
  const abortPrevious = useRef<AbortController | null>(null);
  const { mutateAsync: calculate } = useCalculateOrderForm(flowKey);
  const { schedule, discard, flush } = useSavedDraft(flowKey);

  const commit = useCallback((next: TDraft) => {
    draftRef.current = next;
    setDraft(next);
  }, []);

  const recalculate = useCallback(
    async (values: TOrderFormValues, changed: TOrderFormComponent | null) => {
      const timezone = timezoneRef.current;
      if (!timezone) return;
      zoneOfDraft.current = timezone;
      const call = ++latestCall.current;
      abortPrevious.current?.abort();
      const controller = new AbortController();
      abortPrevious.current = controller;
      setCalculating(changed ? changed.valueAffections : ['delivery', 'addons']);
      try {
        const answer = await calculate({
          body: { timezone, values, changed: changed?.name ?? null },
          signal: controller.signal,
        });
        const current = draftRef.current;
        if (call !== latestCall.current || !current) return;
        // What the change moved elsewhere lands in the values; the changed field keeps its own.
        // The coupon's code is the server's to keep: only while it applies (§4 Coupon).
        const moved = changed
          ? answer.components.filter((component) => component.name !== changed.name)
          : [];
        const settled = answer.components.filter((component) => component.name === 'coupon');
        commit({
          components: mergeComponents(current.components, answer.components),
          price: answer.price,
          values: [...moved, ...settled].reduce(applyComponentValue, current.values),
        });
      } catch {
        // Shown by the app's error handler (toasts of §8); an aborted call was replaced.
      } finally {
        if (call === latestCall.current) setCalculating(null);
      }
    },
    [calculate, commit],
  );

  // The form data arrived: start from it, or from the customer's saved draft (recomputed once),
  // which is first checked against the contract (its schemas load on demand; without a draft
  // the form starts at once). The whole form's first render is a transition: it yields to the
  // browser every few milliseconds instead of holding a phone's main thread for its length
  // (issue 33).
  useEffect(() => {
    if (!data) return;
    let isCurrent = true;
    const start = (restored: TOrderFormValues | null) => {
      const first = startingDraft(data, restored);
      zoneOfDraft.current = data.timezone;
      startTransition(() => commit(first));
      if (restored) void recalculate(restored, null);
    };
    const isSaved = hasSavedValues(data.flowKey);
    // The first draft was drawn from this data already: nothing to do without a saved one.
    const isDrawn = startedFrom.current === data;
    startedFrom.current = undefined;
    if (!isSaved) {
      if (!isDrawn) start(null);
    } else {
      void readSavedValues(data.flowKey).then((restored) => {
        if (isCurrent) start(restored);
      });
    }
    return () => {
      isCurrent = false;
    };
  }, [data, commit, recalculate]);

  // The form came in another zone than the browser's (the server's, with the page): the draft is
  // worked out again in the browser's, keeping what the customer chose; only dates move.
  useEffect(() => {
    const values = draft?.values;
    if (!values || !timezone || zoneOfDraft.current === timezone) return;
    void recalculate(values, null);
  }, [draft?.values, timezone, recalculate]);

  const change: TChangeValues = useCallback(
    (name, update) => {
      const current = draftRef.current;
      if (!current) return;
      const values = update(current.values);
      commit({ ...current, values });
      schedule(values);
      const component = current.components.find((item) => item.name === name);
      if (component && isRecalculated(component)) void recalculate(values, component);
    },
    [commit, recalculate, schedule],
  );

  /**
   * The draft as the last change left it, before React has rendered it: for a handler that runs
   * right after a change (a press held before the app ran, replayed as the held choices land).
   */
  const readDraft = useCallback(() => draftRef.current, []);

  return { draft, readDraft, calculating, change, discardSaved: discard, flushSaved: flush };
}

/** A draft from the form's data: its components and price, the saved values or the form's own. */
function startingDraft(data: TOrderFormData, restored: TOrderFormValues | null): TDraft {
  return {
    components: data.components,
    price: data.price,
    values: restored ?? readValuesFromComponents(data.components),
  };
}
