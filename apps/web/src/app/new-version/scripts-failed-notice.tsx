import { screenTexts } from '@deckhand/contract';
import { ReloadNotice } from './reload-notice';

/**
 * 'This page did not finish loading — Check your connection, then reload the page': in every
 * page's HTML, hidden; boot.ts shows it when the page's scripts cannot be downloaded and binds
 * its Reload button (rendering/scripts-failed.ts). Once the app runs it stays hidden.
 */
export function ScriptsFailedNotice() {
  return (
    <ReloadNotice
      heading={screenTexts.scriptsFailed}
      action={screenTexts.scriptsFailedAction}
      role="alert"
      marker="data-scripts-failed"
    />
  );
}
