import { lazy, Suspense } from 'react';
import { useInit } from '../init/get-init';
import { useBrowserState } from '../ssr/use-browser-state';
import { readCookieSettings, saveCookieSettings, type TCookieSettings } from './cookie-settings';

const CookieBanner = lazy(() => import('./cookie-banner'));

/**
 * The cookie banner of §2.5, until an answer is saved. The server cannot know the answer (local
 * storage), so the banner appears after hydration, over the page (fixed: no layout shift), and
 * its code is downloaded only by visitors who have not answered.
 */
export function CookieConsent() {
  const { data: init } = useInit();
  // undefined: not known yet (server render, hydration); null: not answered.
  const [settings, setSettings] = useBrowserState<TCookieSettings | null | undefined>(
    readCookieSettings,
    undefined,
  );
  if (settings !== null || !init) return null;
  const save = (answer: TCookieSettings) => {
    saveCookieSettings(answer);
    setSettings(answer);
  };
  return (
    <Suspense fallback={null}>
      <CookieBanner isEu={init.isEu} onSave={save} />
    </Suspense>
  );
}
