import { validationMessages } from '@deckhand/contract';
import { NumberInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { FormErrors } from './form-errors';

const { passwordDigit, passwordSymbol, positiveInteger } = validationMessages;

describe('FormErrors', () => {
  it('shows one message as text, not as a list', () => {
    renderWithProviders(<FormErrors errors={positiveInteger} />);
    expect(screen.getByText(positiveInteger)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a single-item array as text too', () => {
    renderWithProviders(<FormErrors errors={[positiveInteger, ' ']} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows several messages as a bulleted list, each once', () => {
    renderWithProviders(<FormErrors errors={[passwordDigit, passwordSymbol, passwordDigit]} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([passwordDigit, passwordSymbol]);
    expect(screen.getByRole('list')).toHaveStyle({ color: 'var(--mantine-color-error)' });
  });

  it('renders nothing without messages', () => {
    const { container } = renderWithProviders(
      <div data-testid="box">
        <FormErrors errors={[]} />
        <FormErrors errors={undefined} />
      </div>,
    );
    expect(container.querySelector('[data-testid="box"]')).toBeEmptyDOMElement();
  });

  it('describes a Mantine field when given as its error', () => {
    renderWithProviders(
      <NumberInput
        label="Quantity"
        error={<FormErrors errors={[positiveInteger, 'Only 3 left in stock']} />}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(`${positiveInteger} Only 3 left in stock`);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
