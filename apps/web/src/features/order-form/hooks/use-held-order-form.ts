import type { TOrderFormComponent } from '@deckhand/contract';
import { useEffect } from 'react';
import { takeHeldForm } from '@/lib/forms/take-held-form';
import type { TOrderFlow } from './use-order-flow';

/**
 * What the customer chose on the server's HTML before the app ran (lib/forms/held-forms.ts notes
 * it on the form): carried into the draft once the form is live, and a held Continue or send is
 * carried out then, so nothing chosen or sent before the app ran is lost. The first step's
 * treatment is the choice a page can show before it is live (the fields that load with their step
 * are not in the HTML).
 */
export function useHeldOrderForm(flow: TOrderFlow, submit: () => void): void {
  const { context, formRef } = flow;
  const isLive = context !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: taken once, when the form is live.
  useEffect(() => {
    const form = formRef.current;
    if (!context || !form) return;
    const held = takeHeldForm(form);
    if (!held) return;
    const treatment = context.draft.components.find(
      (item): item is Extract<TOrderFormComponent, { name: 'treatment' }> =>
        item.name === 'treatment',
    );
    const chosen = held.fields.find(([name]) => name === 'treatment')?.[1];
    const option = treatment?.options.find((item) => item.key === chosen);
    if (option) context.change('treatment', (values) => ({ ...values, treatment: option.key }));
    // The step's checks read the draft as this change left it (readDraft): sent at once.
    if (held.submitted) submit();
  }, [isLive]);
}
