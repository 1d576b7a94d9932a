import { errorMessages } from '@deckhand/contract';
import { showToast } from '../toast/show-toast';

/** Copies text and says so: 'Copied!' on success, 'Oops, unable to copy' on failure (§8). */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('Clipboard unavailable');
    await navigator.clipboard.writeText(text);
    showToast({ kind: 'success', message: errorMessages.copied });
    return true;
  } catch {
    showToast({ kind: 'error', message: errorMessages.copyFailed });
    return false;
  }
}
