import '@mantine/core/styles/Stepper.layer.css';
import { Button, Group, Stack, Stepper } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { TOrderFlow } from '../hooks/use-order-flow';
import classes from './order-form.module.css';
import { preloadStepFields } from './step-fields';
import { StepSection } from './step-section';
import { SubmitArea } from './submit-area';

/**
 * A stepped flow: the step indicator (earlier steps can be revisited), one step at a time, Back
 * and Continue (which checks the step's required fields first), and the submit on the last step.
 * Focus moves to the step's heading when the step changes.
 */
export function SteppedForm({ flow }: { flow: TOrderFlow }) {
  const { steps, shownStep, goToStep } = flow;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isFirstRender = useRef(true);
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    if (shownStep >= 0) headingRef.current?.focus();
  }, [shownStep]);

  // The next step's field code loads while the customer fills this one.
  const nextComponents = steps[shownStep + 1]?.components;
  useEffect(() => {
    if (nextComponents) preloadStepFields(nextComponents);
  }, [nextComponents]);

  const step = steps[shownStep];
  if (!step) return null;
  const isLast = shownStep === steps.length - 1;
  // The signup step has its own button (Create my account); Continue would only repeat its message.
  const asksSignup = step.components.some(
    (component) => component.name === 'signup' && component.properties.required,
  );
  const back =
    shownStep > 0 ? (
      <Button variant="default" onClick={() => goToStep(shownStep - 1)}>
        Back
      </Button>
    ) : (
      <span />
    );

  return (
    <Stack gap="lg">
      <Stepper
        active={shownStep}
        onStepClick={(index) => {
          if (index < shownStep) goToStep(index);
        }}
        allowNextStepsSelect={false}
        size="sm"
        classNames={{
          step: classes.step,
          stepBody: classes.stepBody,
          separator: classes.stepSeparator,
        }}
        visibleFrom="sm"
        aria-label="Order steps"
      >
        {steps.map((item) => (
          <Stepper.Step key={item.key} label={item.title} aria-label={item.title} />
        ))}
      </Stepper>
      <StepSection
        step={step}
        position={`Step ${shownStep + 1} of ${steps.length}`}
        headingRef={headingRef}
      >
        {isLast ? (
          <SubmitArea flow={flow} back={back} />
        ) : (
          <Group justify="space-between">
            {back}
            {/* Sends the form, which goes on (order-flow.tsx): Enter in a field does the same,
                and a press before the app runs is held and carried out (use-held-order-form). */}
            {asksSignup ? null : <Button type="submit">Continue</Button>}
          </Group>
        )}
      </StepSection>
    </Stack>
  );
}
