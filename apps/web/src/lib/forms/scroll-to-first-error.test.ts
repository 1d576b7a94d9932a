import { formScrollOffsetPx } from '@deckhand/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToFirstError } from './scroll-to-first-error';

type TBox = { top: number; height: number; left?: number; width?: number };

/** jsdom lays nothing out: each element gets the box it would have in a 390 × 844 window. */
function placeAt(element: Element | null, { top, height, left = 0, width = 390 }: TBox) {
  vi.spyOn(element as HTMLElement, 'getBoundingClientRect').mockReturnValue(
    new DOMRect(left, top, width, height),
  );
}

function renderPage() {
  document.body.innerHTML = `
    <header style="position: sticky; top: 0px">Deckhand</header>
    <div id="bar" style="position: sticky; top: 64px">User details</div>
    <aside id="side" style="position: sticky; top: 64px">Sidebar</aside>
    <div id="toasts" style="position: fixed; bottom: 16px"></div>
    <form>
      <input name="name" />
      <div class="mantine-InputWrapper-root"><label>City</label><input name="city" aria-invalid="true" /></div>
      <input name="zip" aria-invalid="true" />
    </form>`;
  placeAt(document.querySelector('header'), { top: 0, height: 64 });
  // Not stuck yet: the bar will stick at 64 px and reach 64 + 45.
  placeAt(document.getElementById('bar'), { top: 180, height: 45 });
  placeAt(document.getElementById('side'), { top: 64, height: 780, left: -300, width: 272 });
  placeAt(document.getElementById('toasts'), { top: 760, height: 60 });
  return document.querySelector<HTMLElement>('.mantine-InputWrapper-root') as HTMLElement;
}

function submitFails() {
  const scrollTo = vi.spyOn(window, 'scrollTo');
  scrollToFirstError(document.querySelector('form'));
  return scrollTo;
}

afterEach(() => {
  vi.restoreAllMocks();
  window.innerHeight = 768;
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  document.body.innerHTML = '';
});

describe('scrollToFirstError (§5.1)', () => {
  it.each([
    ['below the fold', 900, 0],
    ['under the sticky section bar', 80, 600],
  ])(
    'scrolls a field %s to 64 px below the sticky header and bar, and focuses it',
    (_where, top, scrollY) => {
      window.innerHeight = 844;
      Object.defineProperty(window, 'scrollY', { value: scrollY, configurable: true });
      placeAt(renderPage(), { top, height: 70 });
      const scrollTo = submitFails();
      const stickyBottom = 64 + 45;
      expect(scrollTo).toHaveBeenCalledWith({
        top: scrollY + top - stickyBottom - formScrollOffsetPx,
        behavior: 'smooth',
      });
      expect(document.activeElement).toBe(document.querySelector('[name="city"]'));
    },
  );

  it('does nothing while the form shows no error', () => {
    window.innerHeight = 844;
    placeAt(renderPage(), { top: 900, height: 70 });
    for (const input of document.querySelectorAll('[aria-invalid]')) {
      input.removeAttribute('aria-invalid');
    }
    const scrollTo = submitFails();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });

  it('does not move the page when the field is fully in view, only focuses it', () => {
    window.innerHeight = 844;
    placeAt(renderPage(), { top: 400, height: 70 });
    const scrollTo = submitFails();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.querySelector('[name="city"]'));
  });

  it('never scrolls above the top of the page', () => {
    window.innerHeight = 844;
    document.body.innerHTML = `<form><input name="email" aria-invalid="true" /></form>`;
    placeAt(document.querySelector('input'), { top: -20, height: 36 });
    const scrollTo = submitFails();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});
