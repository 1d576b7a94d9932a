import { validationMessages } from '@deckhand/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeInit } from '@/test/fixtures';
import { createTestPageRenderer, pageUrl } from '@/test/page-renderer';
import { loadSchema } from '../http/load-schemas';
import { bindPageForms } from './bind-page-forms';
import { heldFormNoteKey } from './held-forms';

// As on the server (no window): state that only the browser knows starts from its server value.
vi.mock('@/lib/ssr/use-browser-state', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useBrowserState: <T,>(_read: () => T, serverValue: T) => [serverValue, () => undefined],
}));

const renderer = createTestPageRenderer();

/** The server's /login, its body in this document, as a static page gets it. */
async function openLoginPage(): Promise<HTMLFormElement> {
  const page = await renderer.render({ url: pageUrl('/login'), init: makeInit() });
  const html = page.kind === 'page' ? page.html : '';
  document.body.innerHTML = new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
  return document.querySelector('form[data-page-form="login"]') as HTMLFormElement;
}

const field = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;
const messages = () =>
  Array.from(document.querySelectorAll('.mantine-InputWrapper-error')).map((p) => p.textContent);

function type(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
const enter = (input: HTMLInputElement) =>
  input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
const leave = (input: HTMLInputElement) =>
  input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
/** A field entered, and the form's checks (the contract's schemas) loaded. */
async function enterAndLoad(input: HTMLInputElement) {
  enter(input);
  await Promise.all([loadSchema('ZLoginRequest'), loadSchema('ZRegisterRequest')]);
  // The form's own wait for the same downloads has settled by the next task.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Sends the form as the browser would; true when it would go to the server. */
function send(form: HTMLFormElement): boolean {
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return !event.defaultPrevented;
}

describe('the log-in form of the static page (bind-page-forms.ts, §5.1)', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it("checks a field once it is left, then as it is typed in, with the contract's messages", async () => {
    const form = await openLoginPage();
    bindPageForms(document);
    enter(field('email'));
    type(field('email'), 'nope');
    expect(messages()).toEqual([]);
    leave(field('email'));
    // The checks load as the first field is entered; a field left before then waits for them.
    await vi.waitFor(() => expect(messages()).toEqual([validationMessages.email]));
    expect(field('email').getAttribute('aria-invalid')).toBe('true');
    type(field('email'), 'ann@example.com');
    expect(messages()).toEqual([]);
    expect(form.querySelector('[aria-invalid="true"]')).toBeNull();
  });

  it('keeps a form with wrong fields here, every message shown', async () => {
    const form = await openLoginPage();
    bindPageForms(document);
    await enterAndLoad(field('email'));
    expect(send(form)).toBe(false);
    expect(messages()).toEqual([validationMessages.required, validationMessages.required]);
  });

  it('sends a form whose checks have not loaded yet to the server, which checks it', async () => {
    const form = await openLoginPage();
    bindPageForms(document);
    expect(send(form)).toBe(true);
    expect(messages()).toEqual([]);
  });

  it('lets a right form go to the server once, its button disabled meanwhile', async () => {
    const form = await openLoginPage();
    bindPageForms(document);
    await enterAndLoad(field('email'));
    type(field('email'), 'ann@example.com');
    type(field('password'), 'secret');
    expect(send(form)).toBe(true);
    const button = form.querySelector('button[type="submit"]') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(send(form)).toBe(false);
  });

  it('sends what was typed and sent before it was bound (held-forms.ts)', async () => {
    const form = await openLoginPage();
    type(field('email'), 'ann@example.com');
    type(field('password'), 'secret');
    Object.assign(form, {
      [heldFormNoteKey]: {
        fields: [
          ['email', 'ann@example.com'],
          ['password', 'secret'],
        ],
        submitted: true,
      },
    });
    const sent = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', sent);
    bindPageForms(document);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent.mock.calls[0]?.[0].defaultPrevented).toBe(true);
    expect(messages()).toEqual([]);
  });

  it('shows and hides the password with its button, which says whether it is pressed', async () => {
    await openLoginPage();
    bindPageForms(document);
    const toggle = document.querySelector('button[aria-label="Show password"]') as HTMLElement;
    toggle.click();
    expect(field('password').type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    toggle.click();
    expect(field('password').type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
  });
});
