import { useEffect, useRef } from 'react';
import { useInit } from '@/lib/init/get-init';
import { showToast } from '@/lib/toast/show-toast';

/** Shows init's flash message once, as a toast of its type (§4, §8). */
export function useFlashMessageToast(): void {
  const flashMessage = useInit().data?.flashMessage ?? null;
  const shownRef = useRef<typeof flashMessage>(null);
  useEffect(() => {
    if (!flashMessage || shownRef.current === flashMessage) return;
    shownRef.current = flashMessage;
    showToast({ kind: flashMessage.type, message: flashMessage.message });
  }, [flashMessage]);
}
