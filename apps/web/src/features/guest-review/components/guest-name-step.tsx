import { reviewGuestMessages as m, type TGuestInvite } from '@deckhand/contract';
import { Button, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { toFieldErrorProp } from '@/lib/forms/field-error-prop';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { isApiError } from '@/lib/http/api-error';
import { FormCard } from '@/ui/form-card/form-card';
import { FormAlert } from '@/ui/form-error/form-alert';
import { getGuestInviteQueryOptions } from '../api/get-guest-invite';
import { useStartGuestSession } from '../api/guest-review-actions';
import { useGuestSession } from '../hooks/use-guest-session';

/**
 * The first step of a review link: who asks for the review of which order, and the guest's name
 * (the invite's, prefilled), then the review. A link that stopped working meanwhile says so.
 */
export function GuestNameStep({ token, invite }: { token: string; invite: TGuestInvite }) {
  const queryClient = useQueryClient();
  const start = useStartGuestSession(token);
  const session = useGuestSession();
  const { register, formRef, formMessages, submitWith, formState } = useContractForm({
    schema: 'ZGuestSessionRequest',
    fieldNames: ['name'],
    defaultValues: { name: invite.suggestedName ?? '' },
  });
  const onSubmit = submitWith(
    async (values) => {
      session.start(await start.mutateAsync(values));
    },
    {
      onError: (error) => {
        if (!isApiError(error) || error.status !== 404) return false;
        queryClient.setQueryData(getGuestInviteQueryOptions(token).queryKey, null);
        return true;
      },
    },
  );
  return (
    <FormCard
      // "Review of" may wrap before the order number, never inside it (DH-|10003).
      title={
        <>
          {m.welcomeTitle('').trim()}{' '}
          <span style={{ whiteSpace: 'nowrap' }}>{invite.orderNumber}</span>
        </>
      }
      subtitle={m.welcome(invite.invitedBy)}
    >
      <form method="post" ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={m.yourNameLabel}
            autoComplete="name"
            {...register('name')}
            error={toFieldErrorProp(formState.errors.name)}
          />
          <FormAlert messages={formMessages} />
          <Button type="submit" fullWidth loading={formState.isSubmitting}>
            {m.start}
          </Button>
        </Stack>
      </form>
    </FormCard>
  );
}
