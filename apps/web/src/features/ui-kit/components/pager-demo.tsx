import { SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { Pager } from '@/ui/pager/pager';
import { KitDemo, KitState } from './kit-demo';

type TPagerStateProps = {
  label: string;
  /** The page to start on; rows are 5 a page. */
  page: number;
  total: number;
  limitOptions?: readonly number[];
};

/** One pager with its own page and size, as a list page keeps them (here in local state). */
function PagerState({ label, page: initialPage, total, limitOptions }: TPagerStateProps) {
  const [page, setPage] = useState(initialPage);
  const [limit, setLimit] = useState(limitOptions?.[0] ?? 5);
  return (
    <KitState label={label}>
      <Pager
        page={page}
        limit={limit}
        total={total}
        limitOptions={limitOptions}
        onPageChange={setPage}
        onLimitChange={(next) => {
          setLimit(next);
          setPage(1);
        }}
        label={`Pages, ${label.toLowerCase()}`}
      />
    </KitState>
  );
}

/** The pager of §2.4 on the first, a middle and the last of 48 pages, on one page, and empty. */
export function PagerDemo() {
  return (
    <KitDemo
      title="Pager"
      description="Fewer page buttons on narrower screens (below 768 px, from 768, from 1200); one size of page disables the selector."
    >
      <PagerState label="First page" page={1} total={240} />
      <PagerState label="Middle page" page={24} total={240} />
      <PagerState label="Last page" page={48} total={240} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <PagerState label="One page, one size" page={1} total={4} limitOptions={[25]} />
        <PagerState label="No rows" page={1} total={0} />
      </SimpleGrid>
    </KitDemo>
  );
}
