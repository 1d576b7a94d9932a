import {
  accountMessages,
  apiPrefix,
  endpoints,
  feedbackMessages,
  reviewGuestMessages,
  screenTexts,
  type TOrderDelivery,
} from '@deckhand/contract';
import { describe, expect, it, vi } from 'vitest';
import {
  deliveredDeckId,
  makeDeliveredOrder,
  makeInit,
  makeSlidePreview,
  makeUser,
} from '@/test/fixtures';
import { makeOrderListItem } from '@/test/order-list-fixtures';
import { makeGuestInvite, makeGuestReview } from '@/test/review-guest-fixtures';
import { createPageRenderer } from './entry-server';

// As on the server (no window): state that only the browser knows starts from its server value.
vi.mock('@/lib/ssr/use-browser-state', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useBrowserState: <T,>(_read: () => T, serverValue: T) => [serverValue, () => undefined],
}));

/** The page renderer the API loads (docs/rendering.md), run in Node as the server runs it. */
const template =
  '<!doctype html><html><head><title>Deckhand</title></head><body><div id="root"><!--ssr-body--></div></body></html>';

const jsonAnswer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function createRenderer() {
  const fetchPublic = vi.fn(async (input: string | URL | Request) => {
    const href = input instanceof Request ? input.url : String(input);
    // Every client key is unknown here.
    if (href.includes('/clients/')) {
      return jsonAnswer(404, { status: 'error', message: 'Not found' });
    }
    return jsonAnswer(500, { status: 'error', message: 'not stubbed' });
  });
  return createPageRenderer({ template, manifest: {}, fetchPublic: fetchPublic as typeof fetch });
}

const url = (path: string) => `http://deckhand.invalid${path}`;
const notFound = { status: 'error', message: 'Not found' };
const customer = makeInit({ user: makeUser() });

describe('the status a server-rendered page answers (issue 30: no soft 404s)', () => {
  it('answers 404 for an unknown address, with the not-found page', async () => {
    const page = await createRenderer().render({ url: url('/no/such/page'), init: makeInit() });
    expect(page).toMatchObject({ kind: 'page', status: 404 });
    expect(page.kind === 'page' && page.html).toContain(screenTexts.notFoundHeading);
  });

  it('answers 404 for an unknown address inside the profile area', async () => {
    const page = await createRenderer().render({ url: url('/my-profile/nope'), init: customer });
    expect(page).toMatchObject({ kind: 'page', status: 404 });
  });

  it('answers 404 for the landing page of an unknown client', async () => {
    const page = await createRenderer().render({ url: url('/clients/nope'), init: makeInit() });
    expect(page).toMatchObject({ kind: 'page', status: 404 });
    expect(page.kind === 'page' && page.html).toContain('This client page does not exist');
  });

  it("answers 404 for the feedback page of an order the visitor's team does not have", async () => {
    const getAsVisitor = vi.fn(async () => ({ status: 404, body: notFound }));
    const page = await createRenderer().render({
      url: url('/orders/999999/feedback'),
      init: customer,
      getAsVisitor,
    });
    expect(getAsVisitor).toHaveBeenCalledWith(`${apiPrefix}${endpoints.orders.feedback(999999)}`);
    expect(page).toMatchObject({ kind: 'page', status: 404 });
    expect(page.kind === 'page' && page.html).not.toContain(feedbackMessages.backToOrder);
  });

  it('answers 404 for an order page of an order the team does not have', async () => {
    const getAsVisitor = vi.fn(async () => ({ status: 404, body: notFound }));
    const page = await createRenderer().render({
      url: url('/my-profile/orders/999999'),
      init: customer,
      getAsVisitor,
    });
    expect(getAsVisitor).toHaveBeenCalledWith(`${apiPrefix}${endpoints.orders.order(999999)}`);
    expect(page).toMatchObject({ kind: 'page', status: 404 });
    expect(page.kind === 'page' && page.html).not.toContain('id="deckhand-queries"');
  });

  it('answers 404 for a feedback address whose id is not an order number', async () => {
    const page = await createRenderer().render({
      url: url('/orders/abc/feedback'),
      init: customer,
    });
    expect(page).toMatchObject({ kind: 'page', status: 404 });
    expect(page.kind === 'page' && page.html).not.toContain(feedbackMessages.backToOrder);
  });

  it('answers 200 for the feedback page of an order the team has, and for known pages', async () => {
    const renderer = createRenderer();
    const feedback = await renderer.render({
      url: url('/orders/12/feedback'),
      init: customer,
      getAsVisitor: async () => ({ status: 200, body: { feedback: null } }),
    });
    expect(feedback).toMatchObject({ kind: 'page', status: 200 });
    expect(await renderer.render({ url: url('/redirect'), init: makeInit() })).toMatchObject({
      status: 200,
    });
  });
});

