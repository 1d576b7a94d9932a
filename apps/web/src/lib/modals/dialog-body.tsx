import { modalButtons } from '@deckhand/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type TDialogBodyProps = {
  message: ReactNode;
  confirmLabel?: string;
  /** Without a cancel label the dialog has a single confirm button. */
  cancelLabel?: string | null;
  confirmColor?: string;
  onConfirm: () => void;
  onCancel?: () => void;
};

/** The message and buttons of the default dialogs; labels default to Save and Cancel (§9). */
export function DialogBody({
  message,
  confirmLabel = modalButtons.save,
  cancelLabel = modalButtons.cancel,
  confirmColor,
  onConfirm,
  onCancel,
}: TDialogBodyProps) {
  return (
    <Stack gap="lg">
      {typeof message === 'string' ? <Text>{message}</Text> : message}
      <Group justify="flex-end" gap="sm">
        {cancelLabel && onCancel ? (
          <Button variant="default" onClick={onCancel}>
            {cancelLabel}
          </Button>
        ) : null}
        <Button color={confirmColor} onClick={onConfirm} data-autofocus>
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}
