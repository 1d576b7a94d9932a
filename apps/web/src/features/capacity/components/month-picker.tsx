import { capacityMessages as m } from '@deckhand/contract';
import { Group, NativeSelect } from '@mantine/core';
import type { TReportMonth } from '../api/get-capacity';

const monthNames = Array.from({ length: 12 }, (_, index) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, index, 1)),
  ),
);

/** 'YYYY-MM' (month two digits, §4), the form the page's address carries. */
export const toMonthParam = ({ year, month }: TReportMonth) =>
  `${year}-${String(month).padStart(2, '0')}`;

/** Reads 'YYYY-MM' from the address; the current year and month otherwise (§4's defaults). */
export function readMonthParam(value: string | undefined, now = new Date()): TReportMonth {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? '');
  const year = Number(match?.[1]);
  const month = Number(match?.[2]);
  if (match && year >= 2000 && year <= 2100 && month >= 1 && month <= 12) return { year, month };
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

/** The year and month picker of §4: five years back to one ahead, the months by name. */
export function MonthPicker({
  value,
  onChange,
}: {
  value: TReportMonth;
  onChange: (next: TReportMonth) => void;
}) {
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 7 }, (_, index) => thisYear - 5 + index);
  if (!years.includes(value.year)) years.push(value.year);
  return (
    <Group gap="sm" wrap="wrap">
      <NativeSelect
        label={m.year}
        value={String(value.year)}
        data={years.sort().map((year) => String(year))}
        onChange={(event) => onChange({ ...value, year: Number(event.currentTarget.value) })}
        w={120}
      />
      <NativeSelect
        label={m.month}
        value={String(value.month).padStart(2, '0')}
        data={monthNames.map((name, index) => ({
          value: String(index + 1).padStart(2, '0'),
          label: name,
        }))}
        onChange={(event) => onChange({ ...value, month: Number(event.currentTarget.value) })}
        w={160}
      />
    </Group>
  );
}
