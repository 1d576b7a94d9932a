import { type MantineColor, Stack, Text, ThemeIcon } from '@mantine/core';
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

/** The outcome of a link or a request, centred: an icon, the message, a hint and the next steps. */
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
    <Stack gap="md" align="center" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color={color} aria-hidden>
        <Icon size={30} />
      </ThemeIcon>
      <Text role={messageRole} fw={isMessageStrong ? 600 : undefined}>
        {message}
      </Text>
      {description ? (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}
