import { formatDateTime, reviewLogMessages as m } from '@deckhand/contract';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconShieldCheck } from '@tabler/icons-react';
import { AppLink } from '@/lib/links/app-link';
import { InlineLoader } from '@/ui/inline-loader';
import { reviewLogExportUrl, useReviewLog } from './get-review-log';
import classes from './review-history.module.css';

/**
 * The review's audit trail on the order page (docs/review.md): whether its chain is intact, each
 * step oldest first (what, who, when in the order's zone), and the CSV and PDF to keep.
 */
export function ReviewHistory({ orderId, timezone }: { orderId: number; timezone: string }) {
  const query = useReviewLog(orderId);
  if (query.isPending) return <InlineLoader label={m.heading} />;
  if (query.isError) {
    return (
      <Alert color="red" variant="light" title={m.loadFailed}>
        <Button size="xs" variant="default" onClick={() => void query.refetch()}>
          {m.retry}
        </Button>
      </Alert>
    );
  }
  const { events, verification } = query.data;
  if (events.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {m.empty}
      </Text>
    );
  return (
    <Stack gap="sm">
      {verification.firstBroken ? (
        <Alert color="red" variant="light">
          {m.broken(verification.firstBroken.seq)}
        </Alert>
      ) : (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconShieldCheck size={18} color="var(--mantine-color-green-8)" aria-hidden />
          <Text size="sm">{m.intact(verification.checked)}</Text>
        </Group>
      )}
      {/* It scrolls when long: focusable, so the keyboard scrolls it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus */}
      <ol className={classes.list} tabIndex={0} aria-label={m.heading}>
        {events.map((event) => (
          <li key={event.seq} className={classes.item}>
            <Text size="sm" fw={600}>
              {event.summary}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(event.at, timezone)} · {event.actor.name}
            </Text>
          </li>
        ))}
      </ol>
      <Group gap="md">
        {(['csv', 'pdf'] as const).map((format) => (
          <Anchor
            key={format}
            component={AppLink}
            to={reviewLogExportUrl(orderId, format)}
            download
            size="sm"
          >
            <Group gap={4} wrap="nowrap" component="span">
              <IconDownload size={16} aria-hidden />
              {format === 'csv' ? m.downloadCsv : m.downloadPdf}
            </Group>
          </Anchor>
        ))}
      </Group>
    </Stack>
  );
}
