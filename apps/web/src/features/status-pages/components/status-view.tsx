import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type TStatusViewProps = {
  heading: string;
  description: ReactNode;
  actions: ReactNode;
  /** The big muted label above the heading (404, an icon ...). */
  eyebrow?: ReactNode;
};

/** The layout shared by the not-found page and the error fallback. */
export function StatusView({ heading, description, actions, eyebrow }: TStatusViewProps) {
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack align="center" gap="md" ta="center">
        {eyebrow ? (
          <Text fz={64} fw={800} lh={1} c="brand.6" aria-hidden>
            {eyebrow}
          </Text>
        ) : null}
        <Title order={1}>{heading}</Title>
        <Text size="lg" c="dimmed" maw={520}>
          {description}
        </Text>
        {actions}
      </Stack>
    </Container>
  );
}
