import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/server';

/**
 * Where uploaded bytes live. Today the local disk (DATA_DIR/uploads, outside any served folder)
 * through @tus/file-store; @tus/s3-store can replace it behind this interface when several
 * machines serve uploads. Ids are tus's server-generated names, never a client's file name.
 */
export interface UploadStore {
  datastore: DataStore;
  /** The first `length` bytes of a stored upload (the content check reads the signature). */
  readHead(id: string, length: number): Promise<Buffer>;
  openRead(id: string): Readable;
  /**
   * Stores bytes the server made itself (a preview's slide images) under `id`, replacing what was
   * there; a reader never sees a half-written file.
   */
  put(id: string, bytes: Buffer): Promise<void>;
  remove(id: string): Promise<void>;
}

/** Where uploads live on this machine: DATA_DIR/uploads. */
export const uploadsDirectoryOf = (dataDir: string) => join(dataDir, 'uploads');

const safeIdPattern = /^[A-Za-z0-9_-]{1,128}$/;

function checkId(id: string): string {
  if (!safeIdPattern.test(id)) throw new Error('upload store: bad id');
  return id;
}

export async function createUploadStore(options: { directory: string }): Promise<UploadStore> {
  const { directory } = options;
  await mkdir(directory, { recursive: true });
  const pathOf = (id: string) => join(directory, checkId(id));
  return {
    datastore: new FileStore({ directory }),
    async readHead(id, length) {
      const handle = await open(pathOf(id), 'r');
      try {
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await handle.read(buffer, 0, length, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    openRead: (id) => createReadStream(pathOf(id)),
    async put(id, bytes) {
      const path = pathOf(id);
      const partial = `${path}.${process.pid}.part`;
      await writeFile(partial, bytes);
      await rename(partial, path);
    },
    async remove(id) {
      await rm(pathOf(id), { force: true });
      await rm(`${pathOf(id)}.json`, { force: true });
    },
  };
}
