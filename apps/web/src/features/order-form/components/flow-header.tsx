import type { TOrderFormData } from '@deckhand/contract';
import { Box, Stack, Text, Title } from '@mantine/core';
import classes from './order-form.module.css';

type TProps = {
  /** Shown until the form data arrives (the server renders the page before it is asked). */
  fallbackTitle: string;
  data: TOrderFormData | undefined;
};

/**
 * The flow's name as the page's heading; a client's flow adds the client's name, tagline and
 * its branding colour on a decorative bar (text keeps the theme's colours for contrast).
 */
export function FlowHeader({ fallbackTitle, data }: TProps) {
  const client = data?.client ?? null;
  return (
    <Stack gap={6} mb="lg">
      {client ? (
        <Box
          className={classes.accent}
          style={{ backgroundColor: client.branding.primaryColor }}
          aria-hidden
        />
      ) : null}
      <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
        {data?.name ?? fallbackTitle}
      </Title>
      {client ? (
        <Text c="dimmed">
          <Text span fw={700} c="var(--mantine-color-text)">
            {client.name}
          </Text>
          {' · '}
          {client.branding.tagline}
        </Text>
      ) : null}
    </Stack>
  );
}
