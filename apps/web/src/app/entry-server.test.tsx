import {
  accountMessages,
  apiPrefix,
  endpoints,
  feedbackMessages,
  screenTexts,
} from '@deckhand/contract';
import { matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeDeliveredOrder, makeInit, makeUser } from '@/test/fixtures';
import { createTestPageRenderer, pageUrl } from '@/test/page-renderer';
import { appRoutes } from './all-routes';
import { routesAlong } from './rendering/resolve-lazy-matches';
import { leftOutRoutesModule } from './routes';

// As on the server (no window): state that only the browser knows starts from its server value.
vi.mock('@/lib/ssr/use-browser-state', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useBrowserState: <T,>(_read: () => T, serverValue: T) => [serverValue, () => undefined],
}));

const createRenderer = createTestPageRenderer;
const url = pageUrl;
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
  it('renders /login with the kept address and the message on the password', async () => {
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
    // A static page: no app reads embedded queries.
    expect(page).toMatchObject({ isStatic: true });
    expect(html).not.toContain('"queryKey":["posted-form"]');
  });
});

describe('the log-in page is static (issue 33: its JavaScript is its form, not the app)', () => {
  it('sends /login without the app, marked for the form checks', async () => {
    const page = await createRenderer().render({ url: url('/login'), init: makeInit() });
    expect(page).toMatchObject({ kind: 'page', status: 200, isStatic: true });
    const html = page.kind === 'page' ? page.html : '';
    expect(html).toMatch(/<form[^>]*data-page-form="login"/);
  });

  it('sends it with the app when a flash message waits, which the app shows as a toast (§3)', async () => {
    const page = await createRenderer().render({
      url: url('/login'),
      init: makeInit({
        flashMessage: { type: 'success', message: accountMessages.emailVerifiedLogIn },
      }),
    });
    expect(page).toMatchObject({ kind: 'page', isStatic: false });
  });

  it('sends a signed-in visitor of a guest page home: a customer to the profile, staff to the console', async () => {
    const renderer = createRenderer();
    const staff = makeInit({ user: makeUser({ isStaff: true }) });
    for (const path of ['/login', '/signup', '/reset-password']) {
      expect(await renderer.render({ url: url(path), init: customer })).toMatchObject({
        kind: 'redirect',
        status: 302,
        location: '/my-profile',
      });
      expect(await renderer.render({ url: url(path), init: staff })).toMatchObject({
        kind: 'redirect',
        location: '/staff',
      });
      expect(await renderer.render({ url: url(path), init: makeInit() })).toMatchObject({
        kind: 'page',
        status: 200,
      });
    }
  });
});

describe('the front page answers its redirect (issue 33: a first visit waits for no app)', () => {
  it('sends a visitor to login, a customer to the profile and staff to the console', async () => {
    const renderer = createRenderer();
    const staff = makeInit({ user: makeUser({ isStaff: true }) });
    for (const [init, location] of [
      [makeInit(), '/login'],
      [customer, '/my-profile'],
      [staff, '/staff'],
    ] as const) {
      const page = await renderer.render({ url: url('/'), init });
      expect(page).toMatchObject({ kind: 'redirect', status: 302, location });
    }
  });
});

describe('the init payload a page embeds (checked here, as the browser checks GET /v1/init)', () => {
  const embeddedInit = (html: string) => {
    const json = /<script type="application\/json" id="deckhand-init">(.*?)<\/script>/s.exec(html);
    return JSON.parse(json?.[1] ?? 'null');
  };

  it('embeds a user the contract refuses as no user (§7), and renders the page without one', async () => {
    const broken = {
      ...customer,
      user: { ...makeUser(), email: 42 },
    } as unknown as typeof customer;
    const page = await createRenderer().render({ url: url('/no/such/page'), init: broken });
    if (page.kind !== 'page') throw new Error(`expected a page, got ${page.kind}`);
    expect(embeddedInit(page.html)).toMatchObject({ user: null, env: customer.env });
    expect(embeddedInit(page.html).user).toBeNull();
  });

  it('embeds a valid init as it came', async () => {
    const page = await createRenderer().render({ url: url('/no/such/page'), init: customer });
    if (page.kind !== 'page') throw new Error(`expected a page, got ${page.kind}`);
    expect(embeddedInit(page.html)).toEqual(JSON.parse(JSON.stringify(customer)));
  });

  it('refuses to render with an init the contract refuses (the server then sends the page unrendered)', async () => {
    const broken = { ...customer, env: undefined } as unknown as typeof customer;
    await expect(
      createRenderer().render({ url: url('/no/such/page'), init: broken }),
    ).rejects.toThrow(/fails ZInitResponseLenient at env/);
  });
});

