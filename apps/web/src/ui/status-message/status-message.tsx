import { Group, type MantineColor, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';

type TStatusMessageProps = {
  icon: ComponentType<{ size?: number }>;
  /** The icon's colour; the theme's primary colour when left out ('red' for a problem). */
  color?: MantineColor;
  /** The outcome in one line. */
  message: ReactNode;
  /** Announces the message to screen readers: 'alert' for a problem, 'status' for a result. */
  messageRole: 'alert' | 'status';
  isMessageStrong?: boolean;
  /** A dimmed line under the message: what it means or what to do next. */
  description?: ReactNode;
  /** The actions, full width under the text. */
  children?: ReactNode;
};

/**
 * The outcome of a link or a request, aligned with the card's heading: the icon beside the
 * message and its hint, the next steps under them at full width.
 */
export function StatusMessage({
  icon: Icon,
  color,
  message,
  messageRole,
  isMessageStrong = false,
  description,
  children,
}: TStatusMessageProps) {
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="xl" variant="light" color={color} aria-hidden>
          <Icon size={24} />
        </ThemeIcon>
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Text role={messageRole} fw={isMessageStrong ? 600 : undefined}>
            {message}
          </Text>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </Stack>
      </Group>
      {children}
    </Stack>
  );
}
