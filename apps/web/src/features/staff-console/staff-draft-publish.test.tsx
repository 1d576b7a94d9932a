import {
  brandCheckMessages,
  brandPublishMessages as m,
  type TBrandCheckSummary,
  type TSlidePreview,
} from '@deckhand/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { withFakeTeamEvents } from '@/test/fake-team-events';
import { makeInit, makeSlidePreview, makeStaff, makeStaffOrder } from '@/test/fixtures';
import { renderApp } from '@/test/render';

withFakeTeamEvents();

const pageLoad = { timeout: 15_000 };

const summary = (intended: number): TBrandCheckSummary => ({
  status: 'checked',
  reason: null,
  templateName: 'Brand 2026',
  findings: 3,
  intended,
});

/** Order 8 in progress with a draft of version 1: its deck as the render job left it. */
function orderWithDraft(preview: Partial<Omit<TSlidePreview, 'slideCount'>>) {
  const view = makeStaffOrder(
    {
      deliveries: [
        {
          round: 1,
          note: null,
          at: '2026-12-01T09:00:00.000000Z',
          late: false,
          draft: true,
          files: [],
          previews: [makeSlidePreview({ id: 5, fileName: 'Deck v1.pptx', ...preview })],
        },
      ],
      review: null,
    },
    { actions: ['deliver', 'cancel'] },
  );
  return { ...view, order: { ...view.order, status: 'inProgress' as const } };
}

async function openOrder(preview: Partial<Omit<TSlidePreview, 'slideCount'>>) {
  const init = makeInit({ user: makeStaff() });
  const published = orderWithDraft({ ...preview, brandCheck: summary(3) });
  const api = fakeApi({
    'GET /init': { body: init },
    'GET /staff/orders/:id': { body: orderWithDraft(preview) },
    'GET /orders/:id/pins': { body: { pins: [] } },
    'GET /staff/orders/:id/previews/:previewId/brand-check': {
      status: 404,
      body: { status: 'error', message: brandCheckMessages.checkNotFound },
    },
    'POST /staff/orders/:id/deliveries/draft/publish': {
      body: { ...published, details: { ...published.details, deliveries: [] } },
    },
  });
  const { user } = renderApp({ route: '/staff/orders/8', init });
  await screen.findByRole('heading', { name: 'Order DH-10008' }, pageLoad);
  const panel = screen.getByRole('alert', { name: m.draftTitle(1) });
  return { api, user, panel };
}

describe('publishing a draft from the staff console (issue 31)', { timeout: 20_000 }, () => {
  it('holds the draft back while findings are open, and says how many', async () => {
    const { panel } = await openOrder({ brandCheck: summary(1) });
    expect(within(panel).getByText(m.openFindings(2))).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: m.publish })).toBeDisabled();
    // The review names the version a draft.
    expect(screen.getByText('Version 1 · Draft')).toBeInTheDocument();
  });

  it('waits for the check while the deck renders', async () => {
    const { panel } = await openOrder({ status: 'rendering', slidesDone: 1, brandCheck: null });
    expect(within(panel).getByText(m.stillChecking)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: m.publish })).toBeDisabled();
  });

  it('publishes once every finding is fixed or intended', async () => {
    const { api, user, panel } = await openOrder({ brandCheck: summary(3) });
    expect(within(panel).getByText(m.ready)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: m.publish }));
    expect(await screen.findByText(m.published(1))).toBeInTheDocument();
    expect(api.callsTo('POST /staff/orders/:id/deliveries/draft/publish')).toHaveLength(1);
  });
});
