import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import {
  approvalRuleKinds,
  approverKeyOf,
  approvalMessages as m,
  reviewApprovalRules,
  type TApprovalRuleKind,
  type TApproversRequest,
} from '@deckhand/contract';
import { Button, Group, MultiSelect, NumberInput, Radio, Skeleton, Stack } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTeamMembers } from '@/domain/team/get-team-members';
import { toFieldErrorProp } from '@/lib/forms/field-error-prop';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { FormAlert } from '@/ui/form-error/form-alert';
import { LoadFailedAlert } from '@/ui/status-message/load-failed-alert';
import { type TApproverChoice, toSentRequest } from './approval-state';
import { buildApproverChoices } from './approver-choices';

const fieldNames = ['approvers', 'rule', 'required'] as const;

type TProps = {
  /** Where the form starts: the order's approvers, or the team's defaults. */
  initial: TApproversRequest;
  /** People already named, so their names show even if the team list no longer has them. */
  named: readonly TApproverChoice[];
  /** The order's guests who may approve (invited by e-mail, access active); none for defaults. */
  guests?: readonly { guestId: number; name: string }[];
  /** Sends the request (a PUT); a 422 answer lands on the fields. */
  onSave: (request: TApproversRequest) => Promise<unknown>;
  /** The order page's inline form closes; the team's settings card has no cancel. */
  onCancel?: () => void;
};

/**
 * Who must approve each delivered version, and the rule: the one form of an order's approvers
 * and of the team's defaults. Teammates are chosen from the team's members, and on an order its
 * guests invited by e-mail too; an empty choice removes the named approvers (anyone on the team
 * decides).
 */
export function ApproversForm({ initial, named, guests = [], onSave, onCancel }: TProps) {
  const team = useTeamMembers();
  const { control, watch, formRef, formMessages, submitWith, formState } = useContractForm({
    schema: 'ZApproversRequest',
    fieldNames,
    defaultValues: initial,
  });
  const rule = watch('rule');
  const onSubmit = submitWith(
    async (values) => {
      await onSave(toSentRequest(values));
    },
    { isOtherErrorShownByApp: true },
  );

  if (team.isPending) return <Skeleton height={160} radius="md" />;
  if (team.isError) {
    return <LoadFailedAlert title={m.membersLoadFailed} onRetry={() => void team.refetch()} />;
  }
  const choices = buildApproverChoices({ named, members: team.data.members, guests });

  return (
    <form method="post" ref={formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Controller
          control={control}
          name="approvers"
          render={({ field, fieldState }) => (
            <MultiSelect
              ref={field.ref}
              name={field.name}
              label={m.approversLabel}
              placeholder={field.value.length === 0 ? m.approversPlaceholder : undefined}
              data={choices.data}
              value={field.value.map(approverKeyOf)}
              onChange={(values) =>
                field.onChange(values.flatMap((value) => choices.inputOf(value) ?? []))
              }
              onBlur={field.onBlur}
              searchable
              nothingFoundMessage={m.nothingFound}
              maxValues={reviewApprovalRules.approversMax}
              error={toFieldErrorProp(fieldState.error)}
            />
          )}
        />
        <Controller
          control={control}
          name="rule"
          render={({ field, fieldState }) => (
            <Radio.Group
              label={m.ruleLabel}
              name={field.name}
              value={field.value}
              onChange={(value) => field.onChange(value as TApprovalRuleKind)}
              error={toFieldErrorProp(fieldState.error)}
            >
              <Group gap="md" mt="xs">
                {approvalRuleKinds.map((kind) => (
                  <Radio key={kind} value={kind} label={m.ruleOptions[kind]} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        {rule === 'count' ? (
          <Controller
            control={control}
            name="required"
            render={({ field, fieldState }) => (
              <NumberInput
                ref={field.ref}
                name={field.name}
                label={m.requiredLabel}
                value={field.value ?? ''}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
                onBlur={field.onBlur}
                min={1}
                max={reviewApprovalRules.approversMax}
                allowDecimal={false}
                allowNegative={false}
                w={{ base: '100%', xs: 220 }}
                error={toFieldErrorProp(fieldState.error)}
              />
            )}
          />
        ) : null}
        <FormAlert messages={formMessages} />
        <Group justify="flex-end" gap="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {m.cancel}
            </Button>
          ) : null}
          <Button type="submit" loading={formState.isSubmitting}>
            {m.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
