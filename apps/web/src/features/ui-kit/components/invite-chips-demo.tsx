import { emailPattern, type TChip, teamMessages, validationMessages } from '@deckhand/contract';
import { Button, Stack } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { showToast } from '@/lib/toast/show-toast';
import { ChipInput } from '@/ui/chip-input/chip-input';
import { FormErrors } from '@/ui/form-error/form-errors';

const inviteLimit = 5;

const isEmail = (value: string) => emailPattern.test(value);

type TInviteForm = { emails: TChip[] };

/** The errors of the invite list, all of them, so that several show as a list. */
function findInviteErrors(chips: TChip[]): string[] {
  if (chips.length === 0) return [teamMessages.emailsRequired];
  const errors: string[] = [];
  if (chips.some((chip) => !isEmail(chip.value))) errors.push(validationMessages.email);
  if (chips.length > inviteLimit) errors.push(`You can invite up to ${inviteLimit} people at once`);
  return errors;
}

/** A team invite: email chips with a validator and a limit of 5, inside react-hook-form. */
export function InviteChipsDemo() {
  const { control, handleSubmit, reset } = useForm<TInviteForm>({
    defaultValues: {
      emails: [
        { value: 'maria@harbour.dk', isValid: true },
        { value: 'tom@northwind.co.uk', isValid: true },
      ],
    },
  });

  const onSubmit = ({ emails }: TInviteForm) => {
    showToast({ kind: 'success', message: `${teamMessages.invitesSent} (${emails.length})` });
    reset({ emails: [] });
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="sm">
        <Controller
          control={control}
          name="emails"
          rules={{ validate: (chips) => findInviteErrors(chips)[0] ?? true }}
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
