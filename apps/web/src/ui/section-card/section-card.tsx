import { Group, Paper, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { useId } from '@mantine/hooks';
import type { ReactNode } from 'react';

type TSectionCardProps = {
  title: string;
  description?: ReactNode;
  /** Buttons on the heading's line (wrap under it on narrow screens). */
  actions?: ReactNode;
  /** The heading's level: 2 (under the page's h1) unless it sits deeper (the UI kit). */
  titleOrder?: TitleOrder;
  children: ReactNode;
};

/** A card with a clear heading: the building block of the account pages. */
export function SectionCard({
  title,
  description,
  actions,
  titleOrder = 2,
  children,
}: TSectionCardProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
    >
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} maw={640}>
            <Title order={titleOrder} fz="h4" id={headingId}>
              {title}
            </Title>
            {description ? (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            ) : null}
          </Stack>
          {actions ? <Group gap="xs">{actions}</Group> : null}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
