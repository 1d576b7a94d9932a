import { timings } from '@deckhand/contract';
import { Stack, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AppLink } from '../links/app-link';
import { type TToastKind, toastKindStyles } from './toast-kinds';

export type TToastLink = {
  label: string;
  /** An internal path (from `paths`) or an external URL. */
  to: string;
};

export type TToast = {
  kind: TToastKind;
  message: string;
  link?: TToastLink;
};

let toastCount = 0;

/** Shows a toast for 8 s; clicking it or its close icon dismisses it (§4). Returns its id. */
export function showToast({ kind, message, link }: TToast): string {
  toastCount += 1;
  const id = `toast-${toastCount}`;
  const style = toastKindStyles[kind];
  notifications.show({
    id,
    color: style.color,
    icon: style.icon,
    autoClose: timings.toastMs,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': 'Dismiss notification' },
    'data-kind': kind,
    style: { cursor: 'pointer' },
    onClick: () => notifications.hide(id),
    message: (
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
    ),
  });
  return id;
}

export function hideToast(id: string): void {
  notifications.hide(id);
}
