import { Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { SectionCard } from '../section-card/section-card';
import { LoadFailedAlert } from '../status-message/load-failed-alert';

type TProps = {
  /** The list's query: loading and failure come from it; `refetch` is the retry. */
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** How many items there are once loaded (0 shows the empty state). */
  count: number;
  loadFailedTitle: string;
  skeletonHeight: number;
  /** What a team without items reads: a title, an icon and a sentence, then the add button. */
  empty: { title: string; icon: ReactNode; text: string };
  title: string;
  description: string;
  addButton: ReactNode;
  /** The list itself, shown when there are items. */
  children: ReactNode;
};

/**
 * A collection a team manages on a page of its own (custom fields, style templates): a skeleton
 * while it loads, a retry when it fails, an inviting empty state with the add button, or the
 * list in a card with the add button beside its title.
 */
export function CollectionSection(props: TProps) {
  const { query, count, empty, addButton } = props;
  if (query.isPending) return <Skeleton height={props.skeletonHeight} radius="lg" />;
  if (query.isError) {
    return <LoadFailedAlert title={props.loadFailedTitle} onRetry={() => void query.refetch()} />;
  }
  if (count === 0) {
    return (
      <SectionCard title={empty.title}>
        <Stack align="flex-start" gap="sm">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            {empty.icon}
          </ThemeIcon>
          <Text c="dimmed" maw={520}>
            {empty.text}
          </Text>
          {addButton}
        </Stack>
      </SectionCard>
    );
  }
  return (
    <SectionCard title={props.title} description={props.description} actions={addButton}>
      {props.children}
    </SectionCard>
  );
}
