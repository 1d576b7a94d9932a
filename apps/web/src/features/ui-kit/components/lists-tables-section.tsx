import { SimpleGrid, Text } from '@mantine/core';
import { DownloadList } from '@/ui/download-list/download-list';
import { KitDemo, KitState } from './kit-demo';
import { KitSection } from './kit-section';
import { OrdersTableDemo } from './orders-table-demo';
import { PagerDemo } from './pager-demo';
import { ReorderableDemo } from './reorderable-demo';
import { sampleFiles } from './sample-orders';
import { SearchDemo } from './search-demo';

/** Search, tables, the pager and the lists of src/ui. */
export function ListsTablesSection() {
  return (
    <KitSection
      title="Lists and tables"
      description="The parts of the list pages (§2.4) and the lists people sort or download from."
    >
      <SearchDemo />
      <OrdersTableDemo />
      <PagerDemo />
      <ReorderableDemo />
      <KitDemo title="Download list" description="Each file a download link with its size.">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <KitState label="With files">
            <DownloadList files={sampleFiles} />
          </KitState>
          <KitState label="Empty">
            <DownloadList files={[]} />
            <Text size="sm" c="dimmed">
              An empty list shows nothing: the card around it says why.
            </Text>
          </KitState>
        </SimpleGrid>
      </KitDemo>
    </KitSection>
  );
}
