import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { slideImageSizes, slidePreviewMessages, slidePreviewRules } from '@deckhand/contract';
import { z } from 'zod';
import {
  type DocumentFailure,
  DocumentRenderError,
  type DocumentTools,
} from '../../../platform/documents/document-tools.ts';
import { renderDeck } from '../../../platform/documents/render-deck.ts';
import type { JobHandler } from '../../../platform/jobs/job-runner.ts';
import type { UploadStore } from '../../../platform/storage/upload-store.ts';
import { carryPinsAfterRender } from '../pins/carry/carry-pins.ts';
import { checkDeliveredFile, saveBrandCheck } from './brand-check-step.ts';
import type { PreviewEventPublisher } from './slide-preview-events.ts';
import {
  completePreview,
  findPreviewWithFile,
  type PreviewState,
  slideImageKey,
  updatePreview,
} from './slide-previews.queries.ts';

const ZPayload = z.object({ previewId: z.number().int(), attempt: z.number().int() });

/** A slide's text kept for search and for carrying comments across versions. */
const slideTextMax = 10_000;

const failureMessages: Record<DocumentFailure, string> = {
  converterMissing: slidePreviewMessages.converterMissing,
  rendererMissing: slidePreviewMessages.rendererMissing,
  unreadable: slidePreviewMessages.unreadable,
  encrypted: slidePreviewMessages.encrypted,
  empty: slidePreviewMessages.empty,
  tooManyPages: slidePreviewMessages.tooManyPages(slidePreviewRules.maxPages),
  timedOut: slidePreviewMessages.timedOut,
};

/** A missing program is the server's lack, not the file's fault: "unavailable", not "failed". */
const isUnavailable = (failure: DocumentFailure) =>
  failure === 'converterMissing' || failure === 'rendererMissing';

export interface SlidePreviewJobDeps {
  store: UploadStore;
  tools: DocumentTools;
  publish: PreviewEventPublisher;
}

/**
 * Renders one delivered file's slides: a presentation through LibreOffice to PDF, then every PDF
 * page through poppler to large, medium and thumbnail JPEGs (into the upload store) with its text,
 * telling the order's pages its progress every few slides, then checks a PPTX against the order's
 * style template (brand-check-step.ts). A file that cannot be previewed ends
 * `failed` (or `unavailable` when the server lacks a program) with the reason, and stays
 * downloadable. Idempotent: a re-run renders the same images under the same keys.
 */
export function createSlidePreviewJobHandler(deps: SlidePreviewJobDeps): JobHandler {
  const { store, tools, publish } = deps;
  return async (job, { db, signal }) => {
    const { previewId, attempt } = ZPayload.parse(job.payload);
    const found = await findPreviewWithFile(db, previewId);
    if (found?.preview.attempt !== attempt) return;
    // A draft's rendering is told to staff only.
    const teamId = found.published ? found.teamId : null;
    const move = async (set: PreviewState) => {
      const row = await updatePreview(db, { previewId, attempt, set });
      if (row) publish(teamId, row);
      return row !== null;
    };
    if (
      !(await move({ status: 'rendering', slidesDone: 0, slideCount: null, failureReason: null }))
    ) {
      return;
    }
    const workDir = await mkdtemp(join(tmpdir(), 'deckhand-preview-'));
    try {
      // The shutdown's signal kills LibreOffice and poppler: the job goes back to the queue.
      const rendered = await renderSlides({
        store,
        tools: { ...tools, signal },
        workDir,
        found,
        move,
      });
      if (!rendered.slides) return;
      // The brand check reads the file the slides came from, against the order's template.
      const brandCheck = await checkDeliveredFile({
        db,
        store,
        preview: found.preview,
        fileName: found.file.originalName,
        path: rendered.input,
      });
      const ready = await completePreview(db, {
        previewId,
        attempt,
        slides: rendered.slides,
        alsoInTransaction: async (tx) => {
          await carryPinsAfterRender(tx, previewId);
          await saveBrandCheck(tx, brandCheck);
        },
      });
      if (ready) publish(teamId, ready);
    } catch (error) {
      if (!(error instanceof DocumentRenderError)) {
        // The store or the database failed, not the file: the runner tries again later.
        await move({ status: 'queued', failureReason: null });
        throw error;
      }
      await move({
        status: isUnavailable(error.failure) ? 'unavailable' : 'failed',
        failureReason: failureMessages[error.failure],
      });
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  };
}

async function renderSlides(options: {
  store: UploadStore;
  tools: DocumentTools;
  workDir: string;
  found: NonNullable<Awaited<ReturnType<typeof findPreviewWithFile>>>;
  move: (set: PreviewState) => Promise<boolean>;
}) {
  const { store, tools, workDir, found, move } = options;
  const { preview, file } = found;
  if (file.sizeBytes === 0) throw new DocumentRenderError('empty');
  const extension = /\.([A-Za-z0-9]{1,8})$/.exec(file.originalName)?.[1]?.toLowerCase() ?? 'bin';
  const input = join(workDir, `deck.${extension}`);
  await pipeline(await store.openRead(file.storedName), createWriteStream(input));
  const slides = await renderDeck({
    tools,
    input,
    kind: preview.kind,
    workDir,
    maxPages: slidePreviewRules.maxPages,
    largeWidth: slidePreviewRules.largeWidth,
    mediumWidth: slidePreviewRules.mediumWidth,
    thumbWidth: slidePreviewRules.thumbWidth,
    batch: slidePreviewRules.progressBatch,
    textMax: slideTextMax,
    onCount: (pages) => move({ slideCount: pages }),
    onImages: async (position, images) => {
      for (const size of slideImageSizes) {
        await store.put(slideImageKey(preview.id, position, size), images[size]);
      }
    },
    onProgress: (done) => move({ slidesDone: done }),
  });
  return { slides, input };
}
