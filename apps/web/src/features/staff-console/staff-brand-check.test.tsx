import {
  brandCheckMessages,
  brandFindingKey,
  slidePreviewMessages,
  type TBrandCheck,
  type TBrandCheckFinding,
  type TBrandFinding,
  validationMessages,
} from '@deckhand/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type TFakeRoutes } from '@/test/fake-api';
import { withFakeTeamEvents } from '@/test/fake-team-events';
import { makeInit, makeSlidePreview, makeStaff, makeStaffOrder } from '@/test/fixtures';
import { renderApp } from '@/test/render';

withFakeTeamEvents();

const pageLoad = { timeout: 15_000 };

/** Order 8 as staff see it, its delivered deck (preview 5) rendered to three slides. */
const order = makeStaffOrder({
  deliveries: [
    {
      round: 1,
      note: null,
      at: '2026-12-01T09:00:00.000000Z',
      late: false,
      draft: false,
      files: [],
      previews: [makeSlidePreview({ id: 5, fileName: 'Deck v1.pptx', slideCount: 3 })],
    },
  ],
});

const finding = (
  overrides: Partial<TBrandFinding>,
  intended: TBrandCheckFinding['intended'] = null,
): TBrandCheckFinding => {
  const found: TBrandFinding = {
    slide: 1,
    kind: 'colour',
    element: { id: '4', name: 'Shape 2', box: { x: 0.6, y: 0.3, w: 0.3, h: 0.35 } },
    found: '#9129a8',
    allowed: '#99159e',
    delta: 3,
    ...overrides,
  };
  return { ...found, key: brandFindingKey(found), intended };
};

const check: TBrandCheck = {
  previewId: 5,
  published: false,
  status: 'checked',
  reason: null,
  templateName: 'Brand 2026',
  findings: [
    finding({}),
    finding({ slide: 3, kind: 'font', found: 'Comic Sans MS', allowed: 'Verdana', delta: null }),
    finding({
      slide: 3,
      kind: 'requireTitle',
      element: null,
      found: 'no title',
      allowed: 'a title',
      delta: null,
    }),
  ],
  moreFindings: 0,
  checkedAt: '2026-12-01T09:03:00.000000Z',
};

async function openReview(routes: TFakeRoutes) {
  const init = makeInit({ user: makeStaff() });
  const api = fakeApi({
    'GET /init': { body: init },
    'GET /staff/orders/:id': { body: order },
    'GET /orders/:id/pins': { body: { pins: [] } },
    ...routes,
  });
  const { user } = renderApp({ route: '/staff/orders/8', init });
  await screen.findByRole('heading', { name: 'Order DH-10008' }, pageLoad);
  const review = screen.getByRole('region', { name: slidePreviewMessages.review });
  const panel = await within(review).findByRole('region', { name: brandCheckMessages.heading });
  return { api, user, review, panel };
}

