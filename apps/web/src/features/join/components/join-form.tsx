import {
  authScreenTexts,
  type TJoinLookupResponse,
  teamMessages,
  ZRegisterRequest,
} from '@deckhand/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { paths } from '@/app/paths';
import { useCompleteSignIn } from '@/features/app-init/hooks/use-complete-sign-in';
import { toFieldErrorProp } from '@/lib/forms/field-error-prop';
import { handleFormError } from '@/lib/forms/handle-form-error';
import { scrollToFirstError } from '@/lib/forms/scroll-to-first-error';
import { isApiError } from '@/lib/http/api-error';
import { FormAlert } from '@/ui/form-error/form-alert';
import { PasswordField } from '@/ui/password-input/password-field';
import { useAcceptInvite } from '../api/accept-invite';

type TJoinInput = z.input<typeof ZRegisterRequest>;
type TJoinValues = z.output<typeof ZRegisterRequest>;

const fieldNames = ['fullName', 'email', 'password', 'receiveOffers'] as const;

type TJoinFormProps = { token: string; invite: TJoinLookupResponse };

/**
 * The sign-up form of an invitation: Full name, Email (fixed when the invite names one),
 * Password, the offers checkbox, Continue. Joining signs in and opens the team page.
 */
export function JoinForm({ token, invite }: TJoinFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [formMessages, setFormMessages] = useState<string[]>([]);
  const completeSignIn = useCompleteSignIn();
  const accept = useAcceptInvite();
  const { control, register, handleSubmit, setError, formState } = useForm<
    TJoinInput,
    unknown,
    TJoinValues
  >({
    resolver: zodResolver(ZRegisterRequest),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: { fullName: '', email: invite.email ?? '', password: '', receiveOffers: false },
  });
  const fullName = useWatch({ control, name: 'fullName' });

  const onSubmit = async (values: TJoinValues) => {
    setFormMessages([]);
    try {
      const { user } = await accept.mutateAsync({ ...values, token });
      await completeSignIn(user, { target: paths.profile.team.getHref() });
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        setFormMessages([error.envelope.message ?? teamMessages.inviteInvalid]);
        return;
      }
      handleFormError(error, {
        fieldNames,
        setError,
        form: formRef.current,
        onUnplacedMessages: setFormMessages,
      });
    }
  };

  const { errors, isSubmitting } = formState;
  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Join the team"
      onSubmit={handleSubmit(onSubmit, () => scrollToFirstError(formRef.current))}
    >
      <Stack gap="md">
        <TextInput
          label={authScreenTexts.fullName}
          autoComplete="name"
          withAsterisk
          {...register('fullName')}
          error={toFieldErrorProp(errors.fullName)}
        />
        <TextInput
          label={authScreenTexts.email}
          type="email"
          autoComplete="email"
          withAsterisk
          readOnly={Boolean(invite.email)}
          description={invite.email ? 'The invitation was sent to this address.' : undefined}
          {...register('email')}
          error={toFieldErrorProp(errors.email)}
        />
        <Controller
          control={control}
          name="password"
          render={({ field }) => (
            <PasswordField
              label={authScreenTexts.password}
              autoComplete="new-password"
              withAsterisk
              withRules
              forbiddenWords={fullName ? [fullName, invite.teamName] : [invite.teamName]}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={toFieldErrorProp(errors.password)}
            />
          )}
        />
        <Checkbox label={authScreenTexts.receiveOffers} {...register('receiveOffers')} />
        <FormAlert messages={formMessages} />
        <Button type="submit" size="md" fullWidth loading={isSubmitting}>
          {authScreenTexts.continue}
        </Button>
      </Stack>
    </form>
  );
}
