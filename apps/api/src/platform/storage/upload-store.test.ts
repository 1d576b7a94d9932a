import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { HeadObjectCommand, ListPartsCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@tus/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StorageConfig } from '../../storage-config.ts';
import { useTestS3Bucket } from '../../test/s3-server.ts';
import { openUploadStore } from './open-upload-store.ts';
import { toS3ClientConfig } from './s3-upload-store.ts';
import { StoredFileMissingError, type UploadStore } from './upload-store.ts';

const bucket = 'deckhand-store-test';
const s3Settings = useTestS3Bucket(bucket);
let diskDirectory: string;

beforeAll(async () => {
  diskDirectory = await mkdtemp(join(tmpdir(), 'deckhand-store-'));
});
afterAll(() => rm(diskDirectory, { recursive: true, force: true }));

const settingsOf = {
  disk: (): StorageConfig => ({ kind: 'disk', directory: diskDirectory }),
  s3: (): StorageConfig => s3Settings(),
};

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Large buffers are compared by digest: a deep equality of 12 MiB takes minutes. */
const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const newId = () => `t${randomUUID().replaceAll('-', '')}`;

describe('the disk store', () => {
  it('makes its folder once, awaited: no callback left to throw once the folder is gone', async () => {
    const directory = join(diskDirectory, 'made-once', 'uploads');
    const callbackMkdir = vi.spyOn(fs, 'mkdir');
    try {
      const store = await openUploadStore({ kind: 'disk', directory });
      expect(fs.existsSync(directory)).toBe(true);
      // tus's FileStore made it again with fs.mkdir's callback, which threw if it could not.
      expect(callbackMkdir).not.toHaveBeenCalled();
      await store.close();
    } finally {
      callbackMkdir.mockRestore();
    }
  });
});

describe.each(['disk', 's3'] as const)('the %s store', (kind) => {
  let store: UploadStore;
  beforeAll(async () => {
    store = await openUploadStore(settingsOf[kind]());
  });
  afterAll(() => store.close());

  it('keeps what is put, reads its head and all of it, and forgets it when removed', async () => {
    const id = newId();
    const bytes = randomBytes(70_000);
    await store.put(id, bytes);
    expect(await store.readHead(id, 8)).toEqual(bytes.subarray(0, 8));
    expect(await store.readHead(id, 100_000)).toEqual(bytes);
    expect(await readAll(await store.openRead(id))).toEqual(bytes);
    await store.put(id, Buffer.from('replaced'));
    expect((await readAll(await store.openRead(id))).toString()).toBe('replaced');
    await store.remove(id);
    await expect(store.openRead(id)).rejects.toBeInstanceOf(StoredFileMissingError);
    await expect(store.readHead(id, 4)).rejects.toBeInstanceOf(StoredFileMissingError);
    await store.remove(id);
  });

  it('refuses ids that could name another place', async () => {
    for (const id of ['../x', 'a/b', '', 'a.b', 'x'.repeat(129), 'a\u0000b']) {
      await expect(store.put(id, Buffer.from('x'))).rejects.toThrow('upload store: bad id');
    }
  });
});

describe('the S3 store with tus', () => {
  it('resumes on a second instance an upload that the first began, byte for byte', async () => {
    const first = await openUploadStore(s3Settings());
    const second = await openUploadStore(s3Settings());
    try {
      const size = 12 * 1024 * 1024;
      const bytes = randomBytes(size);
      const upload = new Upload({ id: newId(), size, offset: 0, metadata: {} });
      await first.datastore.create(upload);
      // The first instance receives 9 MiB (one full 8 MiB part and 1 MiB held as an incomplete part).
      const half = 9 * 1024 * 1024;
      expect(
        await first.datastore.write(Readable.from([bytes.subarray(0, half)]), upload.id, 0),
      ).toBe(half);
      const seen = await second.datastore.getUpload(upload.id);
      expect(seen.offset).toBe(half);
      expect(
        await second.datastore.write(Readable.from([bytes.subarray(half)]), upload.id, half),
      ).toBe(size);
      expect((await first.datastore.getUpload(upload.id)).offset).toBe(size);
      expect(digest(await readAll(await first.openRead(upload.id)))).toBe(digest(bytes));
      await second.remove(upload.id);
      await expect(first.openRead(upload.id)).rejects.toBeInstanceOf(StoredFileMissingError);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('aborts the multipart upload of an unfinished upload it removes', async () => {
    const store = await openUploadStore(s3Settings());
    const client = new S3Client(toS3ClientConfig(s3Settings()));
    try {
      const size = 20 * 1024 * 1024;
      const upload = new Upload({ id: newId(), size, offset: 0, metadata: {} });
      await store.datastore.create(upload);
      await store.datastore.write(Readable.from([randomBytes(8 * 1024 * 1024)]), upload.id, 0);
      expect((await store.datastore.getUpload(upload.id)).offset).toBe(8 * 1024 * 1024);
      const info = await client.send(
        new HeadObjectCommand({ Bucket: bucket, Key: `${upload.id}.info` }),
      );
      const multipartId = info.Metadata?.['upload-id'];
      const listParts = () =>
        client.send(
          new ListPartsCommand({ Bucket: bucket, Key: upload.id, UploadId: multipartId }),
        );
      expect((await listParts()).Parts?.map((part) => part.Size)).toEqual([8 * 1024 * 1024]);
      await store.remove(upload.id);
      await expect(store.datastore.getUpload(upload.id)).rejects.toMatchObject({
        status_code: 404,
      });
      await expect(listParts()).rejects.toMatchObject({ name: 'NoSuchUpload' });
    } finally {
      client.destroy();
      await store.close();
    }
  });
});