describe('the brand check in the staff console’s review (issue 31)', { timeout: 20_000 }, () => {
  it('lists the findings with their slides, draws the shown slide’s boxes, and opens a finding’s slide', async () => {
    const { user, review, panel } = await openReview({
      'GET /staff/orders/:id/previews/:previewId/brand-check': { body: check },
    });
    expect(
      await within(panel).findByText(brandCheckMessages.checkedSummary('Brand 2026', 3)),
    ).toBeInTheDocument();
    const items = within(panel).getAllByRole('listitem');
    const goTo = (item: HTMLElement) => within(item).getAllByRole('button')[0]!;
    expect(items.map((item) => goTo(item).textContent)).toEqual([
      '1Slide 1 · Colour#9129a8 (allowed: #99159e) · ΔE 3.0 · Shape 2',
      '2Slide 3 · FontComic Sans MS (allowed: Verdana) · Shape 2',
      '3Slide 3 · No titleno title (allowed: a title)',
    ]);
    // Slide 1 is shown: its one finding's box, numbered as in the list, over the slide.
    const marks = within(review).getByRole('img', { name: brandCheckMessages.findingsOnSlide });
    expect(marks.children).toHaveLength(1);
    expect(marks.firstElementChild).toHaveStyle({ left: '60%', top: '30%', width: '30%' });
    expect(marks).toHaveTextContent('1');
    // A finding opens its slide: slide 3's box (the font; the missing title has none).
    await user.click(goTo(items[1]!));
    expect(
      await within(review).findByText(slidePreviewMessages.slideLabel(3, 3)),
    ).toBeInTheDocument();
    const slideThree = within(review).getByRole('img', {
      name: brandCheckMessages.findingsOnSlide,
    });
    expect(slideThree).toHaveTextContent('2');
    expect(goTo(items[1]!)).toHaveAttribute('aria-current', 'true');
  });

  it('marks a finding intended with the customer’s reason, and takes it back', async () => {
    const intended = {
      reason: 'The client’s event colour',
      by: 'Sam Staff',
      at: '2026-12-01T10:00:00.000000Z',
    };
    let current = check;
    const { api, user, panel } = await openReview({
      'GET /staff/orders/:id/previews/:previewId/brand-check': () => ({ body: current }),
      'POST /staff/orders/:id/previews/:previewId/brand-check/decisions': (call) => {
        const { key, reason } = call.body as { key: string; reason: string | null };
        current = {
          ...check,
          findings: check.findings.map((f) =>
            f.key === key
              ? { ...f, intended: reason === null ? null : { ...intended, reason } }
              : f,
          ),
        };
        return { body: current };
      },
    });
    const [first] = await within(panel).findAllByRole('listitem');
    await user.click(within(first!).getByRole('button', { name: brandCheckMessages.markIntended }));
    const reason = within(first!).getByRole('textbox', { name: brandCheckMessages.intendedReason });
    expect(reason).toHaveFocus();
    // A reason is required: the form says so and sends nothing.
    await user.click(within(first!).getByRole('button', { name: brandCheckMessages.saveIntended }));
    expect(await within(first!).findByText(validationMessages.required)).toBeInTheDocument();
    expect(
      api.callsTo('POST /staff/orders/:id/previews/:previewId/brand-check/decisions'),
    ).toHaveLength(0);
    await user.type(reason, intended.reason);
    await user.click(within(first!).getByRole('button', { name: brandCheckMessages.saveIntended }));
    expect(
      api.callsTo('POST /staff/orders/:id/previews/:previewId/brand-check/decisions')[0]?.body,
    ).toEqual({
      key: check.findings[0]!.key,
      reason: intended.reason,
    });
    expect(await within(first!).findByText(intended.reason)).toBeInTheDocument();
    expect(
      within(first!).getByText(`${brandCheckMessages.intendedBy('Sam Staff')}:`),
    ).toBeInTheDocument();
    expect(within(panel).getByText(brandCheckMessages.openCount(2, 1))).toBeInTheDocument();
    expect(await screen.findByText(brandCheckMessages.markedIntended)).toBeInTheDocument();
    await user.click(within(first!).getByRole('button', { name: brandCheckMessages.undoIntended }));
    expect(
      await within(first!).findByRole('button', { name: brandCheckMessages.markIntended }),
    ).toBeInTheDocument();
    expect(
      api.callsTo('POST /staff/orders/:id/previews/:previewId/brand-check/decisions')[1]?.body,
    ).toEqual({
      key: check.findings[0]!.key,
      reason: null,
    });
  });

  it('says why a file was not checked', async () => {
    const { panel } = await openReview({
      'GET /staff/orders/:id/previews/:previewId/brand-check': {
        body: {
          ...check,
          status: 'notChecked',
          reason: 'noTemplate',
          templateName: null,
          findings: [],
        },
      },
    });
    expect(
      await within(panel).findByText(brandCheckMessages.notChecked.noTemplate),
    ).toBeInTheDocument();
  });

  it('tells staff a file delivered before the check has none', async () => {
    const { panel } = await openReview({
      'GET /staff/orders/:id/previews/:previewId/brand-check': {
        status: 404,
        body: { status: 'error', message: brandCheckMessages.checkNotFound },
      },
    });
    expect(await within(panel).findByText(brandCheckMessages.noCheck)).toBeInTheDocument();
  });
});
