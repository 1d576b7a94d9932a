import type { TPriceList } from '@deckhand/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TContentModule } from '@/lib/content/content-module';
import { paths } from '@/lib/paths';
import { fakeApi } from '@/test/fake-api';
import { packs, proPlan } from '@/test/pricing-fixtures';
import { renderApp, renderToHtml } from '@/test/render';
import { ContentPage } from './routes/content-page';

const contentFiles = import.meta.glob<TContentModule>('./content/**/*.mdx', { eager: true });

const priceList: TPriceList = {
  currency: 'USD',
  treatments: [
    { key: 'fixup', name: 'Fix-up', description: 'Tidy.' },
    { key: 'redesign', name: 'Redesign', description: 'New.' },
  ],
  turnarounds: [
    { key: '10h', name: 'Express (10 hours, Pro)', hours: 10, proOnly: true },
    { key: '48h', name: '48 hours', hours: 48, proOnly: false },
  ],
  prices: [
    { treatment: 'fixup', turnaround: '10h', pricePerSlide: 1_800 },
    { treatment: 'fixup', turnaround: '48h', pricePerSlide: 1_200 },
    { treatment: 'redesign', turnaround: '48h', pricePerSlide: 2_500 },
  ],
  addons: [
    { key: 'grammarCheck', name: 'Grammar check', description: 'Proofread.', pricePerSlide: 200 },
  ],
};
const packsReply = { packages: packs };
const plansReply = { plans: [proPlan] };

describe('the public site (§2.2)', () => {
  it.each(Object.entries(contentFiles))('%s declares what a page needs', (_file, content) => {
    const { title, description, heading, lead } = content.frontmatter;
    expect(title.length).toBeGreaterThan(0);
    expect(title.length).toBeLessThanOrEqual(60);
    expect(description.length).toBeGreaterThan(0);
    expect(description.length).toBeLessThanOrEqual(155);
    expect(heading).not.toBe('');
    expect(lead).not.toBe('');
  });

  it.each(Object.entries(contentFiles))(
    '%s renders valid nesting on the server',
    (_file, content) => {
      const html = renderToHtml(<ContentPage content={content} />);
      // A block inside a paragraph is parsed apart by the browser: hydration would not match.
      const paragraphs = html.match(/<p\b[^>]*>.*?<\/p>/gs) ?? [];
      expect(paragraphs.filter((p) => /<(div|section|table|ul|ol|h[1-6])\b/.test(p))).toEqual([]);
      expect(html.match(/<h1\b/g)).toHaveLength(1);
    },
  );

  it('shows the live price list, credit packs and the Pro plan on /pricing and /plans', async () => {
    fakeApi({
      'GET /price-list': { body: priceList },
      'GET /billing/credit-packages': { body: packsReply },
      'GET /billing/subscription-plans': { body: plansReply },
    });
    renderApp({ route: paths.site.pricing.getHref() });
    await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    const prices = await screen.findByRole('table', { name: 'Price per slide' });
    const fixup = within(prices).getByRole('row', { name: /Fix-up/ });
    expect(fixup).toHaveTextContent('$18.00 / slide');
    expect(fixup).toHaveTextContent('$12.00 / slide');
    expect(within(prices).getByRole('row', { name: /Redesign/ })).toHaveTextContent('Not offered');
    expect(await screen.findByRole('table', { name: 'Add-ons' })).toHaveTextContent(
      '$2.00 / slide',
    );
    expect(await screen.findByText('Buys $2 700.00 of credits')).toBeInTheDocument();
    expect(document.title).toBe('Pricing · Deckhand');
    // The first visit loads the page's chunk and its content.
  }, 20_000);

  it('shows the Pro plan with its price and a way to get it', async () => {
    fakeApi({
      'GET /billing/credit-packages': { body: packsReply },
      'GET /billing/subscription-plans': { body: plansReply },
    });
    renderApp({ route: paths.site.plans.getHref() });
    expect(await screen.findByText('$499.00 a month')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Pro' })).toHaveAttribute(
      'href',
      paths.profile.billing.subscriptionPurchase.getHref(),
    );
  });

  it('says so when prices cannot be loaded, and offers to try again', async () => {
    fakeApi({
      'GET /price-list': { status: 500, body: { status: 'error', message: 'Down' } },
      'GET /billing/credit-packages': { body: packsReply },
    });
    renderApp({ route: paths.site.pricing.getHref() });
    const alerts = await screen.findAllByText(
      'We could not load the prices. Please try again.',
      {},
      { timeout: 15_000 },
    );
    expect(alerts.length).toBeGreaterThan(0);
  });
});
