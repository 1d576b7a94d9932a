/**
 * How API calls travel while the server renders a page (docs/rendering.md): the server sets this
 * once, to a fetch that answers `/v1/...` in-process and WITHOUT the visitor's cookies, so a
 * prefetch on the server only ever sees public data. In the browser it stays null: plain fetch.
 */
let serverFetch: typeof fetch | null = null;

export function setServerFetch(fetchImplementation: typeof fetch): void {
  serverFetch = fetchImplementation;
}

export function getFetch(): typeof fetch {
  return serverFetch ?? fetch;
}
