import { authScreenTexts, type TJoinLookupResponse, teamMessages } from '@deckhand/contract';
import { Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { toFieldErrorProp } from '@/lib/forms/field-error-prop';
import { PasswordController } from '@/lib/forms/password-controller';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { isApiError } from '@/lib/http/api-error';
import { useCompleteSignIn } from '@/lib/init/use-complete-sign-in';
import { paths } from '@/lib/paths';
import { FormAlert } from '@/ui/form-error/form-alert';
import { useAcceptInvite } from '../api/accept-invite';

const fieldNames = ['fullName', 'email', 'password', 'receiveOffers'] as const;

type TJoinFormProps = { token: string; invite: TJoinLookupResponse };

/**
 * The sign-up form of an invitation: Full name, Email (fixed when the invite names one),
 * Password, the offers checkbox, Continue. Joining signs in and opens the team page.
 */
export function JoinForm({ token, invite }: TJoinFormProps) {
  const completeSignIn = useCompleteSignIn();
  const accept = useAcceptInvite();
  const { control, register, formState, formRef, formMessages, setFormMessages, submitWith } =
    useContractForm({
      schema: 'ZRegisterRequest',
      fieldNames,
      defaultValues: {
        fullName: '',
        email: invite.email ?? '',
        password: '',
        receiveOffers: false,
      },
    });
  const [fullName, email] = useWatch({ control, name: ['fullName', 'email'] });

  /** A 404: the invitation is gone; its message shows above the button. */
  const showInviteGone = (error: unknown): boolean => {
    if (!isApiError(error) || error.status !== 404) return false;
    setFormMessages([error.envelope.message ?? teamMessages.inviteInvalid]);
    return true;
  };

  const onSubmit = submitWith(
    async (values) => {
      const { user } = await accept.mutateAsync({ ...values, token });
      await completeSignIn(user, { target: paths.profile.team.getHref() });
    },
    { onError: showInviteGone },
  );

  const { errors, isSubmitting } = formState;
  return (
    <form method="post" ref={formRef} noValidate aria-label="Join the team" onSubmit={onSubmit}>
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
        <PasswordController
          control={control}
          name="password"
          label={authScreenTexts.password}
          autoComplete="new-password"
          withAsterisk
          withRules
          names={{ fullName, email, companyNames: [invite.teamName] }}
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
