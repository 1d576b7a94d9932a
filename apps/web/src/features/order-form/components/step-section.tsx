import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import type { TVisibleStep } from '../lib/visible-steps';
import classes from './order-form.module.css';
import { StepFields } from './step-fields';

type TProps = {
  step: TVisibleStep;
  /** 'Step 2 of 6' above the heading of a stepped flow. */
  position?: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
};

/** One step: its heading (focusable, so a step change can move focus to it), text and fields. */
export function StepSection({ step, position, headingRef, children }: TProps) {
  const headingId = `order-step-${step.key}`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
    >
      <Stack gap="lg">
        <Stack gap={4}>
          {position ? (
            <Text size="sm" c="dimmed">
              {position}
            </Text>
          ) : null}
          <Title
            order={2}
            fz="h3"
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className={classes.stepHeading}
          >
            {step.title}
          </Title>
          {step.description ? <Text c="dimmed">{step.description}</Text> : null}
        </Stack>
        <StepFields components={step.components} />
        {children}
      </Stack>
    </Paper>
  );
}
