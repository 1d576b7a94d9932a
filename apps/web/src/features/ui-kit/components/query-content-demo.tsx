import '@mantine/core/styles/Tabs.layer.css';
import { orderPageMessages, type TUploadedFile } from '@deckhand/contract';
import { Tabs } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DownloadList } from '@/ui/download-list/download-list';
import { QueryContent } from '@/ui/status-message/query-content';
import { StatusMessage } from '@/ui/status-message/status-message';
import { KitDemo } from './kit-demo';
import { sampleFiles } from './sample-orders';

type TState = 'loading' | 'error' | 'empty' | 'data';
type TQuery = Parameters<typeof QueryContent<TUploadedFile[]>>[0]['query'];

const stateNames: Record<TState, string> = {
  loading: 'Loading',
  error: 'Error',
  empty: 'Empty',
  data: 'Data',
};
const states = Object.keys(stateNames) as TState[];
const retryDelayMs = 1200;

/** A TanStack Query's result in the given state, as QueryContent reads it. */
function getQuery(state: TState, refetch: () => void): TQuery {
  if (state === 'loading') return { isPending: true, isError: false, data: undefined, refetch };
  if (state === 'error') return { isPending: false, isError: true, data: undefined, refetch };
  const data = state === 'empty' ? [] : sampleFiles;
  return { isPending: false, isError: false, data, refetch };
}

/**
 * QueryContent over a query put in each state by hand (no request is made). "Try again" in the
 * error state loads for a moment, then shows the data.
 */
export function QueryContentDemo() {
  const [state, setState] = useState<TState>('loading');
  const [isRetrying, setIsRetrying] = useState(false);
  useEffect(() => {
    if (!isRetrying) return;
    const timer = setTimeout(() => {
      setIsRetrying(false);
      setState('data');
    }, retryDelayMs);
    return () => clearTimeout(timer);
  }, [isRetrying]);

  const query = getQuery(state, () => {
    setState('loading');
    setIsRetrying(true);
  });
  const onStateChange = (value: string | null) => {
    if (value === null || !(value in stateNames)) return;
    setIsRetrying(false);
    setState(value as TState);
  };

  return (
    <KitDemo
      title="Query content"
      description="A card's content from a query: a skeleton while loading, the load failed alert with 'Try again', the empty state, or the data. Pick a state."
    >
      <Tabs value={state} onChange={onStateChange} keepMounted={false}>
        <Tabs.List aria-label="States of the query">
          {states.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {stateNames[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {states.map((value) => (
          <Tabs.Panel key={value} value={value} pt="md" aria-busy={value === 'loading'}>
            <QueryContent
              query={query}
              loadFailedTitle="We could not load the files. Please try again."
              skeletonHeight={96}
              isEmpty={(files) => files.length === 0}
              empty={
                <StatusMessage
                  icon={IconFileOff}
                  message={orderPageMessages.noFiles}
                  messageRole="status"
                />
              }
            >
              {(files) => <DownloadList files={files} />}
            </QueryContent>
          </Tabs.Panel>
        ))}
      </Tabs>
    </KitDemo>
  );
}
