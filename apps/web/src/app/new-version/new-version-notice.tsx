import { screenTexts } from '@deckhand/contract';
import { useIsProduction } from '@/lib/init/use-app-env';
import { ReloadNotice } from './reload-notice';
import { bindNewVersionNotice } from './watch-for-new-version';

/** Binds the notice once it is in the document; React calls the returned clean-up on removal. */
const bindNotice = (notice: HTMLElement | null) =>
  notice ? bindNewVersionNotice(notice) : undefined;

/**
 * §2.5: 'New version is available — Reload the page to update', once a new build is deployed.
 * In production only; the HTML holds it hidden and `bindNewVersionNotice` shows it.
 */
export function NewVersionNotice() {
  if (!useIsProduction()) return null;
  return (
    <ReloadNotice
      heading={screenTexts.newVersion}
      action={screenTexts.newVersionAction}
      role="status"
      marker="data-new-version"
      noticeRef={bindNotice}
    />
  );
}
