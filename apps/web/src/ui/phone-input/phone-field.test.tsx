import { placeholders, screenTexts, type TCountry } from '@deckhand/contract';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { PhoneField, type TPhoneValue } from './phone-field';

const country = (id: number, name: string, code: string, dialCode: number): TCountry => ({
  id,
  name,
  code,
  dialCode,
  hasZip: true,
});

const countries = [
  country(1, 'Denmark', 'DK', 45),
  country(2, 'United Kingdom', 'GB', 44),
  country(3, 'United States', 'US', 1),
  country(4, 'Canada', 'CA', 1),
];

function Harness({ onChange }: { onChange?: (value: TPhoneValue) => void }) {
  const [value, setValue] = useState<TPhoneValue>({ dialCode: null, phone: '' });
  const change = (next: TPhoneValue) => {
    setValue(next);
    onChange?.(next);
  };
  return <PhoneField value={value} onChange={change} countries={countries} />;
}

const phoneInput = () => screen.getByRole('textbox', { name: 'Phone' });
const dialCodeInput = () => screen.getByRole('textbox', { name: 'Dial code' });

describe('PhoneField', () => {
  it('keeps digits only in the phone number', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    expect(phoneInput()).toHaveAttribute('placeholder', placeholders.phone);
    await user.type(phoneInput(), '+45 (55) 12-34 ab56');
    expect(phoneInput()).toHaveValue('4555123456');
    expect(onChange).toHaveBeenLastCalledWith({ dialCode: null, phone: '4555123456' });
  });

  it('chooses a dial code from the searchable list', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    await user.click(dialCodeInput());
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '+45 Denmark',
      '+44 United Kingdom',
      '+1 United States, Canada',
    ]);
    await user.type(dialCodeInput(), 'king');
    await user.click(screen.getByRole('option', { name: '+44 United Kingdom' }));
    expect(dialCodeInput()).toHaveValue('+44 United Kingdom');
    expect(onChange).toHaveBeenLastCalledWith({ dialCode: 44, phone: '' });
  });

  it("finds countries sharing a dial code by either name, and shows 'Nothing found'", async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(dialCodeInput());
    await user.type(dialCodeInput(), 'Canada');
    expect(screen.getByRole('option', { name: '+1 United States, Canada' })).toBeInTheDocument();
    await user.clear(dialCodeInput());
    await user.type(dialCodeInput(), 'Atlantis');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByText(screenTexts.nothingFound)).toBeInTheDocument();
  });

  it('keeps the dial code when the number changes', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    await user.click(dialCodeInput());
    await user.click(screen.getByRole('option', { name: '+45 Denmark' }));
    await user.type(phoneInput(), '20 30');
    expect(onChange).toHaveBeenLastCalledWith({ dialCode: 45, phone: '2030' });
  });
});
