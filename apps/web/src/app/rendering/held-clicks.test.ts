import { describe, expect, it, vi } from 'vitest';
import { wrapInPendingPart } from '@/test/pending-part';
import { holdClicksUntilLive } from './held-clicks';

/**
 * A page as the server sends it, nothing bound yet: a marked button, a plain one, a tab, a link
 * marked to replay, a link, a checkbox and the cookie banner's button.
 */
function serverPage() {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = `
    <form><button type="submit" data-replay-click><span>Watch the video</span></button></form>
    <button type="button" id="plain">Plain</button>
    <div role="tab" id="tab">Second tab</div>
    <a href="#learn" id="marked-link" data-replay-click>Learn more</a>
    <a href="#pricing" id="link">Pricing</a>
    <input type="checkbox" id="box">
    <section data-cookie-banner><button type="button" id="accept">Accept all</button></section>
    <button type="button" id="menu" data-disclosure aria-controls="panel">Menu</button>`;
  const find = (selector: string) => {
    const element = doc.querySelector<HTMLElement>(selector);
    if (!element) throw new Error(`no ${selector}`);
    return element;
  };
  return {
    doc,
    marked: find('[data-replay-click]'),
    plain: find('#plain'),
    tab: find('#tab'),
    markedLink: find('#marked-link'),
    link: find('#link'),
    box: find('#box'),
    accept: find('#accept'),
    menu: find('#menu'),
  };
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

  it('keeps the clicks of every button and button-like role, and of marked links', async () => {
    const page = serverPage();
    holdClicksUntilLive(page.doc);
    const clicked: string[] = [];
    for (const element of [page.plain, page.tab, page.markedLink]) {
      element.addEventListener('click', () => clicked.push(element.id));
      element.click();
    }
    expect(clicked).toEqual([]);
    await goLive(page.doc, 'app');
    expect(clicked).toEqual(['plain', 'tab', 'marked-link']);
  });

  it('leaves links, fields, the cookie banner, the header menus and a live page alone', async () => {
    const { doc, link, box, accept, menu } = serverPage();
    holdClicksUntilLive(doc);
    const clicks = vi.fn();
    for (const element of [link, box, accept, menu]) {
      element.addEventListener('click', clicks);
      element.click();
    }
    expect(clicks).toHaveBeenCalledTimes(4);
    expect((box as HTMLInputElement).checked).toBe(true);
    await goLive(doc, 'app');
    expect(clicks).toHaveBeenCalledTimes(4);

    const live = serverPage();
    live.doc.documentElement.dataset.app = 'ready';
    holdClicksUntilLive(live.doc);
    const handler = vi.fn();
    live.marked.addEventListener('click', handler);
    live.marked.click();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('makes a choice in a select list again, in order with the clicks, once the page is live', async () => {
    const { doc, plain } = serverPage();
    doc.body.insertAdjacentHTML(
      'beforeend',
      '<select id="version"><option value="2">Version 2</option><option value="1">Version 1</option></select>',
    );
    const select = doc.querySelector<HTMLSelectElement>('#version');
    if (!select) throw new Error('no select');
    holdClicksUntilLive(doc);
    select.value = '1';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    plain.click();
    // Hydration sets the list back to the app's value; no handler heard the choice.
    select.value = '2';
    const order: string[] = [];
    select.addEventListener('change', () => order.push(`chose ${select.value}`));
    plain.addEventListener('click', () => order.push('clicked'));

    await goLive(doc, 'app');
    expect(order).toEqual(['chose 1', 'clicked']);
    expect(select.value).toBe('1');
  });

  it('holds a click in a part whose code has not arrived until that part is live', async () => {
    const { doc, marked, plain } = serverPage();
    // The plain button as a lazy part of the page (lib/ssr/lazy-part.tsx).
    const part = wrapInPendingPart(plain);
    holdClicksUntilLive(doc);
    const onMarked = vi.fn();
    const onPlain = vi.fn();
    marked.addEventListener('click', onMarked);
    plain.addEventListener('click', onPlain);
    plain.click();
    marked.click();

    // The page is live: the click outside the part comes back, the one inside waits for it.
    await goLive(doc, 'app');
    expect(onMarked).toHaveBeenCalledTimes(1);
    expect(onPlain).not.toHaveBeenCalled();
    plain.click();
    expect(onPlain).not.toHaveBeenCalled();

    part.dataset.part = 'live';
    await Promise.resolve();
    expect(onPlain).toHaveBeenCalledTimes(1);
    // Nothing is held any more.
    plain.click();
    expect(onPlain).toHaveBeenCalledTimes(2);
  });

  it('lets go when the scripts fail: a held send of a sign-in form is made for the browser to post', async () => {
    const doc = document.implementation.createHTMLDocument('page');
    doc.body.innerHTML = `
      <form method="post" data-page-form="login"><button type="submit" id="send">Continue</button></form>
      <form method="post"><button type="submit" id="app-send">Save</button></form>
      <button type="button" id="plain">Plain</button>`;
    holdClicksUntilLive(doc);
    const posted: string[] = [];
    doc.addEventListener('submit', (event) => {
      posted.push((event.target as HTMLFormElement).dataset.pageForm ?? 'app form');
      event.preventDefault();
    });
    const plain = vi.fn();
    doc.querySelector('#plain')?.addEventListener('click', plain);
    for (const id of ['#send', '#app-send', '#plain']) doc.querySelector<HTMLElement>(id)?.click();
    expect(posted).toEqual([]);

    doc.documentElement.dataset.scripts = 'failed';
    await Promise.resolve();
    // Only the form the server handles without the app is sent; nothing else is replayed.
    expect(posted).toEqual(['login']);
    expect(plain).not.toHaveBeenCalled();
    // Clicks are no longer held: the plain HTML acts as it would with no script at all.
    doc.querySelector<HTMLElement>('#plain')?.click();
    expect(plain).toHaveBeenCalledTimes(1);
  });
});
