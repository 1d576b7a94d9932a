import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import type { StorageConfig } from '../storage-config.ts';

/** s3rver's fixed credentials (it checks every request's signature against them). */
export const s3TestCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  endpoint: string;
  close(): Promise<void>;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The two calls of multipart uploads that s3rver 3.7 lacks, answered from the folder where it
 * keeps an upload's parts (`<part number>` and `<part number>.md5`): ListParts (GET
 * /bucket/key?uploadId=…), which @tus/s3-store asks to learn how much of an upload has arrived,
 * and AbortMultipartUpload (DELETE /bucket/key?uploadId=…), which it sends when an unfinished
 * upload is removed.
 */
function multipartMiddleware(server: S3rver) {
  return async (
    context: Parameters<S3rver['middleware'][number]>[0],
    next: () => Promise<void>,
  ) => {
    const uploadId = context.query.uploadId;
    const [, bucket, ...keyParts] = context.path.split('/');
    const isMultipartCall = context.method === 'GET' || context.method === 'DELETE';
    if (!isMultipartCall || typeof uploadId !== 'string' || !bucket) return next();
    if (!/^[0-9a-f]{32}$/.test(uploadId)) return next();
    const directory = join(server.store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
    const names = await readdir(directory).catch(() => null);
    context.type = 'application/xml';
    if (names === null) {
      context.status = 404;
      context.body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>`;
      return;
    }
    if (context.method === 'DELETE') {
      await rm(directory, { recursive: true, force: true });
      context.status = 204;
      context.body = null;
      return;
    }
    const parts = await Promise.all(
      names
        .filter((name) => /^\d+$/.test(name))
        .map(async (name) => {
          const [info, md5] = await Promise.all([
            stat(join(directory, name)),
            readFile(join(directory, `${name}.md5`), 'utf8'),
          ]);
          return { number: Number(name), size: info.size, etag: md5.trim(), at: info.mtime };
        }),
    );
    parts.sort((a, b) => a.number - b.number);
    const key = escapeXml(decodeURIComponent(keyParts.join('/')));
    context.status = 200;
    context.body =
      `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult><Bucket>${escapeXml(bucket)}</Bucket>` +
      `<Key>${key}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>` +
      parts
        .map(
          (part) =>
            `<Part><PartNumber>${part.number}</PartNumber><LastModified>${part.at.toISOString()}</LastModified>` +
            `<ETag>"${part.etag}"</ETag><Size>${part.size}</Size></Part>`,
        )
        .join('') +
      '</ListPartsResult>';
  };
}

/**
 * A real S3-protocol server for the tests (s3rver, from the registry), on a free port of
 * 127.0.0.1 over a temporary folder, with `buckets` made.
 */
export async function startTestS3Server(buckets: string[] = []): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'deckhand-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  server.middleware.unshift(multipartMiddleware(server));
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * An S3 server of this test file with `bucket` made (started before its tests, stopped after);
 * the settings a store needs for the bucket.
 */
export function useTestS3Bucket(bucket: string): () => Extract<StorageConfig, { kind: 's3' }> {
  let server: TestS3Server | undefined;
  beforeAll(async () => {
    server = await startTestS3Server([bucket]);
  });
  afterAll(() => server?.close());
  return () => {
    if (!server) throw new Error('useTestS3Bucket: the server starts in beforeAll');
    return {
      kind: 's3',
      bucket,
      endpoint: server.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: s3TestCredentials,
    };
  };
}
