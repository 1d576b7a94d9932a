import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestS3Bucket } from '../../test/s3-server.ts';
import { copyUploadsToBucket } from './copy-to-bucket.ts';
import { openUploadStore } from './open-upload-store.ts';
import { toS3ClientConfig } from './s3-upload-store.ts';

const bucket = useTestS3Bucket('moved');
let directory: string;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'deckhand-move-'));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

async function readAll(id: string): Promise<Buffer> {
  const store = await openUploadStore(bucket());
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await store.openRead(id)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } finally {
    await store.close();
  }
}

describe('copyUploadsToBucket', () => {
  it('copies finished files once, leaves unfinished uploads, and copies again what differs', async () => {
    const deck = randomBytes(300_000);
    const slide = randomBytes(5000);
    await writeFile(join(directory, 'finishedDeck1'), deck);
    await writeFile(join(directory, 'finishedDeck1.json'), JSON.stringify({ size: deck.length }));
    await writeFile(join(directory, 'preview-1-slide-1-large'), slide);
    await writeFile(join(directory, 'halfDone'), randomBytes(100));
    await writeFile(join(directory, 'halfDone.json'), JSON.stringify({ size: 5000 }));
    await writeFile(join(directory, 'ignored.12.part'), 'a half-written file');

    const first = await copyUploadsToBucket({ directory, bucket: bucket() });
    expect(first).toEqual({
      copied: ['finishedDeck1', 'preview-1-slide-1-large'],
      alreadyThere: [],
      unfinished: ['halfDone'],
      failed: [],
    });
    expect((await readAll('finishedDeck1')).equals(deck)).toBe(true);
    expect((await readAll('preview-1-slide-1-large')).equals(slide)).toBe(true);

    const again = await copyUploadsToBucket({ directory, bucket: bucket() });
    expect(again.copied).toEqual([]);
    expect(again.alreadyThere).toEqual(['finishedDeck1', 'preview-1-slide-1-large']);

    // Someone changed an object in the bucket: its checksum no longer matches, so it is copied again.
    const client = new S3Client(toS3ClientConfig(bucket()));
    await client.send(
      new PutObjectCommand({ Bucket: 'moved', Key: 'finishedDeck1', Body: Buffer.from('changed') }),
    );
    client.destroy();
    const third = await copyUploadsToBucket({ directory, bucket: bucket() });
    expect(third.copied).toEqual(['finishedDeck1']);
    expect((await readAll('finishedDeck1')).equals(deck)).toBe(true);
  });

  it('reports a bucket that refuses the copy as failed', async () => {
    const report = await copyUploadsToBucket({
      directory,
      bucket: { ...bucket(), bucket: 'no-such-bucket' },
    });
    expect(report.failed.map((failure) => failure.id)).toEqual([
      'finishedDeck1',
      'preview-1-slide-1-large',
    ]);
    expect(report.copied).toEqual([]);
  });
});
