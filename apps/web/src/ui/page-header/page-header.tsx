import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type TPageHeaderProps = { title: string; description?: ReactNode };

/** The heading of a page inside a layout: one h1 and an optional line under it. */
export function PageHeader({ title, description }: TPageHeaderProps) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
        {title}
      </Title>
      {description ? <Text c="dimmed">{description}</Text> : null}
    </Stack>
  );
}
