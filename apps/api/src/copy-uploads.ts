import { loadConfig } from './config.ts';
import { copyUploadsToBucket } from './platform/storage/copy-to-bucket.ts';
import { uploadsDirectoryOf } from './storage-config.ts';

/**
 * `npm run uploads:copy-to-bucket`: copies the files of DATA_DIR/uploads into the bucket that
 * S3_BUCKET names (docs/deploy.md). Run it once before the instances start on the bucket, and
 * again after: it copies only what is missing or different, and checks every copy's SHA-256.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  if (config.storage.kind !== 's3') {
    console.error('uploads:copy-to-bucket: set S3_BUCKET (and S3_ENDPOINT, credentials) first.');
    return 2;
  }
  const directory = uploadsDirectoryOf(config.dataDir);
  console.log(`Copying ${directory} to the bucket ${config.storage.bucket}…`);
  const report = await copyUploadsToBucket({
    directory,
    bucket: config.storage,
    onFile: (id, outcome) => console.log(`${outcome.padEnd(12)} ${id}`),
  });
  console.log(
    `${report.copied.length} copied, ${report.alreadyThere.length} already there, ` +
      `${report.unfinished.length} unfinished uploads left out, ${report.failed.length} failed.`,
  );
  for (const failure of report.failed) console.error(`failed: ${failure.id}: ${failure.reason}`);
  return report.failed.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
