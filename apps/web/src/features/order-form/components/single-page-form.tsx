import { Stack } from '@mantine/core';
import type { TOrderFlow } from '../hooks/use-order-flow';
import { StepSection } from './step-section';
import { SubmitArea } from './submit-area';

/** A flow that is not stepped: every step as a section of one page, the submit at the end. */
export function SinglePageForm({ flow }: { flow: TOrderFlow }) {
  return (
    <Stack gap="lg">
      {flow.steps.map((step) => (
        <StepSection key={step.key} step={step} />
      ))}
      <SubmitArea flow={flow} />
    </Stack>
  );
}
