import type { StorageConfig } from '../../storage-config.ts';
import { createDiskUploadStore } from './disk-upload-store.ts';
import { createS3UploadStore } from './s3-upload-store.ts';
import type { UploadStore } from './upload-store.ts';

/** The store the settings name: DATA_DIR/uploads on this machine, or the S3-compatible bucket. */
export async function openUploadStore(config: StorageConfig): Promise<UploadStore> {
  return config.kind === 's3'
    ? createS3UploadStore(config)
    : createDiskUploadStore({ directory: config.directory });
}
