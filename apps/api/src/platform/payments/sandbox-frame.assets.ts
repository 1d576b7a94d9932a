import { billingDetailsMessages as bm, sandboxCardMessageType } from '@deckhand/contract';

/**
 * The sandbox card frame's page, script and styles. They are strings (not files) so the bundled
 * API (build.mjs) serves them without copying assets; the script is served from its own address
 * so the frame's CSP allows scripts from 'self' only, never inline.
 */

/** Colours of the app's theme (apps/web/src/app/theme.ts): brand shade 6, ink, the error red. */
const colours = {
  brand: '#3a5fb6',
  brandDark: '#2f53a8',
  text: '#16202e',
  dimmed: '#5d7093',
  border: '#ced4da',
  error: '#c92a2a',
  background: '#ffffff',
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export function renderCardFramePage(paths: {
  script: string;
  styles: string;
  tokens: string;
}): string {
  const attr = (value: string) => escapeHtml(value);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card details</title>
<link rel="stylesheet" href="${attr(paths.styles)}">
</head>
<body>
<form id="card-form" novalidate data-tokens="${attr(paths.tokens)}">
  <p class="note">Test mode: use 4242 4242 4242 4242 with any future date and any CVC.</p>
  <div class="field">
    <label for="card-number">Card number</label>
    <input id="card-number" name="number" type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23" placeholder="1234 1234 1234 1234" aria-describedby="card-number-error" aria-invalid="false" required>
    <p class="error" id="card-number-error"></p>
  </div>
  <div class="row">
    <div class="field">
      <label for="card-expiry">Expiry (MM/YY)</label>
      <input id="card-expiry" name="expiry" type="text" inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="MM/YY" aria-describedby="card-expiry-error" aria-invalid="false" required>
      <p class="error" id="card-expiry-error"></p>
    </div>
    <div class="field">
      <label for="card-cvc">CVC</label>
      <input id="card-cvc" name="cvc" type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="4" placeholder="123" aria-describedby="card-cvc-error" aria-invalid="false" required>
      <p class="error" id="card-cvc-error"></p>
    </div>
  </div>
  <button type="submit" id="card-submit" disabled>Use this card</button>
  <p class="status" id="card-status" role="status" aria-live="polite"></p>
</form>
<script src="${attr(paths.script)}"></script>
</body>
</html>
`;
}

export const cardFrameStyles = `*{box-sizing:border-box}
html,body{margin:0;padding:0;background:${colours.background};color:${colours.text};
font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;font-size:16px;line-height:1.45}
form{padding:4px 2px}
.note{margin:0 0 12px;color:${colours.dimmed};font-size:14px}
.field{margin:0 0 10px;flex:1 1 0;min-width:0}
.row{display:flex;gap:12px}
label{display:block;font-size:14px;font-weight:500;margin:0 0 4px}
input{display:block;width:100%;height:40px;padding:0 12px;border:1px solid ${colours.border};border-radius:8px;
font:inherit;color:inherit;background:#fff}
input:focus{outline:2px solid ${colours.brand};outline-offset:1px;border-color:${colours.brand}}
input[aria-invalid="true"]{border-color:${colours.error}}
.error{margin:4px 0 0;min-height:0;color:${colours.error};font-size:13px}
.error:empty{display:none}
button{display:inline-flex;align-items:center;justify-content:center;height:40px;padding:0 18px;border:0;border-radius:8px;
background:${colours.brand};color:#fff;font:inherit;font-weight:600;cursor:pointer;width:100%}
button:hover{background:${colours.brandDark}}
button:focus-visible{outline:2px solid ${colours.brand};outline-offset:2px}
button[disabled]{opacity:.6;cursor:progress}
.status{margin:8px 0 0;font-size:14px;color:${colours.dimmed}}
.status:empty{display:none}
.status.is-error{color:${colours.error}}
`;

/** Messages the script shows; from the contract, so the frame and its tests use the same words. */
const scriptMessages = {
  number: bm.cardNumberInvalid,
  expiry: bm.expiryInvalid,
  expiryPast: bm.expiryPast,
  cvc: bm.cvcInvalid,
  failed: 'The card could not be checked. Please try again.',
  checking: 'Checking the card…',
  accepted: 'Card accepted.',
};

/**
 * The frame's script: checks the card as typed (Luhn, an expiry MM/YY not in the past, a 3 or 4
 * digit CVC), posts it to the tokens route of the same origin, and hands the token, brand and
 * last four digits to the parent window (same origin only).
 */
export const cardFrameScript = `(function () {
  'use strict';
  var messages = ${JSON.stringify(scriptMessages)};
  var messageType = ${JSON.stringify(sandboxCardMessageType)};
  var form = document.getElementById('card-form');
  var tokensUrl = form.getAttribute('data-tokens');
  var submit = document.getElementById('card-submit');
  var status = document.getElementById('card-status');
  var inputs = {
    number: document.getElementById('card-number'),
    expiry: document.getElementById('card-expiry'),
    cvc: document.getElementById('card-cvc')
  };

  function digitsOf(value) { return value.replace(/\\D/g, ''); }

  function passesLuhn(digits) {
    var sum = 0;
    for (var index = 0; index < digits.length; index++) {
      var digit = Number(digits.charAt(digits.length - 1 - index));
      if (index % 2 === 1) { digit *= 2; if (digit > 9) digit -= 9; }
      sum += digit;
    }
    return digits.length >= 12 && digits.length <= 19 && sum % 10 === 0;
  }

  function setError(name, message) {
    var input = inputs[name];
    document.getElementById(input.id + '-error').textContent = message || '';
    input.setAttribute('aria-invalid', message ? 'true' : 'false');
  }

  function setStatus(message, isError) {
    status.textContent = message || '';
    status.className = isError ? 'status is-error' : 'status';
  }

  function readExpiry(value) {
    var match = /^\\s*(\\d{1,2})\\s*\\/?\\s*(\\d{2}|\\d{4})\\s*$/.exec(value);
    if (!match) return null;
    var month = Number(match[1]);
    var year = Number(match[2]);
    if (year < 100) year += 2000;
    if (month < 1 || month > 12) return null;
    return { month: month, year: year };
  }

  function isPast(expiry) {
    var now = new Date();
    var thisMonth = now.getFullYear() * 12 + now.getMonth();
    return expiry.year * 12 + (expiry.month - 1) < thisMonth;
  }

  /** Each field's problem as typed, or '' when it is fine. */
  var validators = {
    number: function () {
      return passesLuhn(digitsOf(inputs.number.value)) ? '' : messages.number;
    },
    expiry: function () {
      var expiry = readExpiry(inputs.expiry.value);
      return !expiry ? messages.expiry : isPast(expiry) ? messages.expiryPast : '';
    },
    cvc: function () {
      return /^\\d{3,4}$/.test(inputs.cvc.value.trim()) ? '' : messages.cvc;
    }
  };

  /** The card as the tokens route takes it, or null after showing each field's error. */
  function check() {
    var first = null;
    Object.keys(validators).forEach(function (name) {
      var message = validators[name]();
      setError(name, message);
      if (message && !first) first = inputs[name];
    });
    if (first) { first.focus(); return null; }
    var expiry = readExpiry(inputs.expiry.value);
    return {
      number: digitsOf(inputs.number.value),
      expMonth: expiry.month,
      expYear: expiry.year,
      cvc: inputs.cvc.value.trim()
    };
  }

  inputs.number.addEventListener('input', function () {
    var digits = digitsOf(inputs.number.value).slice(0, 19);
    inputs.number.value = digits.replace(/(\\d{4})(?=\\d)/g, '$1 ');
  });
  inputs.expiry.addEventListener('input', function (event) {
    var digits = digitsOf(inputs.expiry.value).slice(0, 4);
    var deleting = event.inputType && event.inputType.indexOf('delete') === 0;
    inputs.expiry.value = digits.length > 2 || (digits.length === 2 && !deleting)
      ? digits.slice(0, 2) + '/' + digits.slice(2)
      : digits;
  });
  // A field marked wrong loses its message as soon as it is right, while typing (never on blur:
  // the layout would move under a click on the button).
  Object.keys(inputs).forEach(function (name) {
    inputs[name].addEventListener('input', function () {
      if (inputs[name].getAttribute('aria-invalid') === 'true' && !validators[name]()) {
        setError(name, '');
      }
    });
  });

  var serverFields = { number: 'number', expMonth: 'expiry', expYear: 'expiry', cvc: 'cvc' };

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    setStatus('');
    var card = check();
    if (!card) return;
    submit.disabled = true;
    setStatus(messages.checking);
    fetch(tokensUrl, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify(card)
    }).then(function (response) {
      return response.json().catch(function () { return {}; }).then(function (body) {
        return { ok: response.ok, status: response.status, body: body };
      });
    }).then(function (answer) {
      submit.disabled = false;
      if (answer.ok && answer.body && answer.body.token) {
        setStatus(messages.accepted);
        window.parent.postMessage({
          type: messageType,
          token: answer.body.token,
          brand: answer.body.brand,
          last4: answer.body.last4
        }, window.location.origin);
        return;
      }
      var errors = (answer.body && answer.body.errors) || {};
      var shown = false;
      Object.keys(errors).forEach(function (field) {
        var name = serverFields[field];
        if (name && errors[field] && errors[field][0]) { setError(name, errors[field][0]); shown = true; }
      });
      setStatus(shown ? '' : (answer.body && answer.body.message) || messages.failed, !shown);
    }).catch(function () {
      submit.disabled = false;
      setStatus(messages.failed, true);
    });
  });
  // The button comes disabled: sent before this script ran, the form would go as a plain GET
  // (the card in the frame's address) and nothing would answer the person.
  submit.disabled = false;
})();
`;
