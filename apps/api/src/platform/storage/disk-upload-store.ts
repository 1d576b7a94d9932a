import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { isFileMissing } from './is-file-missing.ts';
import { checkStoredId, StoredFileMissingError, type UploadStore } from './upload-store.ts';

/**
 * tus's FileStore makes its folder again in its constructor, through a callback that throws when
 * it cannot: an uncaught exception, which ends the process, for a folder removed meanwhile (a
 * test's data folder cleaned up while the machine's file work was queued). The folder is made,
 * and awaited, before the store is: that second making is left out (its method is private in
 * tus's types, hence the prototype).
 */
class FolderMadeFileStore extends FileStore {}
Object.assign(FolderMadeFileStore.prototype, { checkOrCreateDirectory: () => {} });

/** Files in one folder of this machine (the embedded default): tus's file and its `.json`. */
export async function createDiskUploadStore(options: { directory: string }): Promise<UploadStore> {
  const { directory } = options;
  await mkdir(directory, { recursive: true });
  const pathOf = (id: string) => join(directory, checkStoredId(id));
  const openFile = async (id: string) => {
    try {
      return await open(pathOf(id), 'r');
    } catch (error) {
      throw isFileMissing(error) ? new StoredFileMissingError(id) : error;
    }
  };
  return {
    kind: 'disk',
    datastore: new FolderMadeFileStore({ directory }),
    async readHead(id, length) {
      const handle = await openFile(id);
      try {
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await handle.read(buffer, 0, length, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    async openRead(id) {
      const handle = await openFile(id);
      return handle.createReadStream();
    },
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
    close: async () => {},
  };
}
