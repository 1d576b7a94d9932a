/**
 * The only script of a static page (docs/rendering.md): a page of the public site or a client's
 * landing page is sent as the server rendered it, and the app (React, the router, the queries)
 * never loads. This binds the few live parts of that HTML with the same plain-DOM code the app
 * runs in its components: the header's menus and scroll look, Log out, the init alerts, the cookie
 * banner and the new-version notice; and, where the page has them, its own parts: the sign-in
 * form's checks (lib/forms/bind-page-forms.ts) and its provider buttons. Links are plain links:
 * following one loads the next page.
 */
import { bindAlertsBar } from '@/features/app-init/components/bind-alerts-bar';
import { bindCookieBanner } from '@/lib/consent/bind-cookie-banner';
import { bindDisclosures } from '@/lib/dom/disclosure';
import { logOut } from '@/lib/session/log-out';
import { watchHeaderVariant } from './layouts/header/header-variant';
import { bindNewVersionNotice } from './new-version/watch-for-new-version';

const find = (selector: string) => document.querySelector<HTMLElement>(selector);

const header = find('[data-site-header]');
if (header) watchHeaderVariant(header);
bindDisclosures(document);
const alerts = find('[data-alerts-bar]');
if (alerts) bindAlertsBar(alerts);
for (const button of document.querySelectorAll('[data-log-out]')) {
  button.addEventListener('click', () => logOut());
}
const banner = find('[data-cookie-banner]');
if (banner) bindCookieBanner(banner);
const notice = find('[data-new-version]');
if (notice) bindNewVersionNotice(notice);

/**
 * The page's own live parts, imported only where the page has them: the route names their
 * modules (`staticModules`, lazy-page.ts), so the server lists their chunks with this script
 * and they are downloaded with it, not after it.
 */
async function bindPageParts() {
  const [forms, providers] = await Promise.all([
    find('form[data-page-form]') && import('@/lib/forms/bind-page-forms'),
    find('[data-oauth-provider]') &&
      import('@/features/auth/external-sign-in/bind-provider-buttons'),
  ]);
  forms?.bindPageForms(document);
  providers?.bindProviderButtons(document);
}

// Bound: a click is handled from now on (the browser tests wait for this, as for hydration).
const markReady = () => {
  document.documentElement.dataset.staticPage = 'ready';
};
bindPageParts().then(markReady, (error: unknown) => {
  markReady();
  throw error;
});
