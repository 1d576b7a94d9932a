import {
  approvalMessages,
  reviewGuestMessages as m,
  reviewGuestRules,
  type TApprovalDecision,
  type TGuestCodeResponse,
} from '@deckhand/contract';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconMail, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { showErrorToast } from '@/lib/errors/show-error-toast';
import { toFieldErrorProp } from '@/lib/forms/field-error-prop';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { isApiError } from '@/lib/http/api-error';
import { FormAlert } from '@/ui/form-error/form-alert';
import { GrowTextarea } from '@/ui/grow-textarea/grow-textarea';
import { isGuestSignedOut } from '../api/get-guest-review';
import { useRequestGuestCode, useSendGuestDecision } from '../api/guest-review-actions';
import { useGuestSession } from '../hooks/use-guest-session';

const fieldNames = ['decision', 'notes', 'code'] as const;

/**
 * An approver guest's decision on the version under review: approve it or ask for changes (what
 * should change), then a code mailed to them, typed here to confirm. A wrong or expired code is
 * the code field's error; a decision the order cannot take now (a paid round, nothing to decide)
 * is said above the buttons.
 */
export function GuestDecisionForm() {
  const session = useGuestSession();
  const requestCode = useRequestGuestCode();
  const decide = useSendGuestDecision();
  const [choice, setChoice] = useState<TApprovalDecision | null>(null);
  const [sent, setSent] = useState<TGuestCodeResponse | null>(null);
  const {
    register,
    setValue,
    reset,
    formRef,
    formMessages,
    setFormMessages,
    submitWith,
    formState,
  } = useContractForm({
    schema: 'ZGuestDecisionRequest',
    fieldNames,
    defaultValues: { decision: 'approve', notes: '', code: '' },
  });

  const onGuestError = (error: unknown) => {
    if (isGuestSignedOut(error)) {
      session.end();
      return true;
    }
    if (isApiError(error) && error.status === 409) {
      setFormMessages([error.message]);
      return true;
    }
    return false;
  };
  const choose = (decision: TApprovalDecision) => {
    setValue('decision', decision);
    setChoice(decision);
  };
  const cancel = () => {
    reset();
    setFormMessages([]);
    setChoice(null);
    setSent(null);
  };
  const onSendCode = () => {
    setFormMessages([]);
    requestCode.mutate(undefined, {
      onSuccess: setSent,
      onError: (error) => {
        if (!onGuestError(error)) showErrorToast(error);
      },
    });
  };
  const onConfirm = submitWith(
    async ({ decision, notes, code }) => {
      const body = decision === 'revise' && notes ? { decision, notes, code } : { decision, code };
      session.keep(await decide.mutateAsync(body));
    },
    { onError: onGuestError },
  );

  if (choice === null) {
    return (
      <Group gap="sm">
        <Button leftSection={<IconCheck size={18} aria-hidden />} onClick={() => choose('approve')}>
          {m.approve}
        </Button>
        <Button
          variant="default"
          leftSection={<IconPencil size={18} aria-hidden />}
          onClick={() => choose('revise')}
        >
          {m.requestChanges}
        </Button>
      </Group>
    );
  }
  return (
    <form method="post" ref={formRef} onSubmit={onConfirm} noValidate>
      <Stack gap="md">
        <Text fw={600}>{choice === 'approve' ? m.approve : m.requestChanges}</Text>
        {choice === 'revise' ? (
          <GrowTextarea
            label={m.notesLabel}
            minRows={3}
            {...register('notes')}
            error={toFieldErrorProp(formState.errors.notes)}
          />
        ) : null}
        {sent ? (
          <>
            <Text size="sm" role="status">
              {m.codeSent(sent.sentTo)}
            </Text>
            <TextInput
              label={m.codeLabel}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={reviewGuestRules.codeLength}
              w={{ base: '100%', xs: 220 }}
              {...register('code')}
              error={toFieldErrorProp(formState.errors.code)}
            />
          </>
        ) : null}
        <FormAlert messages={formMessages} />
        <Group gap="sm">
          {sent ? (
            <Button type="submit" loading={formState.isSubmitting}>
              {m.confirmDecision}
            </Button>
          ) : null}
          <Button
            variant={sent ? 'subtle' : 'filled'}
            leftSection={<IconMail size={18} aria-hidden />}
            loading={requestCode.isPending}
            onClick={onSendCode}
          >
            {m.sendCode}
          </Button>
          <Button variant="default" onClick={cancel}>
            {approvalMessages.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
