import { describe, expect, it, vi } from 'vitest';
import { holdClicksUntilLive } from './held-clicks';

/** A page as the server sends it: a marked button and an unmarked one, nothing bound yet. */
function serverPage() {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = `
    <form><button type="submit" data-replay-click><span>Watch the video</span></button></form>
    <button type="button" id="plain">Plain</button>`;
  const marked = doc.querySelector<HTMLButtonElement>('[data-replay-click]');
  const plain = doc.querySelector<HTMLButtonElement>('#plain');
  if (!marked || !plain) throw new Error('no buttons');
  return { doc, marked, plain };
}

/** What the app does when it has hydrated the page: binds, then says it is live. */
async function goLive(doc: Document, attribute: 'app' | 'staticPage') {
  doc.documentElement.dataset[attribute] = 'ready';
  // MutationObserver callbacks run as a microtask after the change.
  await Promise.resolve();
}

describe('clicks held until the page is live', () => {
  it('keeps a click on a marked button and clicks it once the app has hydrated', async () => {
    const { doc, marked } = serverPage();
    holdClicksUntilLive(doc);
    const handler = vi.fn();
    marked.addEventListener('click', handler);
    const submitted = vi.fn((event: Event) => event.preventDefault());
    doc.querySelector('form')?.addEventListener('submit', submitted);
    // Twice, once on the label inside it: neither reaches the bare HTML, one click comes back.
    doc
      .querySelector('span')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    marked.click();
    expect(handler).not.toHaveBeenCalled();
    expect(submitted).not.toHaveBeenCalled();

    await goLive(doc, 'app');
    expect(handler).toHaveBeenCalledTimes(1);
    expect(submitted).toHaveBeenCalledTimes(1);

    // Live: clicks are the page's own again.
    marked.click();
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('replays on a static page once its script has bound it', async () => {
    const { doc, marked } = serverPage();
    holdClicksUntilLive(doc);
    marked.click();
    const handler = vi.fn();
    marked.addEventListener('click', handler);
    await goLive(doc, 'staticPage');
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('leaves unmarked elements alone, and does nothing on a page that is live already', async () => {
    const { doc, plain } = serverPage();
    holdClicksUntilLive(doc);
    const plainClicks = vi.fn();
    plain.addEventListener('click', plainClicks);
    plain.click();
    expect(plainClicks).toHaveBeenCalledTimes(1);
    await goLive(doc, 'app');
    expect(plainClicks).toHaveBeenCalledTimes(1);

    const live = serverPage();
    live.doc.documentElement.dataset.app = 'ready';
    holdClicksUntilLive(live.doc);
    const handler = vi.fn();
    live.marked.addEventListener('click', handler);
    live.marked.click();
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
