import {
  orderSearchMax,
  orderSortOptions,
  orderStatuses,
  orderStatusNames,
  ordersListMessages,
  sortDirections,
  type TOrderSortOption,
  type TSortDirection,
} from '@deckhand/contract';
import { Group, NativeSelect } from '@mantine/core';
import { SearchInput } from '@/ui/search-input/search-input';

type TSort = { option: TOrderSortOption; direction: TSortDirection };
type TChoice = keyof typeof ordersListMessages.sortChoices;

const sortChoices = orderSortOptions.flatMap((option) =>
  [...sortDirections].reverse().map((direction) => {
    const value = `${option}:${direction}` as TChoice;
    return { value, label: ordersListMessages.sortChoices[value] };
  }),
);
const statusChoices = [
  { value: '', label: ordersListMessages.allStatuses },
  ...orderStatuses.map((status) => ({ value: status, label: orderStatusNames[status] })),
];

type TProps = {
  sort: TSort;
  status: string;
  search: string;
  onSortChange: (sort: TSort) => void;
  onStatusChange: (status: string) => void;
  onSearchChange: (search: string) => void;
};

/**
 * The list's controls: a search (sent once typing pauses, or on Enter), a status and the sort.
 * Each change goes to the query string (§2.4), so a link or the back button brings it back.
 */
export function OrdersFilters(props: TProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchInput
        label={ordersListMessages.searchLabel}
        placeholder={ordersListMessages.searchPlaceholder}
        maxLength={orderSearchMax}
        value={props.search}
        onSearch={props.onSearchChange}
        style={{ flex: '1 1 14rem' }}
      />
      <NativeSelect
        label={ordersListMessages.statusLabel}
        value={props.status}
        data={statusChoices}
        onChange={(event) => props.onStatusChange(event.currentTarget.value)}
        style={{ flex: '0 1 12rem' }}
      />
      <NativeSelect
        label={ordersListMessages.sortLabel}
        value={`${props.sort.option}:${props.sort.direction}`}
        data={sortChoices}
        onChange={(event) => {
          const [option, direction] = event.currentTarget.value.split(':') as [
            TOrderSortOption,
            TSortDirection,
          ];
          props.onSortChange({ option, direction });
        }}
        style={{ flex: '0 1 12rem' }}
      />
    </Group>
  );
}
