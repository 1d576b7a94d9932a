import { timings } from '@deckhand/contract';
import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'react-router';
import { ModalManagerContext, type TModal, type TModalStatus } from './modal-context';
import { returnFocus } from './return-focus';

const ModalHost = lazy(() => import('./modal-host').then((m) => ({ default: m.ModalHost })));

type TState = { status: TModalStatus; modal: TModal | null };

const closed: TState = { status: 'closed', modal: null };

/** The element that has focus outside any dialog: where focus goes back when the modal closes. */
function readFocusedElement(): HTMLElement | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  return active.closest('[role="dialog"]') ? null : active;
}

/**
 * Holds at most one modal: open, closing, closed; closes it when the page path changes (§2.1).
 * Closing returns focus to the element that opened the first modal of a chain.
 */
export function ModalManagerProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<TState>(closed);
  const [hasOpened, setHasOpened] = useState(false);
  const stateRef = useRef(state);
  stateRef.current = state;
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const triggerRef = useRef<HTMLElement | null>(null);

  const schedule = useCallback((next: () => void) => {
    clearTimeout(timerRef.current);
    timerRef.current = setTimeout(next, timings.modalSwitchDelayMs);
  }, []);

  const closeModal = useCallback(() => {
    const current = stateRef.current;
    if (current.status !== 'open') return;
    setState({ status: 'closing', modal: current.modal });
    current.modal?.onClose?.();
    returnFocus(triggerRef.current);
    triggerRef.current = null;
    schedule(() => setState(closed));
  }, [schedule]);

  const openModal = useCallback(
    (modal: TModal) => {
      const current = stateRef.current;
      triggerRef.current ??= readFocusedElement();
      setHasOpened(true);
      if (current.status === 'closed') {
        clearTimeout(timerRef.current);
        setState({ status: 'open', modal });
        return;
      }
      if (current.status === 'open') {
        setState({ status: 'closing', modal: current.modal });
        current.modal?.onClose?.();
      }
      schedule(() => setState({ status: 'open', modal }));
    },
    [schedule],
  );

  const { pathname } = useLocation();
  const previousPath = useRef(pathname);
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    closeModal();
  }, [pathname, closeModal]);

  useEffect(() => () => clearTimeout(timerRef.current), []);

  const manager = useMemo(
    () => ({ status: state.status, openModal, closeModal }),
    [state.status, openModal, closeModal],
  );
  return (
    <ModalManagerContext value={manager}>
      {children}
      {hasOpened ? (
        <Suspense fallback={null}>
          <ModalHost status={state.status} modal={state.modal} onClose={closeModal} />
        </Suspense>
      ) : null}
    </ModalManagerContext>
  );
}
