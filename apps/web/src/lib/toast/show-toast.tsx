import { timings } from '@deckhand/contract';
import { CloseButton, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AppLink } from '../links/app-link';
import type { TToastKind } from './toast-kind-names';
import { toastKindStyles } from './toast-kinds';

export type TToastLink = {
  label: string;
  /** An internal path (from `paths`) or an external URL. */
  to: string;
};

export type TToast = {
  kind: TToastKind;
  message: string;
  link?: TToastLink;
  /** Runs when the toast is clicked, before it hides. */
  onClick?: () => void;
  /** Runs when the person dismisses it (its close icon or a click), not when its time runs out. */
  onDismiss?: () => void;
  /**
   * A reminder nobody asked for (the holiday reminder): an open dialog hides it, so it never
   * covers the dialog's buttons; toasts about what the person did stay above dialogs.
   */
  isReminder?: boolean;
};

/** One id per kind and message, so that a toast already on screen is not stacked again. */
function createToastId(kind: TToastKind, message: string): string {
  let hash = 5381;
  for (let index = 0; index < message.length; index += 1) {
    hash = (hash * 33 + message.charCodeAt(index)) >>> 0;
  }
  return `toast-${kind}-${hash.toString(36)}-${message.length}`;
}

/**
 * Shows a toast for 8 s; clicking it or its close icon dismisses it (§4). The same kind and
 * message already on screen (or waiting for room) is not shown twice. Returns its id.
 */
export function showToast({ kind, message, link, onClick, onDismiss, isReminder }: TToast): string {
  const id = createToastId(kind, message);
  const style = toastKindStyles[kind];
  notifications.show({
    id,
    color: style.color,
    icon: style.icon,
    autoClose: timings.toastMs,
    // Mantine's own close icon cannot tell its click from the timer: with onDismiss, ours does.
    withCloseButton: !onDismiss,
    closeButtonProps: { 'aria-label': 'Dismiss notification' },
    'data-kind': kind,
    ...(isReminder ? { 'data-reminder': true } : {}),
    style: { cursor: 'pointer' },
    onClick: () => {
      onDismiss?.();
      onClick?.();
      notifications.hide(id);
    },
    message: (
      <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
        <Stack gap={4}>
          <Text size="sm" c="inherit">
            <VisuallyHidden>{`${style.label}: `}</VisuallyHidden>
            {message}
          </Text>
          {link ? (
            <Text size="sm" fw={600} c="brand.6" td="underline" component={AppLink} to={link.to}>
              {link.label}
            </Text>
          ) : null}
        </Stack>
        {onDismiss ? (
          <CloseButton
            aria-label="Dismiss notification"
            onClick={(event) => {
              event.stopPropagation();
              onDismiss();
              notifications.hide(id);
            }}
          />
        ) : null}
      </Group>
    ),
  });
  return id;
}
