import { authScreenTexts, type TOAuthStartResponse } from '@deckhand/contract';
import { Anchor, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { toFieldErrorProp } from '@/lib/forms/field-error-prop';
import { PasswordController } from '@/lib/forms/password-controller';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { isApiError } from '@/lib/http/api-error';
import { useCompleteSignIn } from '@/lib/init/use-complete-sign-in';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';
import { FormAlert } from '@/ui/form-error/form-alert';
import { useLogIn } from '../api/log-in';

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
  const completeSignIn = useCompleteSignIn();
  const login = useLogIn();
  const { control, register, formState, formRef, formMessages, submitWith } = useContractForm({
    schema: 'ZLoginRequest',
    fieldNames,
    // Sent without JavaScript, the form posts to /login and the server answers (pageForms).
    postedAs: 'login',
    defaultValues: { email: '', password: '', remember: false },
  });

  /** A redirect answer: the external sign-in with its channel, else a 412 leaves the app. */
  const followRedirect = (error: unknown): boolean => {
    if (!isApiError(error) || !error.redirectUrl) return false;
    const { redirectUrl, channel } = error;
    if (channel) {
      onExternalSignIn({ channel, redirectUrl });
      return true;
    }
    if (error.status !== 412) return false;
    window.location.assign(redirectUrl);
    return true;
  };

  const onSubmit = submitWith(
    async (values) => {
      const { user } = await login.mutateAsync(values);
      await completeSignIn(user);
    },
    { onError: followRedirect, onPendingChange },
  );

  const { errors, isSubmitting } = formState;
  return (
    <form
      method="post"
      data-page-form="login"
      ref={formRef}
      noValidate
      aria-label={authScreenTexts.loginHeading}
      onSubmit={onSubmit}
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
        <PasswordController
          control={control}
          name="password"
          label={authScreenTexts.password}
          autoComplete="current-password"
          withAsterisk
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
