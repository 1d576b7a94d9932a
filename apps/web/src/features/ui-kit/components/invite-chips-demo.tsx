// First: zod must not compile parsers here (lib/http/zod-setup.ts).
import '@/lib/http/zod-setup';
import { emailPattern, type TChip, teamMessages, validationMessages } from '@deckhand/contract';
import { Button, Stack } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { showToast } from '@/lib/toast/show-toast';
import { ChipInput } from '@/ui/chip-input/chip-input';
import { FormErrors } from '@/ui/form-error/form-errors';

const inviteLimit = 5;

const isEmail = (value: string) => emailPattern.test(value);

/** The errors of the invite list, all of them, so that several show as a list. */
function findInviteErrors(chips: readonly TChip[]): string[] {
  if (chips.length === 0) return [teamMessages.emailsRequired];
  const errors: string[] = [];
  if (chips.some((chip) => !isEmail(chip.value))) errors.push(validationMessages.email);
  if (chips.length > inviteLimit) errors.push(`You can invite up to ${inviteLimit} people at once`);
  return errors;
}

/** The demo's schema: chips checked as a whole, every problem reported. */
const ZInviteDemo = z.object({
  emails: z
    .array(z.object({ value: z.string(), isValid: z.boolean() }))
    .superRefine((chips, ctx) => {
      for (const message of findInviteErrors(chips)) ctx.addIssue({ code: 'custom', message });
    }),
});

/** A team invite: email chips with a validator and a limit of 5, in a house form. */
export function InviteChipsDemo() {
  const { control, reset, formRef, submitWith } = useContractForm({
    schema: ZInviteDemo,
    fieldNames: ['emails'],
    defaultValues: {
      emails: [
        { value: 'maria@harbour.dk', isValid: true },
        { value: 'tom@northwind.co.uk', isValid: true },
      ],
    },
  });

  const onSubmit = submitWith(async ({ emails }) => {
    showToast({ kind: 'success', message: `${teamMessages.invitesSent} (${emails.length})` });
    reset({ emails: [] });
  });

  return (
    <form method="post" ref={formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Controller
          control={control}
          name="emails"
          render={({ field, fieldState }) => (
            <ChipInput
              {...field}
              label="Invite teammates"
              description="Type or paste emails; Enter, space, comma or semicolon adds one."
              placeholder="name@company.com"
              validate={isEmail}
              limit={inviteLimit}
              invalidChipText={validationMessages.email}
              error={
                fieldState.error ? <FormErrors errors={findInviteErrors(field.value)} /> : undefined
              }
            />
          )}
        />
        <Button type="submit" w="fit-content">
          Send invitations
        </Button>
      </Stack>
    </form>
  );
}
