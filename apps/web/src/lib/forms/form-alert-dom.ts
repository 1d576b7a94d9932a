/**
 * A form's alert on a page without the app (a static page's form): the markup of the house's
 * FormAlert (ui/form-error/form-alert.tsx) with one message, placed where the form renders it,
 * right before its submit button. `form-alert-dom.test.tsx` checks it against React's.
 */

const alertStyle =
  '--alert-bg:var(--mantine-color-red-light);--alert-color:var(--mantine-color-red-light-color);--alert-bd:calc(0.0625rem * var(--mantine-scale)) solid transparent';
const textStyle =
  '--text-fz:var(--mantine-font-size-sm);--text-lh:var(--mantine-line-height-sm);color:var(--mantine-color-error);display:block';
/** Tabler's alert-circle, as FormAlert draws it. */
const iconHtml =
  '<svg xmlns="http://www.w3.org/2000/svg" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="tabler-icon tabler-icon-alert-circle" aria-hidden="true"><path d="M3 12a9 9 0 1 0 18 0a9 9 0 0 0 -18 0"></path><path d="M12 8v4"></path><path d="M12 16h.01"></path></svg>';

const alertIdOf = (form: HTMLFormElement) =>
  `${form.dataset.pageForm ?? form.getAttribute('aria-label') ?? 'form'}-alert`;

function element(tag: string, attributes: Record<string, string>): HTMLElement {
  const created = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value);
  return created;
}

/** The form's alert with `message`, or none: replaces what the form's alert showed before. */
export function showFormAlert(form: HTMLFormElement, message: string | null): void {
  for (const shown of Array.from(form.querySelectorAll('.mantine-Alert-root[role="alert"]'))) {
    shown.remove();
  }
  if (message === null) return;
  const id = alertIdOf(form);
  const root = element('div', {
    style: alertStyle,
    class: 'm_66836ed3 mantine-Alert-root',
    'data-variant': 'light',
    id,
    role: 'alert',
    'aria-describedby': `${id}-body`,
  });
  const wrapper = element('div', { class: 'm_a5d60502 mantine-Alert-wrapper' });
  const icon = element('div', { class: 'm_667f2a6a mantine-Alert-icon' });
  icon.innerHTML = iconHtml;
  const body = element('div', { class: 'm_667c2793 mantine-Alert-body' });
  const text = element('div', {
    id: `${id}-body`,
    class: 'm_7fa78076 mantine-Alert-message',
    'data-variant': 'light',
  });
  const span = element('span', {
    style: textStyle,
    class: 'mantine-focus-auto m_b6d8b162 mantine-Text-root',
    'data-size': 'sm',
  });
  span.textContent = message;
  text.append(span);
  body.append(text);
  wrapper.append(icon, body);
  root.append(wrapper);
  const submit = form.querySelector('button[type="submit"]');
  if (submit) submit.before(root);
  else form.append(root);
}
