import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { useInit } from '../init/get-init';
import { bindCookieBanner } from './bind-cookie-banner';
import { CookieBanner } from './cookie-banner';
import { onCookieSettingsSaved, readCookieSettings, syncCookieSettings } from './cookie-settings';

/**
 * Whether the page's HTML was made knowing the visitor's answer (their request carried the consent
 * cookie), and so holds no banner. The server renderer provides it from the cookie; the browser,
 * hydrating, from the HTML itself (main.tsx), so that its first render matches it. A page rendered
 * from scratch does not use it: the browser's own answer counts at once.
 */
const AnswerInHtmlContext = createContext(false);

export const AnswerInHtmlProvider = AnswerInHtmlContext.Provider;

/** Whether a page's HTML (a server-rendered #root) holds the banner. */
export const hasBannerInHtml = (root: ParentNode): boolean =>
  root.querySelector('[data-cookie-banner]') !== null;

/** Binds the banner once it is in the document; React calls the returned clean-up on removal. */
const bindBanner = (banner: HTMLElement | null) => (banner ? bindCookieBanner(banner) : undefined);

const subscribe = (onChange: () => void) => onCookieSettingsSaved(onChange);
const isAnsweredInBrowser = () => readCookieSettings() !== null;

/**
 * The cookie banner of §2.5, until an answer is saved (local storage and the consent cookie). The
 * server knows the answer from the cookie: without one it sends the banner visible, over the page
 * (fixed: no layout shift); with one it sends none. Hydration starts from what the HTML holds and
 * then takes the browser's answer: an answer kept only in local storage (given before the cookie)
 * removes the banner and is copied to the cookie, so that the next page comes without it.
 */
export function CookieConsent() {
  const { data: init } = useInit();
  const isAnsweredInHtml = useContext(AnswerInHtmlContext);
  const isAnswered = useSyncExternalStore(subscribe, isAnsweredInBrowser, () => isAnsweredInHtml);
  useEffect(() => void syncCookieSettings(), []);
  if (!init || isAnswered) return null;
  return <CookieBanner isEu={init.isEu} ref={bindBanner} />;
}
