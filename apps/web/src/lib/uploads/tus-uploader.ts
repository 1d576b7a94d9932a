import {
  headers as headerNames,
  limits,
  requestedWithValue,
  type TUploadedFile,
  type TUploadTag,
  uploadMessages,
  uploadsTusPath,
} from '@deckhand/contract';
import { DetailedError, Upload } from 'tus-js-client';
import { getApiUrl } from '../http/api-base';
import { checkWithSchema } from '../http/load-schemas';

/** One running upload: its result, and a way to stop it. */
export type TRunningUpload = { result: Promise<TUploadedFile>; abort(): void };

export type TFileUploader = (
  file: File,
  options: { tag: TUploadTag; onProgress(percent: number): void },
) => TRunningUpload;

/** Raised by abort(); the hook shows 'Aborted' and does not raise it (§8). */
export class UploadAbortedError extends Error {
  override readonly name = 'UploadAbortedError';
}

/** The server's message from a tus error answer ({status:'error', message}), if any. */
export function readServerMessage(error: unknown): string | null {
  if (!(error instanceof DetailedError)) return null;
  try {
    const body = JSON.parse(error.originalResponse?.getBody() ?? '') as { message?: unknown };
    return typeof body.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}

async function parseResult(body: string): Promise<TUploadedFile> {
  const result = await checkWithSchema('ZUploadedFile', JSON.parse(body));
  if (!result.success) throw new Error(uploadMessages.notFound);
  return result.data;
}

/**
 * tus-js-client against /uploads/ (§7): 50 MB chunks, metadata filename, filetype and tag, the
 * house X-Requested-With header, the session cookie, and resume of an earlier upload of the same
 * file (fingerprint kept in localStorage by tus-js-client).
 */
export const uploadWithTus: TFileUploader = (file, { tag, onProgress }) => {
  let upload: Upload | null = null;
  let rejectAborted: ((error: Error) => void) | null = null;
  const result = new Promise<TUploadedFile>((resolve, reject) => {
    rejectAborted = reject;
    upload = new Upload(file, {
      endpoint: getApiUrl(uploadsTusPath),
      chunkSize: limits.uploadChunkBytes,
      retryDelays: [0, 1000, 3000, 5000],
      metadata: { filename: file.name, filetype: file.type, tag },
      headers: { [headerNames.requestedWith]: requestedWithValue },
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onBeforeRequest(request) {
        const xhr = request.getUnderlyingObject() as { withCredentials?: boolean };
        xhr.withCredentials = true;
      },
      onProgress(sent, total) {
        onProgress(total > 0 ? Math.floor((sent / total) * 100) : 0);
      },
      onSuccess({ lastResponse }) {
        parseResult(lastResponse.getBody()).then(resolve, reject);
      },
      onError: reject,
    });
    const started = upload;
    void started.findPreviousUploads().then((previous) => {
      const [latest] = previous;
      if (latest) started.resumeFromPreviousUpload(latest);
      started.start();
    });
  });
  return {
    result,
    abort() {
      void (upload as Upload | null)?.abort(true);
      (rejectAborted as ((error: Error) => void) | null)?.(new UploadAbortedError());
    },
  };
};
