import { slidePreviewMessages as m, type TSlidePreview } from '@deckhand/contract';
import { Alert, Button, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import classes from './slide-review.module.css';

/** A preview being made: how far it got, in words and as a bar. */
export function PreviewProgress({ preview }: { preview: TSlidePreview }) {
  const { status, slidesDone, slideCount } = preview;
  const label = status === 'queued' ? m.queued : m.rendering(slidesDone, slideCount);
  const percent = slideCount ? Math.min(100, Math.round((slidesDone / slideCount) * 100)) : 0;
  return (
    <Stack gap="xs">
      <Text size="sm">{label}</Text>
      <Progress.Root size="lg" radius="xl">
        <Progress.Section
          value={percent}
          striped
          animated={status === 'rendering'}
          aria-label={label}
        />
      </Progress.Root>
    </Stack>
  );
}

type TPreviewProblemProps = {
  preview: TSlidePreview;
  /** Staff only: render the preview again. */
  onRetry?: (() => void) | undefined;
  isRetrying: boolean;
};

/** A preview that failed or cannot be made: why, and for staff a button to try again. */
export function PreviewProblem({ preview, onRetry, isRetrying }: TPreviewProblemProps) {
  const isFailed = preview.status === 'failed';
  const Icon = isFailed ? IconAlertTriangle : IconInfoCircle;
  return (
    <Alert
      color={isFailed ? 'red' : 'gray'}
      variant="light"
      title={preview.fileName}
      icon={<Icon size={20} aria-hidden />}
      styles={{ title: { overflowWrap: 'anywhere' } }}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{preview.reason ?? (isFailed ? m.unreadable : m.noPreview)}</Text>
        {onRetry ? (
          <Button
            variant="default"
            className={classes.touch}
            leftSection={<IconRefresh size={18} aria-hidden />}
            loading={isRetrying}
            onClick={onRetry}
          >
            {m.retry}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
