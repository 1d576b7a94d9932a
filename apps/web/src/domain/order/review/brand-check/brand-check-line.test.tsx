import {
  brandCheckMessages,
  brandFindingKey,
  brandPublishMessages as m,
  type TBrandCheck,
  type TBrandCheckSummary,
  type TBrandFinding,
} from '@deckhand/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { makeSlidePreview } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { BrandCheckLine } from './brand-check-line';

const checked = (findings: number, intended: number): TBrandCheckSummary => ({
  status: 'checked',
  reason: null,
  templateName: 'Northwind corporate',
  findings,
  intended,
});

const font: TBrandFinding = {
  slide: 3,
  kind: 'font',
  element: { id: '4', name: 'Body', box: null },
  found: 'Comic Sans MS',
  allowed: 'Verdana',
  delta: null,
};

const report: TBrandCheck = {
  previewId: 5,
  published: true,
  status: 'checked',
  reason: null,
  templateName: 'Northwind corporate',
  findings: [
    font,
    { ...font, element: { id: '5', name: 'Quote', box: null } },
    { ...font, slide: 5 },
  ].map((finding) => ({
    ...finding,
    key: brandFindingKey(finding),
    intended: { reason: 'The campaign’s typeface', by: 'Sam Staff', at: '2026-12-01T10:00:00Z' },
  })),
  moreFindings: 0,
  checkedAt: '2026-12-01T09:03:00.000000Z',
};

const renderLine = (brandCheck: TBrandCheckSummary | null) =>
  renderWithProviders(
    <BrandCheckLine orderId={8} preview={makeSlidePreview({ id: 5, brandCheck })} />,
  );

describe('the brand check on the customer’s version (issue 31)', () => {
  it('says a clean version was checked against the template: 0 issues', () => {
    fakeApi();
    renderLine(checked(0, 0));
    expect(
      screen.getByText('Checked against your template “Northwind corporate”: 0 issues'),
    ).toBeInTheDocument();
  });

  it('names the findings accepted as intended, and opens the report with each reason', async () => {
    const api = fakeApi({ 'GET /orders/:id/previews/:previewId/brand-check': { body: report } });
    renderLine(checked(1, 1));
    expect(screen.getByText(m.customerChecked('Northwind corporate', 1))).toHaveTextContent(
      '1 finding accepted as intended',
    );
    // Nothing is asked until the report is opened.
    expect(api.callsTo('GET /orders/:id/previews/:previewId/brand-check')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: m.openReport }));
    const dialog = await screen.findByRole('dialog', { name: m.reportTitle });
    // The same font in three places (two on slide 3) reads once.
    const items = await within(dialog).findAllByRole('listitem');
    expect(items).toHaveLength(1);
    const [item] = items;
    expect(item).toHaveTextContent('Slides 3, 5');
    expect(item).toHaveTextContent(m.places(3));
    expect(item).toHaveTextContent(brandCheckMessages.kinds.font);
    expect(within(item!).getByText('Comic Sans MS')).toBeInTheDocument();
    expect(within(item!).getByText('Verdana')).toBeInTheDocument();
    expect(within(item!).getByText('The campaign’s typeface')).toBeInTheDocument();
  });

  it('says why a file was not checked, and nothing for a file delivered before checks', () => {
    fakeApi();
    const { unmount } = renderLine({
      ...checked(0, 0),
      status: 'notChecked',
      reason: 'notPresentation',
    });
    expect(screen.getByText(brandCheckMessages.notChecked.notPresentation)).toBeInTheDocument();
    unmount();
    renderLine(null);
    expect(screen.queryByText(/Checked against|Not checked/)).toBeNull();
    expect(screen.queryByRole('button', { name: m.openReport })).toBeNull();
  });
});
