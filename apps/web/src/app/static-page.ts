/**
 * The only script of a static page (docs/rendering.md): a page of the public site or a client's
 * landing page is sent as the server rendered it, and the app (React, the router, the queries)
 * never loads. This binds the few live parts of that HTML with the same plain-DOM code the app
 * runs in its components: the header's menus and scroll look, Log out, the init alerts, the cookie
 * banner and the new-version notice. Links are plain links: following one loads the next page.
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

// Bound: a click is handled from now on (the browser tests wait for this, as for hydration).
document.documentElement.dataset.staticPage = 'ready';
