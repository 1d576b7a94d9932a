import { Paper, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './form-card.module.css';

type TFormCardProps = {
  title: ReactNode;
  /** A line under the heading (e.g. "Already have an account? Log in"). */
  subtitle?: ReactNode;
  /** The heading's level: 1 (the page's heading) unless it is shown under others (the UI kit). */
  titleOrder?: TitleOrder;
  children: ReactNode;
};

/**
 * The card of the short account pages (login, signup, password reset, join, unsubscribe):
 * centred and about 420 px wide on larger screens, the full width with padding on phones.
 */
export function FormCard({ title, subtitle, titleOrder = 1, children }: TFormCardProps) {
  return (
    <div className={classes.shell}>
      <Paper withBorder radius="lg" shadow="sm" className={classes.card}>
        <Stack gap="lg">
          <Stack gap={6}>
            <Title order={titleOrder} fz={{ base: 'h2', sm: 'h1' }}>
              {title}
            </Title>
            {subtitle ? (
              <Text size="sm" c="dimmed">
                {subtitle}
              </Text>
            ) : null}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </div>
  );
}