describe("the offsets of the zones a page's dates were written in (issue 33: hydrated without Intl)", () => {
  it("embeds the offset of each order date written in the order's own zone, and no block on a page without one", async () => {
    const delivered = makeDeliveredOrder();
    delivered.order.promisedDeliveryAt = '2026-07-30T17:00:00.000000Z';
    const renderer = createRenderer();
    const page = await renderer.render({
      url: url('/my-profile/orders/8'),
      init: customer,
      getAsVisitor: async (path: string) =>
        path === `${apiPrefix}${endpoints.orders.order(8)}`
          ? { status: 200, body: delivered }
          : { status: 404, body: notFound },
    });
    expect(page).toMatchObject({ kind: 'page', status: 200 });
    const html = page.kind === 'page' ? page.html : '';
    expect(html).toContain('6:00 PM, 30 July, 2026');
    const block =
      /<script type="application\/json" id="deckhand-zone-offsets">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(block?.[1] ?? '{}')).toMatchObject({
      [`Europe/London ${Date.parse('2026-07-30T17:00:00Z')}`]: 60,
    });

    const plain = await renderer.render({ url: url('/redirect'), init: makeInit() });
    expect(plain.kind === 'page' && plain.html).not.toContain('deckhand-zone-offsets');
  });
});

describe("the page's place in the route tree (issue 33: the app starts without matching every route)", () => {
  const embeddedRoutePath = (html: string): unknown => {
    const block =
      /<script type="application\/json" id="deckhand-route-path">([^<]*)<\/script>/.exec(html);
    return JSON.parse(block?.[1] ?? 'null');
  };

  it("embeds the path to the page's routes, which are the routes matching its address", async () => {
    const renderer = createRenderer();
    for (const [path, init] of [
      ['/my-profile/team', customer],
      ['/my-profile/orders', customer],
      ['/redirect', makeInit()],
      ['/no/such/page', makeInit()],
    ] as const) {
      const page = await renderer.render({ url: url(path), init });
      if (page.kind !== 'page') throw new Error(`${path}: expected a page, got ${page.kind}`);
      const routePath = embeddedRoutePath(page.html);
      const walked = routesAlong(appRoutes, routePath);
      expect(walked, path).not.toBeNull();
      expect(walked, path).toEqual(matchRoutes(appRoutes, path)?.map(({ route }) => route));
    }
  });

  it('embeds none in a page sent without the app', async () => {
    const page = await createRenderer().render({ url: url('/login'), init: makeInit() });
    expect(page.kind === 'page' && page.html).not.toContain('deckhand-route-path');
  });

  it("preloads the routes the browser's router starts without on a page of theirs, and only there", async () => {
    const manifest = { [leftOutRoutesModule]: { file: 'assets/left-out-routes-1.js' } };
    const renderer = createRenderer({ manifest });
    const partsOf = async (path: string, init: ReturnType<typeof makeInit>) => {
      const page = await renderer.render({ url: url(path), init });
      const list = /"parts":(\[[^\]]*\])/.exec(page.kind === 'page' ? page.html : '');
      return JSON.parse(list?.[1] ?? '[]') as string[];
    };
    const staff = makeInit({ user: makeUser({ isStaff: true }) });
    expect(await partsOf('/staff/teams', staff)).toContain('/assets/left-out-routes-1.js');
    expect(await partsOf('/no/such/page', makeInit())).toContain('/assets/left-out-routes-1.js');
    expect(await partsOf('/my-profile/orders', customer)).not.toContain(
      '/assets/left-out-routes-1.js',
    );
  });
});
