import {
  formatDate,
  holidayRules,
  holidayMessages as m,
  type TStaffHolidayRequest,
} from '@deckhand/contract';
import { Badge, Button, Checkbox, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconCalendarOff, IconTrash } from '@tabler/icons-react';
import { toFieldErrorProp } from '@/lib/forms/field-error-prop';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useDialogs } from '@/lib/modals/use-dialogs';
import { FormAlert } from '@/ui/form-error/form-alert';
import { PageHeader } from '@/ui/page-header/page-header';
import { SectionCard } from '@/ui/section-card/section-card';
import { StackedTable } from '@/ui/stacked-table/stacked-table';
import { QueryContent } from '@/ui/status-message/query-content';
import { StatusMessage } from '@/ui/status-message/status-message';
import { useAddHoliday, useRemoveHoliday, useStaffHolidays } from '../api/staff-holidays-api';

function AddHolidayForm() {
  const add = useAddHoliday();
  const { register, formRef, formMessages, submitWith, formState, reset } = useContractForm<
    'ZStaffHolidayRequest',
    Required<TStaffHolidayRequest>
  >({
    schema: 'ZStaffHolidayRequest',
    fieldNames: ['date', 'title', 'message', 'noAvailability'],
    defaultValues: { date: '', title: '', message: '', noAvailability: true },
  });
  const onSubmit = submitWith(
    async (values) => {
      await add.mutateAsync(values);
      reset();
    },
    { isOtherErrorShownByApp: true },
  );
  return (
    <form method="post" ref={formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Group align="flex-start" gap="md" wrap="wrap">
          <TextInput
            type="date"
            label="Date"
            withAsterisk
            {...register('date')}
            error={toFieldErrorProp(formState.errors.date)}
            w={{ base: '100%', sm: 200 }}
          />
          <TextInput
            label="Title"
            description="The reason customers read in the date picker."
            withAsterisk
            maxLength={holidayRules.titleMax}
            {...register('title')}
            error={toFieldErrorProp(formState.errors.title)}
            style={{ flex: 1, minWidth: 220 }}
          />
        </Group>
        <TextInput
          label="Message"
          maxLength={holidayRules.messageMax}
          {...register('message')}
          error={toFieldErrorProp(formState.errors.message)}
        />
        <Checkbox
          label="No designers that day: delivery dates skip it"
          {...register('noAvailability')}
        />
        <FormAlert messages={formMessages} />
        <Group justify="flex-end">
          <Button type="submit" loading={formState.isSubmitting}>
            Add holiday
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /staff/holidays: the provider's closures ahead, added and removed by staff. */
export function StaffHolidaysPage() {
  const holidays = useStaffHolidays();
  const remove = useRemoveHoliday();
  const { openConfirmDialog } = useDialogs();
  return (
    <Stack gap={0}>
      <PageHeader title={m.heading} description={m.intro} />
      <Stack gap="lg">
        <SectionCard title="Add a holiday">
          <AddHolidayForm />
        </SectionCard>
        <SectionCard title="Ahead">
          <QueryContent
            query={holidays}
            loadFailedTitle="We could not load the holidays. Please try again."
            isEmpty={(data) => data.holidays.length === 0}
            empty=<StatusMessage icon={IconCalendarOff} message={m.empty} messageRole="status" />
          >
            {(data) => (
              <StackedTable verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Holiday</Table.Th>
                    <Table.Th>Deliveries</Table.Th>
                    <Table.Th>
                      <Text span size="sm" fw={700}>
                        Remove
                      </Text>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.holidays.map((holiday) => (
                    <Table.Tr key={holiday.id}>
                      <Table.Td data-primary>{formatDate(holiday.date, 'long')}</Table.Td>
                      <Table.Td data-label="Holiday">
                        <Stack gap={0}>
                          <Text size="sm">{holiday.title}</Text>
                          {holiday.message ? (
                            <Text size="xs" c="dimmed">
                              {holiday.message}
                            </Text>
                          ) : null}
                        </Stack>
                      </Table.Td>
                      <Table.Td data-label="Deliveries">
                        {holiday.noAvailability ? (
                          <Badge color="red.9" size="sm">
                            Blocked
                          </Badge>
                        ) : (
                          <Badge color="gray.7" size="sm">
                            Open
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td data-label="Remove">
                        <Button
                          variant="subtle"
                          color="red"
                          c="red.9"
                          size="xs"
                          leftSection={<IconTrash size={14} aria-hidden />}
                          aria-label={`Remove ${holiday.title} on ${holiday.date}`}
                          onClick={() =>
                            openConfirmDialog({
                              title: 'Remove this holiday?',
                              message: `${holiday.title} (${holiday.date}) will no longer block delivery dates.`,
                              confirmLabel: 'Remove',
                              danger: true,
                              onConfirm: () => remove.mutate(holiday.id),
                            })
                          }
                        >
                          Remove
                        </Button>
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
