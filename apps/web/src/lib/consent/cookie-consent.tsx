import { useInit } from '../init/get-init';
import { bindCookieBanner } from './bind-cookie-banner';
import { CookieBanner } from './cookie-banner';

/** Binds the banner once it is in the document; React calls the returned clean-up on removal. */
const bindBanner = (banner: HTMLElement | null) => (banner ? bindCookieBanner(banner) : undefined);

/**
 * The cookie banner of §2.5, until an answer is saved. The server cannot know the answer (local
 * storage), so its HTML holds the banner hidden and the browser shows it, over the page (fixed:
 * no layout shift).
 */
export function CookieConsent() {
  const { data: init } = useInit();
  if (!init) return null;
  return <CookieBanner isEu={init.isEu} ref={bindBanner} />;
}
