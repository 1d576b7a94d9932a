import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type TKitSectionProps = { title: string; description?: string; children: ReactNode };

/** One titled block of the UI kit. */
export function KitSection({ title, description, children }: TKitSectionProps) {
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <div>
          <Title order={2}>{title}</Title>
          {description ? (
            <Text c="dimmed" mt={4}>
              {description}
            </Text>
          ) : null}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
