import { TextInput } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSchema } from '@/lib/http/load-schemas';
import { renderWithProviders } from '@/test/render';
import { useContractForm } from './use-contract-form';

// The real schemas, watched: when the form's checks are downloaded.
vi.mock('@/lib/http/load-schemas', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/http/load-schemas')>();
  return { ...original, loadSchema: vi.fn(original.loadSchema) };
});

const fieldNames = ['email', 'password'] as const;

function LoginForm() {
  const { register, formRef, submitWith } = useContractForm({
    schema: 'ZLoginRequest',
    fieldNames,
    defaultValues: { email: '', password: '', remember: false },
  });
  return (
    <form ref={formRef} noValidate aria-label="Log in" onSubmit={submitWith(async () => {})}>
      <TextInput label="Email" {...register('email')} />
      <button type="submit">Continue</button>
    </form>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(loadSchema).mockClear();
});

describe("a form's checks download when someone turns to the form (issue 33)", () => {
  it('downloads nothing while the form is only shown, even once the browser is idle', () => {
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => callback());
    renderWithProviders(<LoginForm />);
    expect(loadSchema).not.toHaveBeenCalled();
  });

  it('downloads its schema when a pointer comes over the form', () => {
    renderWithProviders(<LoginForm />);
    fireEvent.pointerOver(screen.getByRole('form', { name: 'Log in' }));
    expect(loadSchema).toHaveBeenCalledWith('ZLoginRequest');
  });

  it('downloads its schema when a field takes the focus (the keyboard)', () => {
    renderWithProviders(<LoginForm />);
    screen.getByLabelText('Email').focus();
    expect(loadSchema).toHaveBeenCalledWith('ZLoginRequest');
  });
});
