import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it("is the page's h1 with its line under it", () => {
    renderWithProviders(<PageHeader title="My orders" description="Every order of your team." />);
    expect(screen.getByRole('heading', { level: 1, name: 'My orders' })).toBeInTheDocument();
    expect(screen.getByText('Every order of your team.')).toBeInTheDocument();
  });

  it('takes a lower level where it is shown under other headings', () => {
    renderWithProviders(<PageHeader title="My orders" titleOrder={4} />);
    expect(screen.getByRole('heading', { level: 4, name: 'My orders' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
