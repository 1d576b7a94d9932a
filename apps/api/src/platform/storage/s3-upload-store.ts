import type { Readable } from 'node:stream';
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import type { Options as S3StoreOptions } from '@tus/s3-store';
import type { StorageConfig } from '../../storage-config.ts';
import { checkStoredId, StoredFileMissingError, type UploadStore } from './upload-store.ts';

type S3Settings = Extract<StorageConfig, { kind: 's3' }>;

/** The client settings both the tus store and this store's own client use. */
export function toS3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where S3 requires them: many S3-compatible servers do not read the
    // aws-chunked bodies with trailing checksums that newer SDKs send by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  };
}

/**
 * @tus/s3-store keeps each upload's metadata in a per-process cache by default. Another instance
 * may finish or remove the upload meanwhile, and an abandoned upload would stay in memory: this
 * store reads the metadata from the bucket every time (one small GET per request).
 */
const noCache: NonNullable<S3StoreOptions['cache']> = {
  get: async () => undefined,
  set: async () => {},
  delete: async () => {},
};

const isMissing = (error: unknown) =>
  error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound');

/**
 * Files in an S3-compatible bucket shared by every instance. Uploads are tus multipart uploads
 * (8 MiB parts; the object is the upload's id, its tus metadata `<id>.info`); files the server
 * makes itself (slide images) are single objects.
 */
export async function createS3UploadStore(settings: S3Settings): Promise<UploadStore> {
  // The AWS SDK and the tus store load only where a bucket is configured (issue 33: ~5 MB of
  // heap an instance on disk never uses).
  const [{ DeleteObjectsCommand, GetObjectCommand, PutObjectCommand, S3Client }, { S3Store }] =
    await Promise.all([import('@aws-sdk/client-s3'), import('@tus/s3-store')]);
  /** @tus/s3-store with a way to let go of its client's connections. */
  class ClosableS3Store extends S3Store {
    close() {
      this.client.destroy();
    }
  }
  const clientConfig = toS3ClientConfig(settings);
  const client = new S3Client(clientConfig);
  const datastore = new ClosableS3Store({
    partSize: 8 * 1024 * 1024,
    cache: noCache,
    s3ClientConfig: { ...clientConfig, bucket: settings.bucket },
  });
  const Bucket = settings.bucket;
  const getObject = async (id: string, range?: string) => {
    try {
      const answer = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: checkStoredId(id),
          ...(range ? { Range: range } : {}),
        }),
      );
      if (!answer.Body) throw new StoredFileMissingError(id);
      return answer.Body as Readable;
    } catch (error) {
      throw isMissing(error) ? new StoredFileMissingError(id) : error;
    }
  };
  return {
    kind: 's3',
    datastore,
    async readHead(id, length) {
      if (length <= 0) return Buffer.alloc(0);
      const chunks: Buffer[] = [];
      for await (const chunk of await getObject(id, `bytes=0-${length - 1}`)) {
        chunks.push(chunk as Buffer);
      }
      return Buffer.concat(chunks).subarray(0, length);
    },
    openRead: (id) => getObject(id),
    async put(id, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: checkStoredId(id), Body: bytes }));
    },
    async remove(id) {
      checkStoredId(id);
      // An unfinished upload is a multipart upload: abort it so its parts are not kept (and billed).
      await datastore.remove(id).catch((error: unknown) => {
        // tus's "no such upload": a finished upload, or a file the server made (no tus metadata).
        const notFound = typeof error === 'object' && error && 'status_code' in error;
        if (!notFound || error.status_code !== 404) throw error;
      });
      await client.send(
        new DeleteObjectsCommand({
          Bucket,
          Delete: {
            Objects: [{ Key: id }, { Key: `${id}.info` }, { Key: `${id}.part` }],
            Quiet: true,
          },
        }),
      );
    },
    async close() {
      datastore.close();
      client.destroy();
    },
  };
}
