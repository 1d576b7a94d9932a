import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { StorageConfig } from '../../storage-config.ts';
import { toS3ClientConfig } from './s3-upload-store.ts';
import { checkStoredId } from './upload-store.ts';

/** What one run did with each file of the folder. */
export interface CopyReport {
  copied: string[];
  /** In the bucket already with the same bytes (checked by SHA-256): left as they are. */
  alreadyThere: string[];
  /** tus uploads that never finished: nothing to serve, not copied. */
  unfinished: string[];
  /** Copied but read back different, or refused by the bucket: the run fails. */
  failed: { id: string; reason: string }[];
}

const sha256Metadata = 'deckhand-sha256';

async function digestOf(stream: Readable): Promise<{ sha256: string; md5: string; size: number }> {
  const sha256 = createHash('sha256');
  const md5 = createHash('md5');
  let size = 0;
  for await (const chunk of stream) {
    sha256.update(chunk as Buffer);
    md5.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: sha256.digest('hex'), md5: md5.digest('base64'), size };
}

/** The size tus expected for an upload, from @tus/file-store's `<id>.json`; null: not a tus file. */
async function expectedSizeOf(directory: string, id: string): Promise<number | null> {
  const text = await readFile(join(directory, `${id}.json`), 'utf8').catch(() => null);
  if (text === null) return null;
  const size = (JSON.parse(text) as { size?: unknown }).size;
  return typeof size === 'number' ? size : Number.POSITIVE_INFINITY;
}

/**
 * Copies every stored file of the disk folder into the bucket under the same id, so that an
 * installation can move from the disk to S3 (docs/deploy.md). Safe to run again: a file already
 * in the bucket with the same SHA-256 is left alone, and every copy is read back and compared.
 */
export async function copyUploadsToBucket(options: {
  directory: string;
  bucket: Extract<StorageConfig, { kind: 's3' }>;
  onFile?: (id: string, outcome: 'copied' | 'alreadyThere' | 'unfinished' | 'failed') => void;
}): Promise<CopyReport> {
  const { directory, bucket } = options;
  const client = new S3Client(toS3ClientConfig(bucket));
  const Bucket = bucket.bucket;
  const report: CopyReport = { copied: [], alreadyThere: [], unfinished: [], failed: [] };
  const note = (id: string, outcome: Exclude<keyof CopyReport, 'failed'>) => {
    report[outcome].push(id);
    options.onFile?.(id, outcome);
  };
  const readBack = async (id: string) => {
    const answer = await client.send(new GetObjectCommand({ Bucket, Key: id }));
    return digestOf(answer.Body as Readable);
  };
  try {
    const names = (await readdir(directory)).filter((name) => /^[A-Za-z0-9_-]{1,128}$/.test(name));
    for (const id of names.sort()) {
      checkStoredId(id);
      const path = join(directory, id);
      if (!(await stat(path)).isFile()) continue;
      const expected = await expectedSizeOf(directory, id);
      const local = await digestOf(createReadStream(path));
      if (expected !== null && local.size !== expected) {
        note(id, 'unfinished');
        continue;
      }
      try {
        const existing = await client
          .send(new HeadObjectCommand({ Bucket, Key: id }))
          .catch(() => null);
        if (
          existing?.ContentLength === local.size &&
          existing.Metadata?.[sha256Metadata] === local.sha256 &&
          (await readBack(id)).sha256 === local.sha256
        ) {
          note(id, 'alreadyThere');
          continue;
        }
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: id,
            Body: createReadStream(path),
            ContentLength: local.size,
            ContentMD5: local.md5,
            Metadata: { [sha256Metadata]: local.sha256 },
          }),
        );
        const copy = await readBack(id);
        if (copy.sha256 !== local.sha256) throw new Error('the copy reads back different bytes');
        note(id, 'copied');
      } catch (error) {
        report.failed.push({ id, reason: error instanceof Error ? error.message : String(error) });
        options.onFile?.(id, 'failed');
      }
    }
  } finally {
    client.destroy();
  }
  return report;
}
