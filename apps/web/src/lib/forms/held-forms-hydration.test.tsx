import { TextInput } from '@mantine/core';
import { waitFor } from '@testing-library/react';
import { Controller } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderServerHtml } from '@/test/render';
import { ChipInput } from '@/ui/chip-input/chip-input';
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

const ZChip = z.object({ value: z.string(), isValid: z.boolean() });
const ZInvite = z.object({ emails: z.array(ZChip).min(1, 'Enter an email.') });

/** A form whose field holds chips: its value is not the text typed into it. */
function InviteForm({ action }: { action: (values: z.output<typeof ZInvite>) => Promise<void> }) {
  const { control, formRef, submitWith } = useContractForm({
    schema: ZInvite,
    fieldNames: ['emails'],
    defaultValues: { emails: [] },
  });
  return (
    <form method="post" ref={formRef} noValidate aria-label="Invite" onSubmit={submitWith(action)}>
      <Controller
        control={control}
        name="emails"
        render={({ field }) => <ChipInput {...field} label="Email addresses" />}
      />
      <button type="submit">Send invitations</button>
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

  it('turns what was typed into a chip field, Enter included, into its chips', async () => {
    delete root.dataset.app;
    holdFormsUntilLive(document);
    const action = vi.fn(async () => {});
    const page = renderServerHtml(<InviteForm action={action} />);
    const field = page.container.querySelector<HTMLInputElement>('[name="emails"]');
    if (!field) throw new Error('no chip field');
    fill(page.container, { emails: 'ben@example.com' });
    // Enter ends the address, as it will once the app runs: it does not send the bare form.
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    field.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    fill(page.container, { emails: `${field.value}ana@example.com, zoe@exa` });
    const form = page.container.querySelector('form');
    form?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

    const view = page.hydrate();
    await waitFor(() =>
      expect(action).toHaveBeenCalledWith({
        emails: [
          { value: 'ben@example.com', isValid: true },
          { value: 'ana@example.com', isValid: true },
        ],
      }),
    );
    // The unfinished address stays in the field, as typed.
    expect(view.getByRole('textbox', { name: 'Email addresses' })).toHaveValue('zoe@exa');
  });
});
