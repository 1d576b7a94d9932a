import type { Page } from 'playwright-core';

/**
 * What a failed journey's pages looked like when it failed: each page's address, whether the app
 * had gone live, its headings, and the last things it logged (console errors and warnings, page
 * errors, failed requests and the API's answers). A flake on a busy CI machine is rare and the
 * run's output is all that is left of it: this is what tells a product race from a test's.
 */
export class FailureReport {
  private readonly pages: { page: Page; name: string; events: string[] }[] = [];

  /** Starts noting what `page` does (the last 40 events are kept). */
  watch(page: Page): void {
    const events: string[] = [];
    const started = Date.now();
    const note = (line: string) => {
      events.push(`+${((Date.now() - started) / 1000).toFixed(1)}s ${line}`);
      if (events.length > 40) events.shift();
    };
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        note(`console.${message.type()}: ${message.text().slice(0, 300)}`);
      }
    });
    page.on('pageerror', (error) => note(`page error: ${error.message.slice(0, 300)}`));
    page.on('requestfailed', (request) =>
      note(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ''}`),
    );
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/v1/') || response.status() >= 400) {
        note(`${response.status()} ${response.request().method()} ${url.pathname}${url.search}`);
      }
    });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) note(`at ${frame.url()}`);
    });
    this.pages.push({ page, name: `page ${this.pages.length + 1}`, events });
  }

  /** The report of every page still open, for the test's output. */
  async write(): Promise<string> {
    const parts = await Promise.all(
      this.pages.map(async ({ page, name, events }) => {
        if (page.isClosed()) return `${name}: closed`;
        const state = await Promise.race([
          page
            .evaluate(() => ({
              app:
                document.documentElement.dataset.app ??
                (document.documentElement.dataset.staticPage === 'ready'
                  ? 'static page, bound'
                  : '(not live)'),
              headings: Array.from(document.querySelectorAll('h1, h2, h3'))
                .filter((heading) => (heading as HTMLElement).offsetParent !== null)
                .map((heading) => heading.textContent?.trim() ?? '')
                .slice(0, 12),
            }))
            .catch((error: unknown) => ({ app: `unreadable: ${String(error)}`, headings: [] })),
          new Promise<{ app: string; headings: string[] }>((resolve) =>
            setTimeout(() => resolve({ app: 'no answer in 3 s', headings: [] }), 3000),
          ),
        ]);
        return [
          `${name}: ${page.url()} (app: ${state.app})`,
          `  headings: ${state.headings.join(' | ')}`,
          ...events.map((line) => `  ${line}`),
        ].join('\n');
      }),
    );
    return parts.join('\n');
  }

  /** Forgets the pages of the test before (a test starts with none). */
  clear(): void {
    this.pages.length = 0;
  }
}
