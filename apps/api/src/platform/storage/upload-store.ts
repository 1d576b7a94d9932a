import type { Readable } from 'node:stream';
import type { DataStore } from '@tus/server';
import type { StorageConfig } from '../../storage-config.ts';
import { AppError } from '../http/app-error.ts';

/**
 * Where uploaded bytes live: the local disk (DATA_DIR/uploads, outside any served folder) through
 * @tus/file-store, or an S3-compatible bucket through @tus/s3-store, which every instance shares
 * (an upload begun on one instance is resumed on another). Ids are tus's server-generated names
 * or names the server makes (a slide image's key), never a client's file name.
 */
export interface UploadStore {
  readonly kind: StorageConfig['kind'];
  datastore: DataStore;
  /** The first `length` bytes of a stored file (the content check reads the signature). */
  readHead(id: string, length: number): Promise<Buffer>;
  /** The stored file's bytes; rejects with a `StoredFileMissingError` when there is none. */
  openRead(id: string): Promise<Readable>;
  /**
   * Stores bytes the server made itself (a preview's slide images) under `id`, replacing what was
   * there; a reader never sees a half-written file.
   */
  put(id: string, bytes: Buffer): Promise<void>;
  /** Removes the file and what tus kept beside it; removing a missing file is no error. */
  remove(id: string): Promise<void>;
  /** Lets go of connections (the bucket's client); the disk store has nothing to close. */
  close(): Promise<void>;
}

/** A stored file that is not there (removed, or never finished). */
export class StoredFileMissingError extends Error {
  constructor(id: string) {
    super(`upload store: no file ${id}`);
    this.name = 'StoredFileMissingError';
  }
}

const safeIdPattern = /^[A-Za-z0-9_-]{1,128}$/;

/** Every id reaching a store passes here: no path separators, dots or empty names. */
export function checkStoredId(id: string): string {
  if (!safeIdPattern.test(id)) throw new Error('upload store: bad id');
  return id;
}

/** A stored file's bytes for a response: a missing file answers 404 with `message`. */
export async function openStoredFile(
  store: UploadStore,
  id: string,
  message: string,
): Promise<Readable> {
  try {
    return await store.openRead(id);
  } catch (error) {
    throw error instanceof StoredFileMissingError ? new AppError('NOT_FOUND', message) : error;
  }
}
