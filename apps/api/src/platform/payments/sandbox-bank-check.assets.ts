import {
  sandboxBankCheckMessages as messages,
  sandboxBankCheckMessageType,
} from '@deckhand/contract';

/**
 * The sandbox bank check page (3-D Secure, in the style of Stripe's test page), its script and
 * styles. Strings, like the card frame's (sandbox-frame.assets.ts), so the bundled API serves
 * them without copying assets; the script has its own address (the CSP allows 'self' only).
 */

const colours = {
  brand: '#3a5fb6',
  brandDark: '#2f53a8',
  text: '#16202e',
  dimmed: '#5d7093',
  border: '#ced4da',
  error: '#c92a2a',
  success: '#2b8a3e',
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

type PagePaths = { script: string; styles: string; action: string };

/** What the page shows: a check to answer, one settled before, or why there is none. */
export type BankCheckView =
  | {
      kind: 'open';
      clientSecret: string;
      amount: string;
      description: string;
    }
  | { kind: 'settled'; status: 'succeeded' | 'failed'; message: string }
  | { kind: 'error'; message: string };

export function renderBankCheckPage(paths: PagePaths, view: BankCheckView): string {
  const body =
    view.kind === 'open'
      ? `<form id="bank-check" data-action="${escapeHtml(paths.action)}" data-secret="${escapeHtml(view.clientSecret)}">
  <p class="amount" id="bank-check-amount">${escapeHtml(view.amount)}</p>
  <p class="description">${escapeHtml(view.description)}</p>
  <div class="buttons">
    <button type="button" id="bank-check-complete" data-outcome="complete">${escapeHtml(messages.complete)}</button>
    <button type="button" id="bank-check-fail" data-outcome="fail" class="secondary">${escapeHtml(messages.fail)}</button>
  </div>
  <p class="status" id="bank-check-status" role="status" aria-live="polite"></p>
</form>`
      : view.kind === 'settled'
        ? `<p class="status ${view.status === 'succeeded' ? 'is-success' : 'is-error'}" id="bank-check-status" role="status" data-settled="${view.status}">${escapeHtml(view.message)}</p>`
        : `<p class="status is-error" id="bank-check-status" role="alert">${escapeHtml(view.message)}</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(messages.title)}</title>
<link rel="stylesheet" href="${escapeHtml(paths.styles)}">
</head>
<body>
<main>
<h1>${escapeHtml(messages.title)}</h1>
<p class="note">${escapeHtml(messages.note)}</p>
${body}
</main>
<script src="${escapeHtml(paths.script)}"></script>
</body>
</html>
`;
}

export const bankCheckStyles = `*{box-sizing:border-box}
html,body{margin:0;padding:0;background:#fff;color:${colours.text};
font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;font-size:16px;line-height:1.45}
main{padding:8px 4px}
h1{font-size:18px;margin:0 0 6px}
.note{margin:0 0 16px;color:${colours.dimmed};font-size:14px}
.amount{font-size:24px;font-weight:700;margin:0}
.description{margin:0 0 16px;color:${colours.dimmed}}
.buttons{display:flex;gap:12px}
button{flex:1 1 0;height:40px;padding:0 18px;border:0;border-radius:8px;background:${colours.brand};color:#fff;
font:inherit;font-weight:600;cursor:pointer}
button:hover{background:${colours.brandDark}}
button.secondary{background:#fff;color:${colours.text};border:1px solid ${colours.border}}
button:focus-visible{outline:2px solid ${colours.brand};outline-offset:2px}
button[disabled]{opacity:.6;cursor:progress}
.status{margin:12px 0 0;font-size:14px;color:${colours.dimmed}}
.status:empty{display:none}
.status.is-error{color:${colours.error}}
.status.is-success{color:${colours.success}}
`;

const scriptMessages = {
  succeeded: messages.succeeded,
  failed: messages.failed,
  unknown: messages.unknown,
  checking: 'Asking the bank…',
  unreachable: 'The bank could not be reached. Please try again.',
};

/**
 * The page's script: a button posts its outcome to the page's own origin (the POST is what
 * settles; the GET of the page never does), then tells the parent window (same origin only)
 * whether the payment passed. A page for a check settled before tells it at once.
 */
export const bankCheckScript = `(function () {
  'use strict';
  var messages = ${JSON.stringify(scriptMessages)};
  var messageType = ${JSON.stringify(sandboxBankCheckMessageType)};
  var status = document.getElementById('bank-check-status');

  function tell(outcome, message) {
    if (window.parent === window) return;
    window.parent.postMessage({ type: messageType, status: outcome, message: message }, window.location.origin);
  }

  var settled = status && status.getAttribute('data-settled');
  if (settled) { tell(settled, settled === 'failed' ? status.textContent : null); return; }

  var form = document.getElementById('bank-check');
  if (!form) return;
  var buttons = form.querySelectorAll('button[data-outcome]');

  function setStatus(message, kind) {
    status.textContent = message || '';
    status.className = kind ? 'status is-' + kind : 'status';
  }

  Array.prototype.forEach.call(buttons, function (button) {
    button.addEventListener('click', function () {
      Array.prototype.forEach.call(buttons, function (each) { each.disabled = true; });
      setStatus(messages.checking);
      fetch(form.getAttribute('data-action'), {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({
          clientSecret: form.getAttribute('data-secret'),
          outcome: button.getAttribute('data-outcome')
        })
      }).then(function (response) {
        return response.json().catch(function () { return {}; }).then(function (body) {
          return { ok: response.ok, body: body || {} };
        });
      }).then(function (answer) {
        if (answer.ok && answer.body.status === 'succeeded') {
          setStatus(messages.succeeded, 'success');
          tell('succeeded', null);
          return;
        }
        if (answer.ok && answer.body.status === 'failed') {
          setStatus(answer.body.message || messages.failed, 'error');
          tell('failed', answer.body.message || messages.failed);
          return;
        }
        Array.prototype.forEach.call(buttons, function (each) { each.disabled = false; });
        setStatus(answer.body.message || messages.unknown, 'error');
      }).catch(function () {
        Array.prototype.forEach.call(buttons, function (each) { each.disabled = false; });
        setStatus(messages.unreachable, 'error');
      });
    });
  });
})();
`;
