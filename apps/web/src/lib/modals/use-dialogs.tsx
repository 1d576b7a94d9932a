import { errorMessages, modalButtons } from '@deckhand/contract';
import { type ReactNode, useMemo } from 'react';
import { DialogBody } from './dialog-body';
import { useModalManager } from './modal-context';

export type TConfirmOptions = {
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A destructive action (remove, leave, revoke, end sessions): the confirm button is red. */
  danger?: boolean;
  onConfirm?: () => void;
  onCancel?: () => void;
};

export type TOkOptions = { title: ReactNode; message: ReactNode; okLabel?: string };

const okLabel = 'OK';

/** The danger colour of a destructive confirmation; white on it keeps 5.4:1. */
export const dangerColor = 'red.9';

/** The default dialogs on top of the modal manager: confirm, OK and error (§2.5, §8). */
export function useDialogs() {
  const { openModal } = useModalManager();
  return useMemo(
    () => ({
      openConfirmDialog: (options: TConfirmOptions) => {
        let isConfirmed = false;
        openModal({
          title: options.title,
          onClose: () => {
            if (!isConfirmed) options.onCancel?.();
          },
          render: (close) => (
            <DialogBody
              message={options.message}
              confirmLabel={options.confirmLabel ?? modalButtons.save}
              cancelLabel={options.cancelLabel ?? modalButtons.cancel}
              confirmColor={options.danger ? dangerColor : undefined}
              onConfirm={() => {
                isConfirmed = true;
                options.onConfirm?.();
                close();
              }}
              onCancel={close}
            />
          ),
        });
      },
      openOkDialog: (options: TOkOptions) =>
        openModal({
          title: options.title,
          render: (close) => (
            <DialogBody
              message={options.message}
              confirmLabel={options.okLabel ?? okLabel}
              cancelLabel={null}
              onConfirm={close}
            />
          ),
        }),
      openErrorDialog: (message: ReactNode = errorMessages.dialogMessage) =>
        openModal({
          title: errorMessages.dialogTitle,
          render: (close) => (
            <DialogBody
              message={message}
              confirmLabel={okLabel}
              cancelLabel={null}
              onConfirm={close}
            />
          ),
        }),
    }),
    [openModal],
  );
}
