import { slidePreviewMessages, type TSlidePreview } from '@deckhand/contract';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { recordStaffAction } from '../../staff-audit/index.ts';
import { scheduleSlidePreviewJob } from './queue-slide-previews.ts';
import type { PreviewEventPublisher } from './slide-preview-events.ts';
import { findPreviewWithFile, toSlidePreview, updatePreview } from './slide-previews.queries.ts';

/**
 * Staff render a failed or unavailable preview again (a fixed file, or LibreOffice installed
 * since): a new attempt with its own job, recorded in the audit log. A preview of another order,
 * or one that is not failed, is refused.
 */
export async function retrySlidePreview(
  db: Db,
  options: {
    orderId: number;
    previewId: number;
    staff: { userId: number };
    publish: PreviewEventPublisher;
    now?: Date;
  },
): Promise<TSlidePreview> {
  const now = options.now ?? new Date();
  const result = await db.transaction(async (tx) => {
    const found = await findPreviewWithFile(tx, options.previewId, options.orderId);
    if (!found) throw new AppError('NOT_FOUND', slidePreviewMessages.notFound);
    const { preview } = found;
    if (preview.status !== 'failed' && preview.status !== 'unavailable') {
      throw new AppError('CONFLICT', slidePreviewMessages.notRetryable);
    }
    const attempt = preview.attempt + 1;
    // Guarded by the attempt read above: two retries at once, only one moves it on.
    const queued = await updatePreview(tx, {
      previewId: preview.id,
      attempt: preview.attempt,
      set: { attempt, status: 'queued', slidesDone: 0, slideCount: null, failureReason: null },
      now,
    });
    if (!queued) throw new AppError('CONFLICT', slidePreviewMessages.notRetryable);
    await scheduleSlidePreviewJob(tx, { previewId: preview.id, attempt, now });
    await recordStaffAction(tx, {
      staffUserId: options.staff.userId,
      action: 'order.previewRetry',
      teamId: found.teamId,
      orderId: options.orderId,
      details: { previewId: preview.id, attempt },
    });
    return { queued, found };
  });
  options.publish(result.found.published ? result.found.teamId : null, result.queued);
  return toSlidePreview(
    result.queued,
    { fileId: result.found.file.publicId, fileName: result.found.file.originalName },
    [],
  );
}
