import {
  errorMessages,
  type TUploadedFile,
  type TUploadTag,
  uploadMessages,
} from '@deckhand/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { removeUpload } from './remove-upload';
import {
  readServerMessage,
  type TFileUploader,
  UploadAbortedError,
  uploadWithTus,
} from './tus-uploader';

/** §3 Uploaded file record in the order form. */
export type TFileRecord = {
  /** Local key of the entry (the uuid is known only when the upload is done). */
  key: string;
  name: string;
  savedName: string | null;
  isUploading: boolean;
  hasError: boolean;
  errorMessage: string | null;
  progress: number;
  uuid: string | null;
  type: string;
};

export type TUseFileUploadsOptions = {
  tag: TUploadTag;
  /** The transport; tests pass a fake. */
  uploader?: TFileUploader;
  remover?: (id: string) => Promise<void>;
};

let nextKey = 0;

function toMessage(error: unknown): string {
  if (error instanceof UploadAbortedError) return errorMessages.uploadAborted;
  return readServerMessage(error) ?? errorMessages.uploadFailed;
}

/**
 * The files of one upload field (§4 'File upload (order form)'): upload() adds an entry in the
 * uploading state; success marks it done at 100 and drops the entries with errors; failure keeps
 * the message on the entry; abort() stops it ('Aborted', not raised); remove() deletes the entry
 * and, when the server has the file, the upload.
 */
export function useFileUploads({
  tag,
  uploader = uploadWithTus,
  remover = removeUpload,
}: TUseFileUploadsOptions) {
  const [files, setFiles] = useState<TFileRecord[]>([]);
  const running = useRef(new Map<string, () => void>());

  useEffect(() => {
    const uploads = running.current;
    return () => {
      for (const abort of uploads.values()) abort();
    };
  }, []);

  const update = useCallback((key: string, change: (file: TFileRecord) => TFileRecord) => {
    setFiles((current) => current.map((file) => (file.key === key ? change(file) : file)));
  }, []);

  const upload = useCallback(
    (file: File) => {
      nextKey += 1;
      const key = `upload-${nextKey}`;
      // An empty file is said to be empty at once (the server refuses it with the same words).
      const isEmpty = file.size === 0;
      setFiles((current) => [
        ...current,
        {
          key,
          name: file.name,
          savedName: null,
          isUploading: !isEmpty,
          hasError: isEmpty,
          errorMessage: isEmpty ? uploadMessages.empty : null,
          progress: 0,
          uuid: null,
          type: file.type,
        },
      ]);
      if (isEmpty) return;
      const started = uploader(file, {
        tag,
        onProgress: (progress) => update(key, (entry) => ({ ...entry, progress })),
      });
      running.current.set(key, started.abort);
      started.result.then(
        (result: TUploadedFile) => {
          running.current.delete(key);
          setFiles((current) =>
            current
              .filter((entry) => !entry.hasError)
              .map((entry) =>
                entry.key === key
                  ? {
                      ...entry,
                      isUploading: false,
                      progress: 100,
                      uuid: result.id,
                      savedName: result.name,
                    }
                  : entry,
              ),
          );
        },
        (error: unknown) => {
          running.current.delete(key);
          update(key, (entry) => ({
            ...entry,
            isUploading: false,
            hasError: true,
            errorMessage: toMessage(error),
          }));
        },
      );
    },
    [tag, uploader, update],
  );

  const abort = useCallback((key: string) => running.current.get(key)?.(), []);

  const remove = useCallback(
    async (key: string) => {
      const entry = files.find((file) => file.key === key);
      running.current.get(key)?.();
      setFiles((current) => current.filter((file) => file.key !== key));
      if (entry?.uuid) {
        await remover(entry.uuid).catch(() => undefined);
      }
    },
    [files, remover],
  );

  const uploadedIds = files.flatMap((file) => (file.uuid ? [file.uuid] : []));
  return {
    files,
    upload,
    abort,
    remove,
    uploadedIds,
    isUploading: files.some((file) => file.isUploading),
  };
}