describe("a signed-in page with its visitor's data (issue 27: the order page's first paint)", () => {
  const order = makeDeliveredOrder({
    deliveries: [
      {
        ...(makeDeliveredOrder().details.deliveries[0] as TOrderDelivery),
        previews: [makeSlidePreview({ id: 4, fileId: deliveredDeckId, slideCount: 30 })],
      },
    ],
  });

  it('renders the order the API answers the visitor, its first slide and the answer for the app', async () => {
    const getAsVisitor = vi.fn(async () => ({ status: 200, body: order }));
    const page = await createRenderer().render({
      url: url('/my-profile/orders/8'),
      init: customer,
      getAsVisitor,
    });
    expect(getAsVisitor).toHaveBeenCalledWith(`${apiPrefix}${endpoints.orders.order(8)}`);
    expect(page).toMatchObject({ kind: 'page', status: 200 });
    const html = page.kind === 'page' ? page.html : '';
    expect(html).toContain('DH-10008');
    expect(html).toMatch(
      /<img[^>]*src="\/v1\/orders\/8\/previews\/4\/slides\/1\/large[^>]*alt="Slide 1 of 30"/,
    );
    expect(html).not.toContain('<template');
    // Asked for in the head, before the stylesheets are read: it is the page's largest paint.
    const head = html.slice(0, html.indexOf('</head>'));
    // The browser picks the size (srcset): 800 px on a phone, 1600 px on a dense screen.
    expect(head).toMatch(
      /<link rel="preload" as="image" fetchPriority="high" imageSrcSet="\/v1\/orders\/8\/previews\/4\/slides\/1\/medium\?v=\d+ 800w, \/v1\/orders\/8\/previews\/4\/slides\/1\/large\?v=\d+ 1600w"/,
    );
    // The strip's thumbnails wait for the page: none of them shares the line with the slide.
    expect(head).not.toContain('/thumb');
    // The browser's order query starts from the same answer: no second request, no other paint.
    const queries = html.match(
      /<script type="application\/json" id="deckhand-queries">(.*?)<\/script>/,
    )?.[1];
    expect(queries).toContain('"queryKey":["orders","one",8]');
  });

  it('renders the page of orders its address asks for (issue 33: the list is the largest paint)', async () => {
    const row = makeOrderListItem(12, { status: 'delivered' });
    const getAsVisitor = vi.fn(async () => ({
      status: 200,
      body: {
        items: [row],
        total: 30,
        page: 2,
        limit: 10,
      },
    }));
    const page = await createRenderer().render({
      url: url('/my-profile/orders?page=2&limit=10&sort=total:asc&status=delivered&status2=x'),
      init: customer,
      getAsVisitor,
    });
    expect(getAsVisitor).toHaveBeenCalledWith(
      `${apiPrefix}${endpoints.orders.list}?page=2&limit=10&sort=total%3Aasc&status=delivered`,
    );
    const html = page.kind === 'page' ? page.html : '';
    expect(html).toContain(row.number);
    expect(html).toContain('"queryKey":["orders","list",');
  });

  it('answers 404 for a guest review link that does not work, saying so in the HTML', async () => {
    const getAsVisitor = vi.fn(async () => ({ status: 404, body: notFound }));
    const page = await createRenderer().render({
      url: url('/review/tok-gone'),
      init: makeInit(),
      getAsVisitor,
    });
    expect(getAsVisitor).toHaveBeenCalledWith(
      `${apiPrefix}${endpoints.guestReviews.invite('tok-gone')}`,
    );
    expect(page).toMatchObject({ kind: 'page', status: 404 });
    expect(page.kind === 'page' && page.html).toContain(reviewGuestMessages.linkInvalid);
  });

  it('renders a guest’s review with its first slide for a browser that already reviews', async () => {
    const answers: Record<string, unknown> = {
      [`${apiPrefix}${endpoints.guestReviews.invite('tok-1')}`]: makeGuestInvite({
        isSignedIn: true,
      }),
      [`${apiPrefix}${endpoints.guestReviews.review}`]: makeGuestReview(),
      [`${apiPrefix}${endpoints.orders.pins(8)}`]: { pins: [] },
    };
    const getAsVisitor = vi.fn(async (path: string) =>
      path in answers ? { status: 200, body: answers[path] } : { status: 404, body: notFound },
    );
    const page = await createRenderer().render({
      url: url('/review/tok-1'),
      init: makeInit(),
      getAsVisitor,
    });
    expect(getAsVisitor).toHaveBeenCalledTimes(3);
    expect(page).toMatchObject({ kind: 'page', status: 200 });
    const html = page.kind === 'page' ? page.html : '';
    expect(html).toContain(reviewGuestMessages.signedInAs('Gus Guest'));
    expect(html).toMatch(/<img[^>]*src="\/v1\/orders\/8\/previews\/4\/slides\/1\/large/);
  });

  it('renders the loading state when the answer is not what the contract says', async () => {
    const page = await createRenderer().render({
      url: url('/my-profile/orders/8'),
      init: customer,
      getAsVisitor: async () => ({ status: 200, body: { order: 'broken' } }),
    });
    expect(page).toMatchObject({ kind: 'page', status: 200 });
    expect(page.kind === 'page' && page.html).not.toContain('DH-10008');
    expect(page.kind === 'page' && page.html).not.toContain('id="deckhand-queries"');
  });
});

describe('the cookie banner in the HTML (issue 33: the first paint waits for no script)', () => {
  const bannerTag = (page: Awaited<ReturnType<ReturnType<typeof createRenderer>['render']>>) =>
    page.kind === 'page' ? page.html.match(/<section[^>]*data-cookie-banner[^>]*>/)?.[0] : 'none';

  it('sends the banner visible to a visitor whose request carries no answer', async () => {
    const renderer = createRenderer();
    for (const path of ['/login', '/pricing']) {
      const page = await renderer.render({ url: url(path), init: makeInit() });
      const tag = bannerTag(page);
      expect(tag, path).toContain('aria-label="Cookie consent"');
      expect(tag, path).not.toMatch(/\shidden/);
    }
    // A value the app never writes is no answer.
    const unknown = await renderer.render({
      url: url('/login'),
      init: makeInit(),
      consentCookie: 'yes',
    });
    expect(bannerTag(unknown)).toBeDefined();
  });

  it('leaves the banner out when the consent cookie holds an answer', async () => {
    const renderer = createRenderer();
    for (const [path, consentCookie] of [
      ['/login', 'all'],
      ['/pricing', 'necessary'],
    ] as const) {
      const page = await renderer.render({ url: url(path), init: makeInit(), consentCookie });
      expect(page.kind === 'page' && page.html, path).not.toContain('data-cookie-banner');
    }
  });
});

describe('a page form the server refused without JavaScript (issue 33)', () => {
  it('renders /login with the kept address, the message on the password, and embeds it for the app', async () => {
    const page = await createRenderer().render({
      url: url('/login'),
      init: makeInit(),
      postedForm: {
        form: 'login',
        values: { email: 'ann@example.com', remember: true },
        fieldErrors: { password: [accountMessages.invalidCredentials] },
        messages: [],
      },
    });
    const html = page.kind === 'page' ? page.html : '';
    expect(html).toMatch(/<input[^>]*name="email"[^>]*value="ann@example.com"/);
    expect(html).toMatch(/<input[^>]*name="remember"[^>]*checked/);
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="password"/);
    expect(html).toContain(accountMessages.invalidCredentials);
    expect(html).toContain('"queryKey":["posted-form"]');
  });
});
