import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { PageStructureSection } from './components/page-structure-section';

const demo = (name: string) => within(screen.getByRole('group', { name }));

describe('UI kit page structure section', { timeout: 20000 }, () => {
  it('shows the page frames under h4 headings, never a second h1', () => {
    renderWithProviders(<PageStructureSection />);
    expect(screen.getByRole('heading', { level: 2, name: 'Page structure' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    const frames = screen
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent);
    expect(frames).toEqual([
      'My orders',
      'Security',
      'Billing address',
      'Two-step sign-in',
      'Log in',
    ]);
  });

  it('shows the logo on light and dark, and each frame with its parts', () => {
    renderWithProviders(<PageStructureSection />);
    expect(demo('Logo').getAllByText('Deckhand')).toHaveLength(2);
    expect(demo('Page header').getByText(/Every order your team placed/)).toBeInTheDocument();
    const billing = within(screen.getByRole('region', { name: 'Billing address' }));
    expect(billing.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(billing.getByText('Printed on every invoice and receipt.')).toBeInTheDocument();
    const formCard = demo('Form card');
    expect(formCard.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(formCard.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    const grid = demo('Field grid');
    expect(grid.getAllByRole('textbox', { name: 'Full name' })).toHaveLength(2);
    expect(grid.getAllByRole('textbox', { name: 'Company' })[0]).toHaveValue('Harbour Studio ApS');
  });
});
