import type { Response } from 'playwright-core';

/**
 * A script's or stylesheet's body as the browser received it. A worker's script (the order
 * form's time zone, features/order-form/lib/browser-zone.ts) cannot be read once the worker has
 * ended, which it does at once ("has been closed"; Chromium 156 answers "Response body is
 * unavailable"): that file is downloaded again to be counted.
 */
export async function readResponseBody(response: Response): Promise<Buffer> {
  try {
    return await response.body();
  } catch (error) {
    if (!/has been closed|body is unavailable/.test(String(error))) throw error;
    return Buffer.from(await (await fetch(response.url())).arrayBuffer());
  }
}
