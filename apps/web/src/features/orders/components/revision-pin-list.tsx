import { reviewPinMessages as m } from '@deckhand/contract';
import { List, Stack, Text } from '@mantine/core';
import { formatPinPlace, type TListedPin } from '@/domain/order/review/pins/pin-requests';

/** The first line of a pin's comment: enough to recognise it in a list. */
const readFirstLine = (body: string) => body.trim().split('\n', 1)[0]?.trim() ?? '';

/**
 * What a revision request sends besides the notes: the open comments on the slides, one line
 * each ("#3 · Slide 2 — Bigger logo").
 */
export function RevisionPinList({ pins }: { pins: readonly TListedPin[] }) {
  return (
    <Stack gap={6}>
      <Text size="sm">{m.requestIncludes(pins.length)}</Text>
      <List size="sm" spacing={4}>
        {pins.map(({ pin, position }) => (
          <List.Item key={pin.id}>
            <Text span size="sm" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
              {`${formatPinPlace(pin.number, position)} — ${readFirstLine(pin.body)}`}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
