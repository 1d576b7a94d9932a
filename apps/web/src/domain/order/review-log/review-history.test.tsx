import { reviewLogMessages as m } from '@deckhand/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { reviewLog as log } from '@/test/review-log-fixtures';
import { ReviewHistory } from './review-history';

describe('the review history on the order page (issue 28)', () => {
  it('lists each step with who and when, says the chain is intact, and offers the CSV and PDF', async () => {
    fakeApi({ 'GET /orders/:id/review-log': { body: log } });
    renderWithProviders(<ReviewHistory orderId={8} timezone="Europe/London" />);
    expect(await screen.findByText(m.intact(2))).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/delivered|Approved/).textContent)).toEqual([
      'Version 1 delivered',
      'Approved',
    ]);
    expect(items[1]).toHaveTextContent('Olivia Owens');
    expect(screen.getByRole('link', { name: m.downloadCsv })).toHaveAttribute(
      'href',
      '/v1/orders/8/review-log.csv',
    );
    expect(screen.getByRole('link', { name: m.downloadPdf })).toHaveAttribute(
      'href',
      '/v1/orders/8/review-log.pdf',
    );
  });

  it('names the first entry that breaks the chain', async () => {
    fakeApi({
      'GET /orders/:id/review-log': {
        body: {
          ...log,
          verification: { isIntact: false, checked: 2, firstBroken: { seq: 2, reason: 'hash' } },
        },
      },
    });
    renderWithProviders(<ReviewHistory orderId={8} timezone="Europe/London" />);
    expect(await screen.findByText(m.broken(2))).toBeInTheDocument();
  });
});
