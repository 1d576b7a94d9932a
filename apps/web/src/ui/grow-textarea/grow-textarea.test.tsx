import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { GrowTextarea } from './grow-textarea';

describe('GrowTextarea', () => {
  it('is sized by the browser between its rows, with no script measuring it', () => {
    renderWithProviders(<GrowTextarea label="Comment" minRows={2} maxRows={8} />);
    const field = screen.getByRole('textbox', { name: 'Comment' });
    expect(field.tagName).toBe('TEXTAREA');
    expect(field).toHaveAttribute('rows', '2');
    expect(field.style.getPropertyValue('field-sizing')).toBe('content');
    expect(field.style.minHeight).toContain('2lh');
    expect(field.style.maxHeight).toContain('8lh');
    // Mantine's autosize renders a hidden copy of the field to measure it: none here.
    expect(document.querySelectorAll('textarea')).toHaveLength(1);
  });

  it('grows without a bound when it has no maxRows', () => {
    renderWithProviders(<GrowTextarea label="Brief" minRows={5} />);
    const field = screen.getByRole('textbox', { name: 'Brief' });
    expect(field.style.minHeight).toContain('5lh');
    expect(field.style.maxHeight).toBe('');
  });

  it("takes a form's field as a textarea does (its ref, name and changes)", async () => {
    const submitted = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ body: string }>();
      return (
        <form onSubmit={handleSubmit(submitted)}>
          <GrowTextarea label="Body" {...register('body')} />
          <button type="submit">Send</button>
        </form>
      );
    }
    const { user } = renderWithProviders(<Form />);
    await user.type(screen.getByRole('textbox', { name: 'Body' }), 'Line one{enter}Line two');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(submitted.mock.calls[0]?.[0]).toEqual({ body: 'Line one\nLine two' });
  });
});
