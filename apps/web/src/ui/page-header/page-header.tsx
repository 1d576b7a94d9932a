import { Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';

type TPageHeaderProps = {
  title: string;
  description?: ReactNode;
  /** The heading's level: 1 (the page's heading) unless it is shown under others (the UI kit). */
  titleOrder?: TitleOrder;
};

/** The heading of a page inside a layout: one h1 and an optional line under it. */
export function PageHeader({ title, description, titleOrder = 1 }: TPageHeaderProps) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={titleOrder} fz={{ base: 'h3', sm: 'h2' }}>
        {title}
      </Title>
      {description ? <Text c="dimmed">{description}</Text> : null}
    </Stack>
  );
}
