import {
  alertTypes,
  formatDate,
  staffAlertMessages as m,
  staffAlertKeys,
  staffAlertRules,
  type TStaffAlertForm,
} from '@deckhand/contract';
import { Badge, Button, Group, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconBellOff, IconPlayerStop } from '@tabler/icons-react';
import { toFieldErrorProp } from '@/lib/forms/field-error-prop';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useDialogs } from '@/lib/modals/use-dialogs';
import { FormAlert } from '@/ui/form-error/form-alert';
import { GrowTextarea } from '@/ui/grow-textarea/grow-textarea';
import { PageHeader } from '@/ui/page-header/page-header';
import { SectionCard } from '@/ui/section-card/section-card';
import { StackedTable } from '@/ui/stacked-table/stacked-table';
import { QueryContent } from '@/ui/status-message/query-content';
import { StatusMessage } from '@/ui/status-message/status-message';
import { useEndAlert, usePostAlert, useStaffAlerts } from '../api/staff-alerts-api';

/** A datetime-local value (the staff member's zone) as the API's UTC time; empty stays out. */
function toInstant(local: string): string | undefined {
  if (!local) return undefined;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? local : at.toISOString();
}

const typeLabels = {
  info: 'Information',
  success: 'Good news',
  warning: 'Warning',
  error: 'Problem',
};
const stateColours = { scheduled: 'blue.9', showing: 'teal.9', ended: 'gray.7' } as const;

function PostAlertForm() {
  const post = usePostAlert();
  const { register, formRef, formMessages, submitWith, formState, reset } = useContractForm<
    'ZStaffAlertForm',
    TStaffAlertForm
  >({
    schema: 'ZStaffAlertForm',
    fieldNames: ['key', 'type', 'message', 'startsAt', 'endsAt'],
    defaultValues: { key: 'maintenance', type: 'warning', message: '', startsAt: '', endsAt: '' },
  });
  const onSubmit = submitWith(
    async (values) => {
      const startsAt = toInstant(values.startsAt);
      const endsAt = toInstant(values.endsAt);
      await post.mutateAsync({
        key: values.key,
        type: values.type,
        message: values.message,
        ...(startsAt ? { startsAt } : {}),
        ...(endsAt ? { endsAt } : {}),
      });
      reset();
    },
    { isOtherErrorShownByApp: true },
  );
  return (
    <form method="post" ref={formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Group align="flex-start" gap="md" wrap="wrap">
          <NativeSelect
            label="Kind"
            data={staffAlertKeys.map((key) => ({ value: key, label: m.keys[key] }))}
            {...register('key')}
            w={{ base: '100%', sm: 200 }}
          />
          <NativeSelect
            label="Banner"
            data={alertTypes.map((type) => ({ value: type, label: typeLabels[type] }))}
            {...register('type')}
            w={{ base: '100%', sm: 200 }}
          />
        </Group>
        <GrowTextarea
          label="Message"
          description="Customers read it as it is, in a banner above every page."
          withAsterisk
          minRows={2}
          maxLength={staffAlertRules.messageMax}
          {...register('message')}
          error={toFieldErrorProp(formState.errors.message)}
        />
        <Group align="flex-start" gap="md" wrap="wrap">
          <TextInput
            type="datetime-local"
            label="Shows from"
            description="Empty: from now."
            {...register('startsAt')}
            error={toFieldErrorProp(formState.errors.startsAt)}
            w={{ base: '100%', sm: 240 }}
          />
          <TextInput
            type="datetime-local"
            label="Until"
            description="Empty: until you end it."
            {...register('endsAt')}
            error={toFieldErrorProp(formState.errors.endsAt)}
            w={{ base: '100%', sm: 240 }}
          />
        </Group>
        <FormAlert messages={formMessages} />
        <Group justify="flex-end">
          <Button type="submit" loading={formState.isSubmitting}>
            Post alert
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /staff/alerts: the maintenance and holiday banners customers see, posted and ended by staff. */
export function StaffAlertsPage() {
  const alerts = useStaffAlerts();
  const end = useEndAlert();
  const { openConfirmDialog } = useDialogs();
  return (
    <Stack gap={0}>
      <PageHeader title={m.heading} description={m.intro} />
      <Stack gap="lg">
        <SectionCard title={m.formHeading}>
          <PostAlertForm />
        </SectionCard>
        <SectionCard title={m.listHeading}>
          <QueryContent
            query={alerts}
            loadFailedTitle="We could not load the alerts. Please try again."
            isEmpty={(data) => data.alerts.length === 0}
            empty=<StatusMessage icon={IconBellOff} message={m.empty} messageRole="status" />
          >
            {(data) => (
              <StackedTable verticalSpacing="sm" aria-label={m.listHeading}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Message</Table.Th>
                    <Table.Th>Kind</Table.Th>
                    <Table.Th>Window</Table.Th>
                    <Table.Th>State</Table.Th>
                    <Table.Th>
                      <Text span size="sm" fw={700}>
                        End
                      </Text>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.alerts.map((alert) => (
                    <Table.Tr key={alert.id}>
                      <Table.Td data-primary>{alert.message}</Table.Td>
                      <Table.Td data-label="Kind">
                        {alert.key in m.keys ? m.keys[alert.key as keyof typeof m.keys] : alert.key}
                        {` · ${typeLabels[alert.type]}`}
                      </Table.Td>
                      <Table.Td data-label="Window">
                        {formatDate(alert.startsAt, 'dateTime')} –{' '}
                        {alert.endsAt ? formatDate(alert.endsAt, 'dateTime') : 'until ended'}
                      </Table.Td>
                      <Table.Td data-label="State">
                        <Badge color={stateColours[alert.state]} size="sm">
                          {m.states[alert.state]}
                        </Badge>
                      </Table.Td>
                      <Table.Td data-label="End">
                        {alert.state === 'ended' ? null : (
                          <Button
                            variant="subtle"
                            color="red"
                            c="red.9"
                            size="xs"
                            leftSection={<IconPlayerStop size={14} aria-hidden />}
                            aria-label={`${m.endNow}: ${alert.message}`}
                            onClick={() =>
                              openConfirmDialog({
                                title: 'End this alert?',
                                message: 'Customers stop seeing it within a few seconds.',
                                confirmLabel: m.endNow,
                                danger: true,
                                onConfirm: () => end.mutate(alert.id),
                              })
                            }
                          >
                            {m.endNow}
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </StackedTable>
            )}
          </QueryContent>
        </SectionCard>
      </Stack>
    </Stack>
  );
}
