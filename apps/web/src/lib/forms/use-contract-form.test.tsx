import type { TPageFormName, TPostedForm } from '@deckhand/contract';
import { TextInput } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/http/api-error';
import { collectHydrationErrors, renderServerHtml, renderWithProviders } from '@/test/render';
import { FormAlert } from '@/ui/form-error/form-alert';
import { toFieldErrorProp } from './field-error-prop';
import { PasswordController } from './password-controller';
import { postedFormKey } from './posted-form';
import { type TSubmitOptions, useContractForm } from './use-contract-form';

const ZSignIn = z.object({
  email: z.string().min(1, 'Enter your email.'),
  password: z.string().min(1, 'Enter your password.'),
});

const fieldNames = ['email', 'password'] as const;

type TSignInFormProps = TSubmitOptions & {
  action: (values: z.output<typeof ZSignIn>) => Promise<void>;
  postedAs?: TPageFormName;
};

function SignInForm({ action, postedAs, ...options }: TSignInFormProps) {
  const { control, register, formState, formRef, formMessages, submitWith } = useContractForm({
    schema: ZSignIn,
    fieldNames,
    defaultValues: { email: '', password: '' },
    ...(postedAs ? { postedAs } : {}),
  });
  return (
    <form ref={formRef} noValidate aria-label="Sign in" onSubmit={submitWith(action, options)}>
      <TextInput
        label="Email"
        {...register('email')}
        error={toFieldErrorProp(formState.errors.email)}
      />
      <PasswordController control={control} name="password" label="Password" />
      <FormAlert messages={formMessages} />
      <button type="submit">Continue</button>
    </form>
  );
}

const reject422 = (errors: Record<string, string[]>) =>
  Promise.reject(
    new ApiError({ status: 422, url: '/v1/sign-in', body: { status: 'error', errors } }),
  );

const emailInput = () => screen.getByLabelText('Email', { selector: 'input' });
const passwordInput = () => screen.getByLabelText('Password', { selector: 'input' });

