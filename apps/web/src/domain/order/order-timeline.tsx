import '@mantine/core/styles/Timeline.layer.css';
import { formatDateTime, orderStatusNames, type TOrderTimelineEntry } from '@deckhand/contract';
import { Text, Timeline } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';

/** Every status change of the order, oldest first: what, who and when (in the order's zone). */
export function OrderTimeline({
  entries,
  timezone,
}: {
  entries: readonly TOrderTimelineEntry[];
  timezone: string;
}) {
  return (
    <Timeline active={entries.length - 1} bulletSize={22} lineWidth={2}>
      {entries.map((entry) => (
        <Timeline.Item
          key={`${entry.at}-${entry.to}`}
          bullet={<IconCircleCheck size={14} aria-hidden />}
          title={orderStatusNames[entry.to]}
        >
          <Text size="sm" c="dimmed">
            {formatDateTime(entry.at, timezone)} · {entry.by}
          </Text>
          {entry.note ? <Text size="sm">{entry.note}</Text> : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
