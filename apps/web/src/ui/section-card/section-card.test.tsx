import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { SectionCard } from './section-card';

describe('SectionCard', () => {
  it('is a region named by its h2 heading, with its actions and content', () => {
    renderWithProviders(
      <SectionCard title="Billing address" actions={<button type="button">Edit</button>}>
        <p>Harbour Studio ApS</p>
      </SectionCard>,
    );
    const region = screen.getByRole('region', { name: 'Billing address' });
    expect(screen.getByRole('heading', { level: 2, name: 'Billing address' })).toBeInTheDocument();
    expect(region).toContainElement(screen.getByRole('button', { name: 'Edit' }));
    expect(region).toHaveTextContent('Harbour Studio ApS');
  });

  it('takes a lower level where it sits deeper in the outline', () => {
    renderWithProviders(
      <SectionCard title="Billing address" titleOrder={4}>
        <p>Harbour Studio ApS</p>
      </SectionCard>,
    );
    expect(screen.getByRole('heading', { level: 4, name: 'Billing address' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Billing address' })).toBeInTheDocument();
  });
});
