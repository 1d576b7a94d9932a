/**
 * The page's entry script (index.html). The server's HTML is already the page: let the browser
 * paint it first, then start the app (main.tsx, preloaded with the HTML) to hydrate it. A tab
 * opened in the background never paints, so it starts at once.
 */
const startApp = () => void import('./main');

if (document.visibilityState === 'visible') {
  requestAnimationFrame(() => setTimeout(startApp, 0));
} else {
  startApp();
}
