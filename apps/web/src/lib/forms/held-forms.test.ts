import { describe, expect, it, vi } from 'vitest';
import { wrapInPendingPart } from '@/test/pending-part';
import { enterSeparatesAttribute, heldFormNoteKey, holdFormsUntilLive } from './held-forms';
import { enterEndsEntryAttribute, takeHeldForm, takenFormNoteKey } from './take-held-form';

/** A page as the server sends it: the login form (post) and a search form (get), nothing bound. */
function serverPage() {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = `
    <form method="post" id="login">
      <input name="email" type="email">
      <input name="password" type="password">
      <input name="remember" type="checkbox">
      <button type="submit">Continue</button>
    </form>
    <form method="get" id="search"><input name="q"></form>`;
  const login = doc.querySelector<HTMLFormElement>('#login');
  const search = doc.querySelector<HTMLFormElement>('#search');
  if (!login || !search) throw new Error('no forms');
  return { doc, login, search };
}

const type = (form: HTMLFormElement, name: string, value: string | boolean) => {
  const input = form.elements.namedItem(name) as HTMLInputElement;
  if (typeof value === 'boolean') input.checked = value;
  else input.value = value;
  input.dispatchEvent(
    new Event(typeof value === 'boolean' ? 'change' : 'input', { bubbles: true }),
  );
};

const send = (form: HTMLFormElement) => {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('forms filled before the page is live', () => {
  it('leaves its note where the app looks for it', () => {
    expect(takenFormNoteKey).toBe(heldFormNoteKey);
    expect(enterEndsEntryAttribute).toBe(enterSeparatesAttribute);
  });

  it('keeps what was typed and holds the sending, for the app to take once', () => {
    const { doc, login } = serverPage();
    holdFormsUntilLive(doc);
    type(login, 'email', 'maya@example.com');
    type(login, 'password', 'Secret#123');
    type(login, 'remember', true);
    expect(send(login)).toBe(true);

    expect(takeHeldForm(login)).toEqual({
      fields: [
        ['email', 'maya@example.com'],
        ['password', 'Secret#123'],
        ['remember', true],
      ],
      submitted: true,
    });
    // Taken: the form is the app's now, its sending goes through.
    expect(takeHeldForm(login)).toBeNull();
    expect(send(login)).toBe(false);
  });

  it('notes typing without a send, and leaves get forms and a live page alone', async () => {
    const { doc, login, search } = serverPage();
    holdFormsUntilLive(doc);
    type(search, 'q', 'pricing');
    expect(send(search)).toBe(false);
    type(login, 'email', 'maya@');
    expect(takeHeldForm(login)).toEqual({
      fields: [
        ['email', 'maya@'],
        ['password', ''],
        ['remember', false],
      ],
      submitted: false,
    });

    const later = serverPage();
    holdFormsUntilLive(later.doc);
    later.doc.documentElement.dataset.app = 'ready';
    await Promise.resolve();
    const listener = vi.fn();
    later.login.addEventListener('submit', listener);
    expect(send(later.login)).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(takeHeldForm(later.login)).toBeNull();
  });

  it('holds a form in a part whose code has not arrived until that part is live', async () => {
    const { doc, login, search } = serverPage();
    // The login form as a lazy part of a live page (lib/ssr/lazy-part.tsx).
    const part = wrapInPendingPart(login);
    holdFormsUntilLive(doc);
    doc.documentElement.dataset.app = 'ready';
    await Promise.resolve();

    type(login, 'email', 'maya@example.com');
    expect(send(login)).toBe(true);
    expect(takeHeldForm(login)).toEqual({
      fields: [
        ['email', 'maya@example.com'],
        ['password', ''],
        ['remember', false],
      ],
      submitted: true,
    });

    // The part is live: nothing more is held anywhere on the page.
    part.dataset.part = 'live';
    await Promise.resolve();
    const other = doc.createElement('form');
    other.method = 'post';
    doc.body.append(other);
    expect(send(other)).toBe(false);
    expect(send(search)).toBe(false);
  });

  it('stops holding when the scripts fail, and sends a held sign-in form for the server', async () => {
    const { doc, login } = serverPage();
    login.dataset.pageForm = 'login';
    const other = doc.createElement('form');
    other.method = 'post';
    doc.body.append(other);
    holdFormsUntilLive(doc);
    type(login, 'email', 'maya@example.com');
    expect(send(login)).toBe(true);
    expect(send(other)).toBe(true);
    const sent: string[] = [];
    // jsdom posts nothing: the sends are counted, and stopped here.
    const count = (event: Event) => {
      sent.push((event.target as HTMLFormElement).dataset.pageForm ?? 'app form');
      event.preventDefault();
    };
    doc.addEventListener('submit', count);

    doc.documentElement.dataset.scripts = 'failed';
    await Promise.resolve();
    expect(sent).toEqual(['login']);
    // Sent from now on as the browser sends any form.
    doc.removeEventListener('submit', count);
    expect(send(other)).toBe(false);
  });
});
