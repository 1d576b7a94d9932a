import '@mantine/core/styles/NumberInput.layer.css';
import {
  customerTypes,
  staffTeamRules,
  suspendedReasonDescriptions,
  suspendedReasonKeys,
  type TStaffTeam,
} from '@deckhand/contract';
import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  TextInput,
} from '@mantine/core';
import { Controller } from 'react-hook-form';
import { toFieldErrorProp } from '@/lib/forms/field-error-prop';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { FormAlert } from '@/ui/form-error/form-alert';
import { useSaveTeamSettings } from '../api/staff-teams-api';

const typeChoices = customerTypes.map((type) => ({ value: type, label: type || '(none)' }));
const reasonChoices = [
  { value: '', label: 'Not suspended' },
  ...suspendedReasonKeys.map((key) => ({
    value: key,
    label: `${key}: ${suspendedReasonDescriptions[key]}`,
  })),
];

/** A team's settings as staff keep them: type, capacity plan, features, suspension. */
export function TeamSettingsForm({ team }: { team: TStaffTeam }) {
  const save = useSaveTeamSettings(team.id);
  const { control, register, formRef, formMessages, submitWith, formState, watch } =
    useContractForm({
      schema: 'ZStaffTeamSettings',
      fieldNames: [
        'customerType',
        'dailyCapacity',
        'supportsCustomFields',
        'supportsConfidentialOrder',
        'suspension',
      ],
      defaultValues: {
        customerType: team.customerType,
        dailyCapacity: team.dailyCapacity,
        supportsCustomFields: team.supportsCustomFields,
        supportsConfidentialOrder: team.supportsConfidentialOrder,
        suspension: team.suspension,
      },
    });
  const suspension = watch('suspension');
  const onSubmit = submitWith(
    async (values) => {
      await save.mutateAsync(values);
    },
    { isOtherErrorShownByApp: true },
  );
  return (
    <form method="post" ref={formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <NativeSelect
          label="Customer type"
          data={typeChoices}
          {...register('customerType')}
          maw={280}
        />
        <Controller
          control={control}
          name="dailyCapacity"
          render={({ field }) => (
            <NumberInput
              label="Daily capacity (slides)"
              description="The capacity plan of an enterprise team; empty for none."
              allowDecimal={false}
              min={1}
              max={staffTeamRules.dailyCapacityMax}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(value === '' ? null : Number(value))}
              onBlur={field.onBlur}
              error={toFieldErrorProp(formState.errors.dailyCapacity)}
              maw={280}
            />
          )}
        />
        <Checkbox label="Custom fields on orders" {...register('supportsCustomFields')} />
        <Checkbox label="Confidential orders" {...register('supportsConfidentialOrder')} />
        <Controller
          control={control}
          name="suspension"
          render={({ field }) => (
            <Stack gap="xs">
              <NativeSelect
                label="Suspension"
                data={reasonChoices}
                value={field.value?.reason ?? ''}
                onChange={(event) => {
                  const reason = suspendedReasonKeys.find(
                    (key) => key === event.currentTarget.value,
                  );
                  field.onChange(reason ? { reason, comment: field.value?.comment ?? '' } : null);
                }}
              />
              {suspension ? (
                <TextInput
                  label="Comment the team reads"
                  maxLength={staffTeamRules.suspensionCommentMax}
                  value={suspension.comment ?? ''}
                  onChange={(event) =>
                    field.onChange({
                      reason: suspension.reason,
                      comment: event.currentTarget.value,
                    })
                  }
                />
              ) : null}
            </Stack>
          )}
        />
        <FormAlert messages={formMessages} />
        <Group justify="flex-end">
          <Button type="submit" loading={formState.isSubmitting}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
