/**
 * Names the browser's time zone (browser-zone.ts). A worker of its own because a page's first
 * `Intl.DateTimeFormat` loads the locale's data: ~70 ms of the main thread here, ~270 ms on a
 * phone, during which a tap waits.
 */
function readZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

postMessage(readZone());
