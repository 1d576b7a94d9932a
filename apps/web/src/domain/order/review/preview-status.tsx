import '@mantine/core/styles/Progress.layer.css';
import { slidePreviewMessages as m, type TSlidePreview } from '@deckhand/contract';
import { Alert, Button, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import layout from './review-layout.module.css';
import classes from './slide-review.module.css';

/** The thumbnails the waiting strip shows at most: a row's worth on a desktop card. */
const maxWaitingThumbs = 8;

type TPreviewProgressProps = {
  preview: TSlidePreview;
  /** Whether the studio will offer Add comment under the slide (a button's row, not a line). */
  canPin: boolean;
};

/**
 * A preview being made: how far it got, in words and as a bar, in the place and the shape of the
 * viewer that replaces it (the large slide at the deck's proportions, 16:9 until a slide is
 * known, the row under it, the controls' row, the strip), so nothing below moves when the
 * slides arrive.
 */
export function PreviewProgress({ preview, canPin }: TPreviewProgressProps) {
  const { status, slidesDone, slideCount } = preview;
  const label = status === 'queued' ? m.queued : m.rendering(slidesDone, slideCount);
  const percent = slideCount ? Math.min(100, Math.round((slidesDone / slideCount) * 100)) : 0;
  const first = preview.slides[0];
  const ratio = first ? `${first.width} / ${first.height}` : '16 / 9';
  const positions = Array.from(
    { length: Math.min(slideCount ?? maxWaitingThumbs, maxWaitingThumbs) },
    (_, index) => index + 1,
  );
  return (
    <div className={layout.studio}>
      <Stack
        gap="sm"
        className={classes.viewer}
        style={{ '--slide-ratio': ratio } as CSSProperties}
      >
        <div className={classes.stage}>
          <Stack gap="xs" justify="center" className={`${classes.canvas} ${classes.waiting}`}>
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
        </div>
        <div className={canPin ? classes.waitingControls : classes.waitingLine} />
        <div className={classes.waitingControls} />
        <div className={classes.strip} aria-hidden>
          {positions.map((position) => (
            // A thumbnail's box, image and number, with nothing in it yet.
            <span key={position} className={`${classes.thumb} ${classes.waitingThumb}`}>
              <span className={classes.thumbImage} />
              <span>&nbsp;</span>
            </span>
          ))}
        </div>
      </Stack>
    </div>
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
