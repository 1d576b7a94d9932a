import { emailPattern, type TChip } from '@deckhand/contract';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ChipInput } from './chip-input';

const isEmail = (value: string) => emailPattern.test(value);

function Harness(props: { limit?: number; validate?: (value: string) => boolean }) {
  const [chips, setChips] = useState<TChip[]>([]);
  return <ChipInput label="Invite by email" value={chips} onChange={setChips} {...props} />;
}

function InviteForm({ onSubmit }: { onSubmit: (values: { emails: TChip[] }) => void }) {
  const { control, handleSubmit } = useForm<{ emails: TChip[] }>({ defaultValues: { emails: [] } });
  return (
    <form onSubmit={handleSubmit((values) => onSubmit(values))}>
      <Controller
        control={control}
        name="emails"
        render={({ field: controlled }) => (
          <ChipInput label="Invite by email" validate={isEmail} {...controlled} />
        )}
      />
      <button type="submit">Send</button>
    </form>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Invite by email' });
const removeButtons = () => screen.queryAllByRole('button', { name: /^Remove / });
const chipNames = () => removeButtons().map((button) => button.getAttribute('aria-label'));

describe('ChipInput', () => {
  it.each([
    ['Enter', '{Enter}'],
    ['space', ' '],
    ['comma', ','],
    ['semicolon', ';'],
  ])('adds a chip on %s and clears the field', async (_name, key) => {
    const { user } = renderWithProviders(<Harness />);
    await user.type(field(), `ann@example.com${key}`);
    expect(chipNames()).toEqual(['Remove ann@example.com']);
    expect(field()).toHaveValue('');
  });

  it('adds a chip on blur', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.type(field(), 'bob@example.com');
    await user.tab();
    expect(chipNames()).toEqual(['Remove bob@example.com']);
  });

  it('skips empty and duplicate chips (emails without case)', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.type(field(), '   ,;{Enter}ann@example.com,ANN@example.com,ann@example.com{Enter}');
    expect(chipNames()).toEqual(['Remove ann@example.com']);
  });

  it('parses pasted text with the contract rules and drops duplicates', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.type(field(), 'zoe@example.com{Enter}');
    await user.click(field());
    await user.paste('Ann <ann@example.com>; bob@example.com\nZOE@example.com, ann@example.com');
    expect(chipNames()).toEqual([
      'Remove zoe@example.com',
      'Remove ann@example.com',
      'Remove bob@example.com',
    ]);
  });

  it('splits pasted lines without emails on line breaks, commas and semicolons', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(field());
    await user.paste('design\nslides; review,design');
    expect(chipNames()).toEqual(['Remove design', 'Remove slides', 'Remove review']);
  });

  it('marks chips the validator rejects with an error look and a description', async () => {
    const { user } = renderWithProviders(<Harness validate={isEmail} />);
    await user.type(field(), 'ann@example.com not-an-email ');
    const invalid = screen.getByRole('button', { name: 'Remove not-an-email' });
    expect(invalid).toHaveAccessibleDescription('Invalid value');
    expect(invalid.parentElement).toHaveAttribute('data-invalid', 'true');
    expect(invalid.parentElement).toHaveStyle({ color: 'var(--mantine-color-error)' });
    const valid = screen.getByRole('button', { name: 'Remove ann@example.com' });
    expect(valid).not.toHaveAccessibleDescription();
    expect(valid.parentElement).not.toHaveAttribute('data-invalid');
  });

  it('counts chips against the limit and flags those beyond it', async () => {
    const { user } = renderWithProviders(<Harness limit={2} />);
    expect(screen.getByText('0 / 2')).toBeInTheDocument();
    await user.type(field(), 'a@x.io b@x.io ');
    const counter = screen.getByText('2 / 2');
    expect(counter).not.toHaveStyle({ color: 'var(--mantine-color-error)' });
    await user.type(field(), 'c@x.io ');
    expect(screen.getByText('3 / 2')).toHaveStyle({ color: 'var(--mantine-color-error)' });
    const third = screen.getByRole('button', { name: 'Remove c@x.io' });
    expect(third).toHaveAccessibleDescription('Over the limit of 2');
    expect(screen.getByRole('button', { name: 'Remove b@x.io' })).not.toHaveAccessibleDescription();
  });

  it('removes a chip with its button, and the last one with Backspace', async () => {
    const { user } = renderWithProviders(<Harness limit={2} />);
    await user.type(field(), 'a@x.io b@x.io c@x.io ');
    await user.click(screen.getByRole('button', { name: 'Remove a@x.io' }));
    expect(chipNames()).toEqual(['Remove b@x.io', 'Remove c@x.io']);
    expect(screen.getByText('2 / 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove c@x.io' })).not.toHaveAccessibleDescription();
    expect(field()).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(chipNames()).toEqual(['Remove b@x.io']);
  });

  it('reaches a chip’s remove button by keyboard and removes the chip with Enter', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.type(field(), 'ann@example.com bob@example.com ');
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Remove bob@example.com' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Remove ann@example.com' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(chipNames()).toEqual(['Remove bob@example.com']);
    expect(field()).toHaveFocus();
  });

  it("works inside react-hook-form's Controller", async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<InviteForm onSubmit={onSubmit} />);
    await user.type(field(), 'ann@example.com oops');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({
      emails: [
        { value: 'ann@example.com', isValid: true },
        { value: 'oops', isValid: false },
      ],
    });
  });
});
