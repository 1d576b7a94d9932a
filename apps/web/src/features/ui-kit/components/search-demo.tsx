import { ordersListMessages, screenTexts, type TOrderListItem } from '@deckhand/contract';
import { List, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { SearchInput } from '@/ui/search-input/search-input';
import { KitDemo, KitState } from './kit-demo';
import { sampleOrderRows } from './sample-order-rows';

const findOrders = (search: string): TOrderListItem[] => {
  const needle = search.toLowerCase();
  return sampleOrderRows.filter((row) =>
    `${row.number} ${row.flowName}`.toLowerCase().includes(needle),
  );
};

/** A search box over the sample orders, starting from a search of its own. */
function OrderSearch({ initialSearch }: { initialSearch: string }) {
  const [search, setSearch] = useState(initialSearch);
  const found = findOrders(search);
  return (
    <Stack gap="sm">
      <SearchInput
        label={ordersListMessages.searchLabel}
        placeholder={ordersListMessages.searchPlaceholder}
        value={search}
        onSearch={setSearch}
      />
      {found.length === 0 ? (
        <Text size="sm" c="dimmed" role="status">
          {screenTexts.nothingFound}
        </Text>
      ) : (
        <List size="sm" spacing={4}>
          {found.map((row) => (
            <List.Item key={row.id}>
              {row.number} · {row.flowName}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** The list search of §2.4: it searches once typing pauses, or at once on Enter. */
export function SearchDemo() {
  return (
    <KitDemo
      title="Search input"
      description="What is typed shows at once; the list searches once typing pauses (400 ms) or on Enter."
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <KitState label="With results">
          <OrderSearch initialSearch="order now" />
        </KitState>
        <KitState label="No match">
          <OrderSearch initialSearch="DH-99999" />
        </KitState>
      </SimpleGrid>
    </KitDemo>
  );
}