async function fillAndSubmit(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(emailInput(), 'ann@example.com');
  await user.type(passwordInput(), 'Secret1!');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('useContractForm', () => {
  it('puts a 422 on its fields and exposes the messages no field takes', async () => {
    const action = vi.fn(() =>
      reject422({
        email: ['This email is already taken.'],
        password: ['Too weak.', 'Needs a digit.'],
        token: ['The link has expired.'],
      }),
    );
    const onPendingChange = vi.fn();
    const { user } = renderWithProviders(
      <SignInForm action={action} onPendingChange={onPendingChange} />,
    );
    await fillAndSubmit(user);
    await waitFor(() => expect(emailInput()).toHaveAttribute('aria-invalid', 'true'));
    expect(emailInput()).toHaveAccessibleDescription('This email is already taken.');
    expect(passwordInput()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordInput()).toHaveAccessibleDescription('Too weak. Needs a digit.');
    expect(screen.getByRole('alert')).toHaveTextContent('The link has expired.');
    expect(emailInput()).toHaveFocus();
    expect(action).toHaveBeenCalledWith({ email: 'ann@example.com', password: 'Secret1!' });
    expect(onPendingChange.mock.calls).toEqual([[true], [false]]);
  });

  it('checks with the schema first and sends nothing while a field is invalid', async () => {
    const action = vi.fn(() => Promise.resolve());
    const { user } = renderWithProviders(<SignInForm action={action} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter your email.')).toBeInTheDocument();
    expect(passwordInput()).toHaveAccessibleDescription('Enter your password.');
    expect(action).not.toHaveBeenCalled();
  });

  it("focuses the first invalid field once the check's errors show, though the check waited for its download", async () => {
    const { user } = renderWithProviders(<SignInForm action={vi.fn()} />);
    await user.type(passwordInput(), 'Secret1!');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(emailInput()).toHaveAttribute('aria-invalid', 'true'));
    expect(emailInput()).toHaveFocus();
  });

  it('lets onError take an error first and clears old messages on the next submit', async () => {
    const action = vi
      .fn<() => Promise<void>>()
      .mockImplementationOnce(() => reject422({ token: ['The link has expired.'] }))
      .mockImplementationOnce(() => reject422({ email: ['This email is already taken.'] }));
    const onError = vi
      .fn(() => false)
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    const { user } = renderWithProviders(<SignInForm action={action} onError={onError} />);
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('The link has expired.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(emailInput()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('leaves all but a 422 to the app when the mutation reports its own failures', async () => {
    const action = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new ApiError({ status: 500, url: '/v1/sign-in', body: null }))
      .mockImplementationOnce(() => reject422({ email: ['This email is already taken.'] }));
    const { user } = renderWithProviders(
      <SignInForm action={action} isOtherErrorShownByApp={true} />,
    );
    await fillAndSubmit(user);
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(emailInput()).toHaveAttribute('aria-invalid', 'true'));
    expect(emailInput()).toHaveAccessibleDescription('This email is already taken.');
    // The 500 went to the app's handler alone: the form added no toast or alert of its own.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("puts the fields' defaults in the server's HTML, so they show before the app runs", () => {
    const ZProfile = z.object({
      name: z.string(),
      seats: z.number(),
      news: z.boolean(),
      quiet: z.boolean(),
      address: z.object({ city: z.string() }),
    });
    function ProfileForm() {
      const { register, formRef } = useContractForm({
        schema: ZProfile,
        fieldNames: ['name'],
        defaultValues: {
          name: 'Ann',
          seats: 3,
          news: true,
          quiet: false,
          address: { city: 'Oslo' },
        },
      });
      return (
        <form ref={formRef} method="post">
          <TextInput label="Name" {...register('name')} />
          <input type="number" aria-label="Seats" {...register('seats')} />
          <input type="checkbox" aria-label="News" {...register('news')} />
          <input type="checkbox" aria-label="Quiet" {...register('quiet')} />
          <TextInput label="City" {...register('address.city')} />
        </form>
      );
    }
    const { container } = renderServerHtml(<ProfileForm />);
    const field = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`);
    expect(field('name')).toHaveAttribute('value', 'Ann');
    expect(field('seats')).toHaveAttribute('value', '3');
    expect(field('news')).toHaveAttribute('checked');
    expect(field('quiet')).not.toHaveAttribute('checked');
    expect(field('address.city')).toHaveAttribute('value', 'Oslo');
  });

  it('starts from a post the server refused without the app: kept values and messages, in the HTML too', async () => {
    const posted: TPostedForm = {
      form: 'login',
      values: { email: 'ann@example.com', remember: false },
      fieldErrors: { password: ['Wrong email or password.'] },
      messages: ['Try again in a minute.'],
    };
    const action = vi.fn(() => Promise.resolve());
    const form = <SignInForm action={action} postedAs="login" />;
    const view = renderServerHtml(form, { queries: [[postedFormKey, posted]] });
    const { container } = view;
    expect(container.querySelector('[name="email"]')).toHaveAttribute('value', 'ann@example.com');
    expect(container.querySelector('[name="password"]')).toHaveAttribute('aria-invalid', 'true');
    expect(container).toHaveTextContent('Wrong email or password.');
    expect(container).toHaveTextContent('Try again in a minute.');

    const problems = collectHydrationErrors();
    view.hydrate();
    problems.stop();
    expect(problems.messages).toEqual([]);
    // The app has the form now: the message stays until the person sends it again.
    const user = userEvent.setup();
    await user.type(passwordInput(), 'Secret1!');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(action).toHaveBeenCalledWith({ email: 'ann@example.com', password: 'Secret1!' }),
    );
    expect(screen.queryByText('Try again in a minute.')).not.toBeInTheDocument();
  });

  it('ignores a refused post of another form', () => {
    const posted: TPostedForm = {
      form: 'signup',
      values: { email: 'ann@example.com' },
      fieldErrors: { email: ['Taken.'] },
      messages: [],
    };
    const action = vi.fn(() => Promise.resolve());
    const { container } = renderServerHtml(<SignInForm action={action} postedAs="login" />, {
      queries: [[postedFormKey, posted]],
    });
    expect(container.querySelector('[name="email"]')).toHaveAttribute('value', '');
    expect(container).not.toHaveTextContent('Taken.');
  });
});
