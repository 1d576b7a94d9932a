import {
  apiPrefix,
  approvalMessages,
  endpoints,
  reviewGuestMessages,
  type TOrderDelivery,
} from '@deckhand/contract';
import { describe, expect, it, vi } from 'vitest';
import { makeOrderForm } from '@/features/order-form/order-form-fixtures';
import { approverTeam } from '@/test/approval-fixtures';
import {
  deliveredDeckId,
  makeDeliveredOrder,
  makeInit,
  makeSlidePreview,
  makeUser,
} from '@/test/fixtures';
import { makeOrderListItem } from '@/test/order-list-fixtures';
import { createTestPageRenderer, pageUrl as url } from '@/test/page-renderer';
import { makeGuestInvite, makeGuestReview, makeReviewGuest } from '@/test/review-guest-fixtures';
import { reviewLog } from '@/test/review-log-fixtures';

// As on the server (no window): state that only the browser knows starts from its server value.
vi.mock('@/lib/ssr/use-browser-state', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useBrowserState: <T,>(_read: () => T, serverValue: T) => [serverValue, () => undefined],
}));

const createRenderer = createTestPageRenderer;
const customer = makeInit({ user: makeUser() });
const notFound = { status: 'error', message: 'Not found' };

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

  it('comes with the review history and the guests it shows, so the live page asks for nothing (issue 33)', async () => {
    const answers: Record<string, unknown> = {
      [`${apiPrefix}${endpoints.orders.order(8)}`]: order,
      [`${apiPrefix}${endpoints.orders.reviewLog(8)}`]: reviewLog,
      [`${apiPrefix}${endpoints.orders.reviewGuests(8)}`]: { guests: [makeReviewGuest()] },
    };
    const getAsVisitor = vi.fn(async (path: string) =>
      path in answers ? { status: 200, body: answers[path] } : { status: 404, body: notFound },
    );
    const page = await createRenderer().render({
      url: url('/my-profile/orders/8'),
      init: customer,
      getAsVisitor,
    });
    const html = page.kind === 'page' ? page.html : '';
    expect(html).toContain('Version 1 delivered');
    // The sharing card is a part loaded apart: whole in the HTML (its guests, its form), marked
    // pending for the browser until its code has come (lib/ssr/lazy-part.tsx).
    expect(html).toContain('Gus Guest');
    expect(html).toMatch(/data-part="pending"[^>]*>.*Gus Guest/s);
    const queries = html.match(
      /<script type="application\/json" id="deckhand-queries">(.*?)<\/script>/,
    )?.[1];
    expect(queries).toContain('"queryKey":["orders",8,"review-log"]');
    expect(queries).toContain('"queryKey":["orders",8,"guests"]');
  });

  it('does not ask for a history an order without a sent version would not show', async () => {
    const getAsVisitor = vi.fn(async (_path: string) => ({
      status: 200,
      body: makeDeliveredOrder({ deliveries: [] }),
    }));
    await createRenderer().render({
      url: url('/my-profile/orders/8'),
      init: customer,
      getAsVisitor,
    });
    const asked = getAsVisitor.mock.calls.map(([path]) => path);
    expect(asked).toContain(`${apiPrefix}${endpoints.orders.order(8)}`);
    expect(asked).not.toContain(`${apiPrefix}${endpoints.orders.reviewLog(8)}`);
    expect(asked).not.toContain(`${apiPrefix}${endpoints.orders.reviewGuests(8)}`);
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

  it('renders the team and its default approvers the API answers the visitor (issue 33)', async () => {
    const answers: Record<string, unknown> = {
      [`${apiPrefix}${endpoints.team.members}`]: approverTeam,
      [`${apiPrefix}${endpoints.team.approvalDefaults}`]: {
        approvers: [],
        rule: 'any',
        required: null,
      },
    };
    const getAsVisitor = vi.fn(async (path: string) => ({ status: 200, body: answers[path] }));
    // The invitation form's chunk has its own stylesheet (its chip input's), not the page's.
    const manifest = {
      'src/features/team/routes/team-page.tsx': { file: 'assets/team-page-1.js' },
      'src/features/team/components/invite-card.tsx': {
        file: 'assets/invite-card-1.js',
        imports: ['_chip-input.js'],
      },
      '_chip-input.js': { file: 'assets/chip-input-1.js', css: ['assets/chip-input-1.css'] },
    };
    const page = await createRenderer({ manifest }).render({
      url: url('/my-profile/team'),
      init: makeInit({ user: makeUser({ customerRole: 'owner' }) }),
      getAsVisitor,
    });
    // (The profile's frame asks for its own data too.)
    const asked = getAsVisitor.mock.calls.map(([path]) => path);
    expect(asked).toEqual(expect.arrayContaining(Object.keys(answers)));
    const html = page.kind === 'page' ? page.html : '';
    expect(html).toContain('Cleo Manager');
    expect(html).not.toContain('mantine-Skeleton-root');
    expect(html).toContain('"queryKey":["team","members"]');
    // The invitation and approvers' forms are parts loaded apart: whole in the HTML, marked
    // pending for the browser until their code has come (lib/ssr/lazy-part.tsx).
    expect(html).toContain('Invite people');
    expect(html).toContain(approvalMessages.teamDefaultHeading);
    expect(html.match(/data-part="pending"/g)).toHaveLength(2);
    // Their stylesheets come with the page's, so their HTML is styled before their code comes;
    // their scripts are listed apart, to preload after the page's and not to run with them.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/chip-input-1.css">');
    expect(html).toContain(
      '{"scripts":["/assets/team-page-1.js"],"parts":["/assets/chip-input-1.js","/assets/invite-card-1.js"]}',
    );
  });

  it("renders the team's style templates the API answers the visitor (issue 33)", async () => {
    const upload = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
    const getAsVisitor = vi.fn(async (path: string) =>
      path === `${apiPrefix}${endpoints.styleTemplates.list}`
        ? {
            status: 200,
            body: {
              templates: [
                {
                  id: 3,
                  name: 'Harbour Board Deck',
                  position: 1,
                  templateFile: { id: upload(3), name: 'board.pptx', url: '/v1/uploads/3' },
                  cover: null,
                  brandSettings: { brandColours: [], rules: [] },
                  updatedAt: '2026-11-20T10:00:00.000Z',
                },
              ],
            },
          }
        : { status: 404, body: notFound },
    );
    const page = await createRenderer().render({
      url: url('/my-profile/style-templates'),
      init: makeInit({ user: makeUser({ customerRole: 'owner' }) }),
      getAsVisitor,
    });
    expect(getAsVisitor).toHaveBeenCalledWith(`${apiPrefix}${endpoints.styleTemplates.list}`);
    const html = page.kind === 'page' ? page.html : '';
    expect(html).toContain('Harbour Board Deck');
    expect(html).not.toContain('mantine-Skeleton-root');
    expect(html).toContain('"queryKey":["style-templates"]');
  });

  it("renders the visitor's signed-in sessions on the security page (issue 33)", async () => {
    const getAsVisitor = vi.fn(async (path: string) =>
      path === `${apiPrefix}${endpoints.users.sessions}`
        ? {
            status: 200,
            body: {
              sessions: [
                {
                  id: '11111111-1111-4111-8111-111111111111',
                  createdAt: '2026-11-01T12:00:00.000000Z',
                  lastSeenAt: '2026-11-22T12:00:00.000000Z',
                  deviceId: 'a',
                  userAgent:
                    'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
                  place: 'Harbourville',
                  isCurrent: true,
                },
              ],
            },
          }
        : { status: 404, body: notFound },
    );
    const page = await createRenderer().render({
      url: url('/my-profile/security'),
      init: customer,
      getAsVisitor,
    });
    expect(getAsVisitor).toHaveBeenCalledWith(`${apiPrefix}${endpoints.users.sessions}`);
    const html = page.kind === 'page' ? page.html : '';
    expect(html).toContain('Harbourville');
    expect(html).not.toContain('mantine-Skeleton-root');
    expect(html).toContain('"queryKey":["users","me","sessions"]');
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

  it('renders the order form of the address, asked as the visitor in the server’s zone (issue 33)', async () => {
    const getAsVisitor = vi.fn(async () => ({ status: 200, body: makeOrderForm() }));
    const page = await createRenderer().render({
      url: url('/order-now'),
      init: customer,
      getAsVisitor,
    });
    expect(getAsVisitor).toHaveBeenCalledWith(
      `${apiPrefix}${endpoints.orderForms.form('order-now')}?timezone=UTC`,
    );
    const html = page.kind === 'page' ? page.html : '';
    // The first step itself, typed into before the app runs, not a placeholder.
    expect(html).toContain('Step 1 of 8');
    expect(html).toMatch(/<input[^>]*type="radio"[^>]*name="treatment"[^>]*value="redesign"/);
    expect(html).not.toContain('aria-busy="true"');
  });

  it('asks for an enterprise client’s flow by its key', async () => {
    const getAsVisitor = vi.fn(async () => ({ status: 404, body: notFound }));
    await createRenderer().render({
      url: url('/clients/acme/order-now'),
      init: customer,
      getAsVisitor,
    });
    expect(getAsVisitor).toHaveBeenCalledWith(
      `${apiPrefix}${endpoints.orderForms.form('client-acme')}?timezone=UTC`,
    );
  });
});
