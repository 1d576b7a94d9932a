import {
  paymentHistoryMessages,
  paymentSortOptions,
  sortDirections,
  type TPaymentSortOption,
  type TSortDirection,
} from '@deckhand/contract';
import { NativeSelect } from '@mantine/core';

type TSort = { option: TPaymentSortOption; direction: TSortDirection };
type TChoice = keyof typeof paymentHistoryMessages.sortChoices;

const choices = paymentSortOptions.flatMap((option) =>
  [...sortDirections].reverse().map((direction) => {
    const value = `${option}:${direction}` as TChoice;
    return { value, label: paymentHistoryMessages.sortChoices[value] };
  }),
);

/** The sort filter of the payment history: date or amount, either way. */
export function PaymentsSort({ sort, onChange }: { sort: TSort; onChange: (sort: TSort) => void }) {
  return (
    <NativeSelect
      label={paymentHistoryMessages.sortLabel}
      size="xs"
      value={`${sort.option}:${sort.direction}`}
      data={choices}
      styles={{
        root: { display: 'flex', alignItems: 'center', gap: 8 },
        label: { whiteSpace: 'nowrap' },
      }}
      onChange={(event) => {
        const [option, direction] = event.currentTarget.value.split(':') as [
          TPaymentSortOption,
          TSortDirection,
        ];
        onChange({ option, direction });
      }}
    />
  );
}
