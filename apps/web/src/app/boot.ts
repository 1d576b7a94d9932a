/**
 * The page's entry script (index.html). The server's HTML is already the page: let the browser
 * paint it first, then ask for the app's and the page's scripts (listed in the HTML, see
 * rendering/script-list.ts) and start the app (app-entry.ts) to hydrate it; a static page's list
 * names its own small entry instead, and the app never loads. Until the paint the
 * network carries only the HTML and its stylesheets. A tab opened in the background never paints,
 * so it starts at once. Until the page is live, clicks on controls marked `data-replay-click` are
 * held and replayed (rendering/held-clicks.ts), post forms keep what is typed and sent
 * (lib/forms/held-forms.ts), and the cookie banner, visible in the HTML, and the header's menus
 * answer at once (rendering/early-cookie-banner.ts, rendering/early-disclosures.ts).
 */
import { holdFormsUntilLive } from '@/lib/forms/held-forms';
import { answerCookieBannerUntilLive } from './rendering/early-cookie-banner';
import { openDisclosuresUntilBound } from './rendering/early-disclosures';
import { holdClicksUntilLive } from './rendering/held-clicks';
import { appScriptsId, pageScriptsId, readScriptList } from './rendering/script-list';
import { markScriptsFailed } from './rendering/scripts-failed';

/**
 * Gives the browser the main thread between two steps (a tap is answered, a frame painted):
 * `scheduler.yield()` where there is one, else a task of its own (nested timeouts are held back
 * to 4 ms each, which seventy steps would feel).
 */
const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
};

/**
 * How many preload links go in at once: each costs the main thread ~5 ms on a phone (Lighthouse's
 * 4x CPU, the order page's profile); twelve were a 64 ms task after the first paint.
 */
const preloadBatch = 4;

/**
 * The links in a few insertions, a task each: appended one by one they cost a millisecond each on
 * a phone, and seventy at once (a signed-in page) held the main thread for 50 ms.
 */
async function preload(hrefs: string[]) {
  for (let start = 0; start < hrefs.length; start += preloadBatch) {
    if (start > 0) await nextTask();
    const links = document.createDocumentFragment();
    for (const href of hrefs.slice(start, start + preloadBatch)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      links.append(link);
    }
    document.head.append(links);
  }
}

/**
 * Runs the chunks one task each, in the lists' order, which puts every chunk after the chunks it
 * imports (the framework before the app): evaluated as one graph they hold the main thread for
 * one long task, and a phone answers no tap until it ends. A chunk runs once whoever imports it
 * first. One that cannot be downloaded leaves the page as the server sent it, with its buttons
 * and forms released and a notice (rendering/scripts-failed.ts).
 */
async function importInStages(entry: string, scripts: string[]) {
  try {
    for (const src of scripts) {
      if (src === entry) continue;
      await import(/* @vite-ignore */ src);
      await nextTask();
    }
    await import(/* @vite-ignore */ entry);
  } catch {
    markScriptsFailed();
  }
}

function startApp() {
  // The Vite dev server has no built lists: main.tsx is served as it is.
  if (import.meta.env.DEV) {
    void import('./app-entry');
    return;
  }
  const page = readScriptList(pageScriptsId);
  // A static page names its own entry (app/static-page.ts), which stands in for the app.
  if (page.entry) {
    void preload(page.scripts);
    void importInStages(page.entry, page.scripts);
    return;
  }
  const app = readScriptList(appScriptsId);
  // The page's parts loaded apart come last: their code is needed after the page's, and their
  // links in the page keep Vite from inserting them while the page's chunk runs (a 90 ms task on
  // a phone, the team page's two forms).
  void preload([...app.scripts, ...page.scripts, ...(page.parts ?? [])]);
  // The page's chunks run in stages too, after the app's: the app then finds its page ready.
  if (app.entry) void importInStages(app.entry, [...app.scripts, ...page.scripts]);
}

// A tap on a marked button before the app runs is kept and replayed once it does; a form filled
// and sent meanwhile is kept and sent through the app (lib/forms/held-forms.ts).
holdClicksUntilLive();
holdFormsUntilLive();
// The banner paints with the HTML: its buttons work now, and an answer kept from before hides it.
answerCookieBannerUntilLive();
// The header's menus open and close at once, before their code binds them.
openDisclosuresUntilBound();

if (document.visibilityState === 'visible') {
  requestAnimationFrame(() => setTimeout(startApp, 0));
} else {
  startApp();
}
