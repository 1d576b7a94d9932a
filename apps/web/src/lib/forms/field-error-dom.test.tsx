import { accountMessages, validationMessages } from '@deckhand/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeInit } from '@/test/fixtures';
import { createTestPageRenderer, pageUrl } from '@/test/page-renderer';
import { hasFieldError, setFieldError } from './field-error-dom';
import { showFormAlert } from './form-alert-dom';

// As on the server (no window): state that only the browser knows starts from its server value.
vi.mock('@/lib/ssr/use-browser-state', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useBrowserState: <T,>(_read: () => T, serverValue: T) => [serverValue, () => undefined],
}));

const renderer = createTestPageRenderer();

/** The log-in form as the server renders it, refused with `fieldErrors` and `messages`. */
async function renderLoginForm(
  refused: { fieldErrors?: Record<string, string[]>; messages?: string[] } = {},
): Promise<HTMLFormElement> {
  const page = await renderer.render({
    url: pageUrl('/login'),
    init: makeInit(),
    postedForm:
      refused.fieldErrors || refused.messages
        ? {
            form: 'login',
            values: { email: '' },
            fieldErrors: refused.fieldErrors ?? {},
            messages: refused.messages ?? [],
          }
        : undefined,
  });
  const html = page.kind === 'page' ? page.html : '';
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const form = parsed.querySelector<HTMLFormElement>('form[data-page-form="login"]');
  if (!form) throw new Error('no log-in form');
  return document.importNode(form, true);
}

/** The markup with each element's attributes in one order, to compare and to show a difference. */
function markupOf(node: Element): string {
  const copy = node.cloneNode(true) as Element;
  for (const element of [copy, ...Array.from(copy.querySelectorAll('*'))]) {
    const attributes = Array.from(element.attributes).sort((a, b) => a.name.localeCompare(b.name));
    for (const { name } of attributes) element.removeAttribute(name);
    for (const { name, value } of attributes) element.setAttribute(name, value);
  }
  return copy.outerHTML.replace(/></g, '>\n<');
}

const input = (form: HTMLFormElement, name: string) =>
  form.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement;

describe("a static page's field messages are the app's markup (bind-page-forms.ts)", () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('writes the message under a text and a password field exactly as React renders it', async () => {
    const email = validationMessages.email;
    const password = validationMessages.required;
    const rendered = await renderLoginForm({
      fieldErrors: { email: [email], password: [password] },
    });
    const form = await renderLoginForm();
    document.body.append(form);

    setFieldError(input(form, 'email'), email);
    setFieldError(input(form, 'password'), password);

    expect(markupOf(form)).toBe(markupOf(rendered));
    expect(hasFieldError(input(form, 'email'))).toBe(true);
  });

  it('takes a message away again, back to the markup without one', async () => {
    const pristine = await renderLoginForm();
    const form = await renderLoginForm({
      fieldErrors: { email: [validationMessages.email], password: ['Wrong'] },
    });
    document.body.append(form);

    setFieldError(input(form, 'email'), null);
    setFieldError(input(form, 'password'), null);

    expect(markupOf(form)).toBe(markupOf(pristine));
    expect(hasFieldError(input(form, 'password'))).toBe(false);
  });

  it("shows a message for the whole form in the form's alert, as React renders it", async () => {
    const message = accountMessages.invalidCredentials;
    const rendered = await renderLoginForm({ messages: [message] });
    const form = await renderLoginForm();
    document.body.append(form);

    showFormAlert(form, message);
    const alert = form.querySelector('[role="alert"]');
    const renderedAlert = rendered.querySelector('[role="alert"]');
    // React's ids come from useId; the rest is the same.
    for (const element of [alert, renderedAlert]) {
      element?.removeAttribute('id');
      element?.removeAttribute('aria-describedby');
      element?.querySelector('.mantine-Alert-message')?.removeAttribute('id');
    }
    expect(alert && markupOf(alert)).toBe(renderedAlert && markupOf(renderedAlert));
    // Placed where the form renders it, before its button.
    expect(alert?.nextElementSibling?.getAttribute('type')).toBe('submit');

    showFormAlert(form, null);
    expect(form.querySelector('[role="alert"]')).toBeNull();
  });
});
