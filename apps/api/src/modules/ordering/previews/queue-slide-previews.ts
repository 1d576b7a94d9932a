import type { Db } from '../../../db/database.ts';
import { scheduleJob } from '../../../platform/jobs/schedule-job.ts';
import { insertSlidePreviews } from './slide-previews.queries.ts';

export const slidePreviewJobKind = 'slidePreview';

/** The render job of one attempt at a preview (a retry is a new attempt, so a new job). */
export function scheduleSlidePreviewJob(
  tx: Db,
  options: { previewId: number; attempt: number; now: Date },
): Promise<boolean> {
  const { previewId, attempt, now } = options;
  return scheduleJob(tx, {
    kind: slidePreviewJobKind,
    key: `slide-preview:${previewId}:${attempt}`,
    runAt: now,
    payload: { previewId, attempt },
  });
}

/**
 * In the delivery's transaction: a preview for each delivered PDF or presentation, and its render
 * job (run by whichever instance claims it first, retried when an instance dies mid-render).
 */
export async function queueSlidePreviews(
  tx: Db,
  options: {
    orderId: number;
    deliveryId: number;
    files: { id: number; originalName: string }[];
    now: Date;
  },
): Promise<void> {
  const ids = await insertSlidePreviews(tx, options);
  for (const previewId of ids) {
    await scheduleSlidePreviewJob(tx, { previewId, attempt: 1, now: options.now });
  }
}
