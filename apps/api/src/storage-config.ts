import { join } from 'node:path';
import { ConfigError } from './config-error.ts';

/**
 * Where uploaded files live (docs/deploy.md): the local disk by default (DATA_DIR/uploads), or an
 * S3-compatible bucket when S3_BUCKET is set (AWS S3, MinIO, R2, Ceph …), which every instance
 * of a deployment shares.
 */
export type StorageConfig =
  | { kind: 'disk'; directory: string }
  | {
      kind: 's3';
      bucket: string;
      /** Another address than AWS's (MinIO, R2 …); null: AWS S3 in `region`. */
      endpoint: string | null;
      region: string;
      /** Path-style addresses (`endpoint/bucket/key`), which most S3-compatible servers need. */
      forcePathStyle: boolean;
      /** Null: the AWS SDK's own chain (environment, instance role …). */
      credentials: { accessKeyId: string; secretAccessKey: string } | null;
    };

/** Where uploads live on this machine when no bucket is set: DATA_DIR/uploads. */
export const uploadsDirectoryOf = (dataDir: string) => join(dataDir, 'uploads');

const bucketNamePattern = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

export function parseStorage(
  env: {
    bucket?: string;
    endpoint?: string;
    region?: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    forcePathStyle?: boolean;
  },
  dataDir: string,
): StorageConfig {
  if (!env.bucket) {
    if (env.endpoint || env.accessKeyId || env.secretAccessKey) {
      throw new ConfigError('S3_BUCKET: required with S3_ENDPOINT or S3 credentials');
    }
    return { kind: 'disk', directory: uploadsDirectoryOf(dataDir) };
  }
  if (!bucketNamePattern.test(env.bucket)) {
    throw new ConfigError(
      'S3_BUCKET: must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)',
    );
  }
  if (Boolean(env.accessKeyId) !== Boolean(env.secretAccessKey)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither');
  }
  return {
    kind: 's3',
    bucket: env.bucket,
    endpoint: env.endpoint ?? null,
    region: env.region ?? 'us-east-1',
    forcePathStyle: env.forcePathStyle ?? env.endpoint !== undefined,
    credentials:
      env.accessKeyId && env.secretAccessKey
        ? { accessKeyId: env.accessKeyId, secretAccessKey: env.secretAccessKey }
        : null,
  };
}
