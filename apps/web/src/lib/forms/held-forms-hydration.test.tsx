import { TextInput } from '@mantine/core';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderServerHtml } from '@/test/render';
import { holdFormsUntilLive } from './held-forms';
import { PasswordController } from './password-controller';
import { useContractForm } from './use-contract-form';

const ZSignIn = z.object({
  email: z.string().min(1, 'Enter your email.'),
  password: z.string().min(1, 'Enter your password.'),
  remember: z.boolean(),
});

function SignInForm({ action }: { action: (values: z.output<typeof ZSignIn>) => Promise<void> }) {
  const { control, register, formRef, submitWith } = useContractForm({
    schema: ZSignIn,
    fieldNames: ['email', 'password', 'remember'],
    defaultValues: { email: '', password: '', remember: false },
  });
  return (
    <form method="post" ref={formRef} noValidate aria-label="Sign in" onSubmit={submitWith(action)}>
      <TextInput label="Email" {...register('email')} />
      <PasswordController control={control} name="password" label="Password" />
      <input type="checkbox" aria-label="Remember me" {...register('remember')} />
      <button type="submit">Continue</button>
    </form>
  );
}

const root = document.documentElement;
const wasLive = root.dataset.app;
afterEach(() => {
  if (wasLive === undefined) delete root.dataset.app;
  else root.dataset.app = wasLive;
  document.body.innerHTML = '';
});

/** Types into the server's HTML as a person (or a password manager) does, before the app runs. */
function fill(container: HTMLElement, values: Record<string, string | boolean>) {
  for (const [name, value] of Object.entries(values)) {
    const input = container.querySelector<HTMLInputElement>(`[name="${name}"]`);
    if (!input) throw new Error(`no field ${name}`);
    if (typeof value === 'boolean') input.checked = value;
    else input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

describe('a form filled and sent before the app ran (issue 33)', () => {
  it('is sent through the app once it hydrates, with everything that was typed', async () => {
    delete root.dataset.app;
    holdFormsUntilLive(document);
    const action = vi.fn(async () => {});
    const page = renderServerHtml(<SignInForm action={action} />);
    fill(page.container, { email: 'maya@example.com', password: 'Secret#123', remember: true });
    const form = page.container.querySelector('form');
    const sent = new Event('submit', { bubbles: true, cancelable: true });
    form?.dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(true);

    page.hydrate();
    await waitFor(() =>
      expect(action).toHaveBeenCalledWith({
        email: 'maya@example.com',
        password: 'Secret#123',
        remember: true,
      }),
    );
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('keeps what was typed without sending it, for a send after the app runs', async () => {
    delete root.dataset.app;
    holdFormsUntilLive(document);
    const action = vi.fn(async () => {});
    const page = renderServerHtml(<SignInForm action={action} />);
    fill(page.container, { email: 'maya@example.com', password: 'Secret#123' });
    const view = page.hydrate();
    expect(action).not.toHaveBeenCalled();
    view.getByRole('button', { name: 'Continue' }).click();
    await waitFor(() =>
      expect(action).toHaveBeenCalledWith({
        email: 'maya@example.com',
        password: 'Secret#123',
        remember: false,
      }),
    );
  });
});
