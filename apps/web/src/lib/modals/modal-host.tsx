import { timings } from '@deckhand/contract';
// biome-ignore lint/style/noRestrictedImports: this host is itself loaded on demand (modal-manager-provider.tsx).
import { Modal } from '@mantine/core';
import type { TModal, TModalStatus } from './modal-context';

type TModalHostProps = { status: TModalStatus; modal: TModal | null; onClose: () => void };

/** Draws the manager's single modal; loaded with the first modal so it stays out of the entry. */
export function ModalHost({ status, modal, onClose }: TModalHostProps) {
  return (
    <Modal
      opened={status === 'open'}
      onClose={onClose}
      title={modal?.title}
      size={modal?.size ?? 'md'}
      centered
      // The manager returns focus itself: Mantine's own return misses a lazily mounted host.
      returnFocus={false}
      transitionProps={{ duration: timings.modalSwitchDelayMs }}
    >
      {modal?.render(onClose)}
    </Modal>
  );
}
