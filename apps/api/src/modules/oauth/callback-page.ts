import { createHash } from 'node:crypto';
import { oauthMessages } from '@deckhand/contract';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const closeScript = 'window.close();';
const styles =
  'body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;color:#1f2933}main{max-width:24rem;padding:1.5rem;text-align:center}';

const sha256 = (value: string) => `'sha256-${createHash('sha256').update(value).digest('base64')}'`;

/**
 * The page's own policy (the SPA's CSP allows no inline code): nothing but this exact script and
 * style, found by their hashes.
 */
export const callbackPageCsp = [
  "default-src 'none'",
  `script-src ${sha256(closeScript)}`,
  `style-src ${sha256(styles)}`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * What the popup shows after the provider sent it back. When the opener has been told over its
 * realtime channel (`closeWindow`), the page closes itself; otherwise it only explains.
 */
export function renderCallbackPage(options: {
  signedIn: boolean;
  message: string;
  closeWindow: boolean;
}): string {
  const heading = options.signedIn ? null : oauthMessages.signInFailed;
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(heading ?? oauthMessages.signedIn)}</title>`,
    `<style>${styles}</style></head>`,
    '<body><main>',
    heading ? `<h1>${escapeHtml(heading)}</h1>` : '',
    `<p>${escapeHtml(options.message)}</p>`,
    '</main>',
    options.closeWindow ? `<script>${closeScript}</script>` : '',
    '</body></html>',
  ].join('');
}
