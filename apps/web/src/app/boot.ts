/**
 * The page's entry script (index.html). The server's HTML is already the page: let the browser
 * paint it first, then ask for the app's and the page's scripts (listed in the HTML, see
 * rendering/script-list.ts) and start the app (main.tsx) to hydrate it. Until the paint the
 * network carries only the HTML and its stylesheets. A tab opened in the background never paints,
 * so it starts at once.
 */
import { appScriptsId, pageScriptsId, readScriptList } from './rendering/script-list';

/** One insertion for all the links: appended one by one they cost a millisecond each on a phone. */
function preload(hrefs: string[]) {
  const links = document.createDocumentFragment();
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
}

function startApp() {
  // The Vite dev server has no built lists: main.tsx is served as it is.
  if (import.meta.env.DEV) {
    void import('./main');
    return;
  }
  const app = readScriptList(appScriptsId);
  preload([...app.scripts, ...readScriptList(pageScriptsId).scripts]);
  if (app.entry) void import(/* @vite-ignore */ app.entry);
}

if (document.visibilityState === 'visible') {
  requestAnimationFrame(() => setTimeout(startApp, 0));
} else {
  startApp();
}
