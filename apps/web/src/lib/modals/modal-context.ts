import { createContext, type ReactNode, useContext } from 'react';

export type TModalStatus = 'open' | 'closing' | 'closed';

export type TModal = {
  title: ReactNode;
  /** The body; `close` closes this modal. */
  render: (close: () => void) => ReactNode;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  /** Called once the modal has been dismissed by any means. */
  onClose?: () => void;
};

export type TModalManager = {
  status: TModalStatus;
  /** Opens a modal; an open one closes first and the next opens 150 ms later (§4). */
  openModal: (modal: TModal) => void;
  closeModal: () => void;
};

export const ModalManagerContext = createContext<TModalManager | null>(null);

export function useModalManager(): TModalManager {
  const manager = useContext(ModalManagerContext);
  if (!manager) throw new Error('useModalManager must be used inside <ModalManagerProvider>');
  return manager;
}
