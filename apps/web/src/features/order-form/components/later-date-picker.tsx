import '@mantine/dates/styles.layer.css';
import { placeholders, screenTexts, type TOrderFormComponent } from '@deckhand/contract';
import { Checkbox, Group, Select, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import { Tooltip } from '@/ui/tooltip/tooltip';
import { calendarLabels } from '../lib/calendar-labels';
import { fromDeliveryAt, hourSlots, toDeliveryAt } from '../lib/delivery-time';
import classes from './order-form.module.css';
import { useOrderFormContext } from './order-form-context';

type TProps = { component: Extract<TOrderFormComponent, { name: 'delivery' }> };

/**
 * 'Pick a later date' (§5.2 date picker): the week starts on Monday, days outside the range are
 * disabled, blocked days say why in a tooltip ('No data for this date' without a reason), and
 * the time (24 hourly slots, 12-hour style) is chosen once a day is. The value travels in UTC.
 */
export function LaterDatePicker({ component }: TProps) {
  const { draft, change, zone } = useOrderFormContext();
  const { minDate, maxDate, blockedDays } = component.options;
  const chosen = draft.values.deliveryAt ? fromDeliveryAt(draft.values.deliveryAt, zone) : null;
  const [isOpen, setIsOpen] = useState(chosen !== null);
  const [day, setDay] = useState<string | null>(chosen?.day ?? null);
  const reasons = new Map(blockedDays.map((blocked) => [blocked.date, blocked.reason]));
  const reasonOf = (date: string) => reasons.get(date) || screenTexts.noDataForDate;

  const setDeliveryAt = (deliveryAt: string | null) =>
    change('delivery', (values) => ({ ...values, deliveryAt }));

  return (
    <Stack gap="sm">
      <Checkbox
        label="Pick a later date"
        checked={isOpen}
        disabled={!draft.values.turnaround}
        onChange={(event) => {
          setIsOpen(event.currentTarget.checked);
          if (!event.currentTarget.checked) {
            setDay(null);
            if (draft.values.deliveryAt) setDeliveryAt(null);
          }
        }}
      />
      {isOpen ? (
        <Group align="flex-start" gap="sm" grow preventGrowOverflow={false} wrap="wrap">
          <DatePickerInput
            label="Delivery date"
            placeholder={placeholders.date}
            value={day}
            onChange={(next) => {
              if (next && reasons.has(next)) return;
              setDay(next);
              if (!next) setDeliveryAt(null);
              else if (chosen) setDeliveryAt(toDeliveryAt(next, chosen.hour, zone));
            }}
            minDate={minDate ?? undefined}
            maxDate={maxDate ?? undefined}
            defaultDate={day ?? minDate ?? undefined}
            firstDayOfWeek={1}
            ariaLabels={calendarLabels}
            // The placeholder is text here, not an input's placeholder: it needs AA contrast.
            classNames={{ placeholder: classes.pickerPlaceholder }}
            clearable
            getDayProps={(date) =>
              reasons.has(date) ? { 'aria-disabled': true, 'data-blocked': true } : {}
            }
            renderDay={(date) => {
              const label = Number(date.slice(8, 10));
              return reasons.has(date) ? (
                <Tooltip label={reasonOf(date)} withinPortal>
                  <span className={classes.blockedDay}>{label}</span>
                </Tooltip>
              ) : (
                label
              );
            }}
            miw={180}
          />
          <Select
            label="Time"
            placeholder={placeholders.time}
            data={hourSlots}
            value={chosen && chosen.day === day ? String(chosen.hour) : null}
            disabled={!day}
            onChange={(hour) =>
              setDeliveryAt(day && hour !== null ? toDeliveryAt(day, Number(hour), zone) : null)
            }
            miw={140}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
