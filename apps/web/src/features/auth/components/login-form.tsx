import { authScreenTexts, type TOAuthStartResponse, ZLoginRequest } from '@deckhand/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { paths } from '@/app/paths';
import { useCompleteSignIn } from '@/features/app-init/hooks/use-complete-sign-in';
import { toFieldErrorProp } from '@/lib/forms/field-error-prop';
import { handleFormError } from '@/lib/forms/handle-form-error';
import { scrollToFirstError } from '@/lib/forms/scroll-to-first-error';
import { isApiError } from '@/lib/http/api-error';
import { AppLink } from '@/lib/links/app-link';
import { FormAlert } from '@/ui/form-error/form-alert';
import { PasswordField } from '@/ui/password-input/password-field';
import { useLogIn } from '../api/log-in';

type TLoginInput = z.input<typeof ZLoginRequest>;
type TLoginValues = z.output<typeof ZLoginRequest>;

const fieldNames = ['email', 'password', 'remember'] as const;

type TLoginFormProps = {
  /** A login answer that asks for the external sign-in (redirectUrl and channel, §4). */
  onExternalSignIn: (start: TOAuthStartResponse) => void;
  onPendingChange?: (isPending: boolean) => void;
};

/**
 * Email, Password, Remember me, Forgot password, Continue (§2.5). Fields are checked on blur;
 * the server's field errors land on the fields; 412 with an address sends the browser there.
 */
export function LoginForm({ onExternalSignIn, onPendingChange }: TLoginFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [formMessages, setFormMessages] = useState<string[]>([]);
  const completeSignIn = useCompleteSignIn();
  const login = useLogIn();
  const { control, register, handleSubmit, setError, formState } = useForm<
    TLoginInput,
    unknown,
    TLoginValues
  >({
    resolver: zodResolver(ZLoginRequest),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: { email: '', password: '', remember: false },
  });

  const onFailure = (error: unknown) => {
    if (isApiError(error) && error.redirectUrl) {
      const { redirectUrl, channel } = error;
      if (channel) return onExternalSignIn({ channel, redirectUrl });
      if (error.status === 412) return window.location.assign(redirectUrl);
    }
    handleFormError(error, {
      fieldNames,
      setError,
      form: formRef.current,
      onUnplacedMessages: setFormMessages,
    });
  };

  const onSubmit = async (values: TLoginValues) => {
    setFormMessages([]);
    onPendingChange?.(true);
    try {
      const { user } = await login.mutateAsync(values);
      await completeSignIn(user);
    } catch (error) {
      onFailure(error);
    } finally {
      onPendingChange?.(false);
    }
  };

  const { errors, isSubmitting } = formState;
  return (
    <form
      ref={formRef}
      noValidate
      aria-label={authScreenTexts.loginHeading}
      onSubmit={handleSubmit(onSubmit, () => scrollToFirstError(formRef.current))}
    >
      <Stack gap="md">
        <TextInput
          label={authScreenTexts.email}
          type="email"
          autoComplete="email"
          withAsterisk
          {...register('email')}
          error={toFieldErrorProp(errors.email)}
        />
        <Controller
          control={control}
          name="password"
          render={({ field }) => (
            <PasswordField
              label={authScreenTexts.password}
              autoComplete="current-password"
              withAsterisk
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={toFieldErrorProp(errors.password)}
            />
          )}
        />
        <Group justify="space-between" gap="sm">
          <Checkbox label={authScreenTexts.rememberMe} {...register('remember')} />
          <Anchor component={AppLink} to={paths.resetPassword.root.getHref()} size="sm">
            {authScreenTexts.forgotPassword}
          </Anchor>
        </Group>
        <FormAlert messages={formMessages} />
        <Button type="submit" size="md" fullWidth loading={isSubmitting}>
          {authScreenTexts.continue}
        </Button>
      </Stack>
    </form>
  );
}
