import { afterEach, describe, expect, it } from 'vitest';
import { bindDisclosures } from './disclosure';

/** The markup a static page carries: a disclosure button and the panel it controls. */
function renderMarkup() {
  document.body.innerHTML = `
    <button type="button" data-disclosure aria-expanded="false" aria-controls="menu">Services</button>
    <ul id="menu" hidden><li><a href="#team">Dedicated team</a></li></ul>
    <button type="button" id="elsewhere">Elsewhere</button>`;
  const button = document.querySelector('button') as HTMLButtonElement;
  const panel = document.getElementById('menu') as HTMLElement;
  const bound = bindDisclosures(document);
  return { button, panel, bound };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('bindDisclosures (header menus on a static page)', () => {
  it('opens and closes the panel with its button', () => {
    const { button, panel, bound } = renderMarkup();
    expect(bound).toHaveLength(1);
    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
  });

  it('closes on Escape and gives the focus back to the button', () => {
    const { button, panel } = renderMarkup();
    button.click();
    panel.querySelector('a')?.focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('closes when a click or the focus lands outside, or a link inside is followed', () => {
    const { button, panel } = renderMarkup();
    const elsewhere = document.getElementById('elsewhere') as HTMLButtonElement;
    button.click();
    elsewhere.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(panel.hidden).toBe(true);
    button.click();
    elsewhere.focus();
    expect(panel.hidden).toBe(true);
    button.click();
    panel.querySelector('a')?.click();
    expect(panel.hidden).toBe(true);
  });

  it('stops listening once destroyed', () => {
    const { button, panel, bound } = renderMarkup();
    for (const disclosure of bound) disclosure.destroy();
    button.click();
    expect(panel.hidden).toBe(true);
  });
});
