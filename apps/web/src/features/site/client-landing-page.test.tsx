import type { TClientLanding } from '@deckhand/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';

const contoso = (overrides: Partial<TClientLanding> = {}): TClientLanding => ({
  key: 'contoso',
  name: 'Contoso',
  branding: { primaryColor: '#0B6A53', tagline: 'Presentations the Contoso way' },
  hideFooter: false,
  fromPricePerSlide: 790,
  currency: 'USD',
  treatments: [{ key: 'fixup', name: 'Fix-up', description: 'We tidy your slides.' }],
  ...overrides,
});
const pageLoad = { timeout: 15_000 };

describe("an enterprise client's landing page (§2.2)", () => {
  it('shows the client, its price and a call to its own order path, without the header', async () => {
    fakeApi({ 'GET /clients/:clientKey/landing': { body: contoso() } });
    renderApp({ route: '/clients/contoso' });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Presentations the Contoso way' },
        pageLoad,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order now' })).toHaveAttribute(
      'href',
      '/clients/contoso/order-now',
    );
    expect(screen.getByText('From $7.90 per slide for Contoso')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Fix-up' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.title).toBe('Contoso presentation design · Deckhand');
  });

  it('leaves the footer out for a client without it', async () => {
    fakeApi({ 'GET /clients/:clientKey/landing': { body: contoso({ hideFooter: true }) } });
    renderApp({ route: '/clients/contoso' });
    await screen.findByRole('heading', { level: 1 }, pageLoad);
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('says so for a client that does not exist', async () => {
    fakeApi({
      'GET /clients/:clientKey/landing': {
        status: 404,
        body: { status: 'error', message: 'Not found' },
      },
    });
    renderApp({ route: '/clients/nobody' });
    expect(
      await screen.findByRole('heading', { name: 'This client page does not exist' }, pageLoad),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order now' })).toHaveAttribute('href', '/order-now');
  });
});
