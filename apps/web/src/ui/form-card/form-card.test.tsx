import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { FormCard } from './form-card';

describe('FormCard', () => {
  it("titles the page with an h1 and shows the subtitle and the form's content", () => {
    renderWithProviders(
      <FormCard title="Log in" subtitle="New to Deckhand? Sign up">
        <p>The form</p>
      </FormCard>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByText('New to Deckhand? Sign up')).toBeInTheDocument();
    expect(screen.getByText('The form')).toBeInTheDocument();
  });

  it('takes a lower level where it is shown under other headings', () => {
    renderWithProviders(
      <FormCard title="Log in" titleOrder={4}>
        <p>The form</p>
      </FormCard>,
    );
    expect(screen.getByRole('heading', { level: 4, name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
