import { formatOrderNumber } from '@deckhand/contract';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { loadReviewLog } from './modules/ordering/index.ts';

/**
 * `npm run review-log:verify -w @deckhand/api -- DH-10003` (or the order's id): checks the
 * order's review trail end to end (docs/review.md, "The audit trail") on the database the
 * server uses (DATABASE_URL, else the embedded one under DATA_DIR). Prints each row's hash, then
 * "intact" (exit 0) or the first broken row and why (exit 1).
 */
async function main(argument: string | undefined): Promise<number> {
  const match = /^(DH-)?(\d{1,12})$/i.exec(argument?.trim() ?? '');
  const orderId = match ? Number(match[2]) - (match[1] ? 10_000 : 0) : 0;
  if (orderId < 1) {
    console.error('review-log:verify: name an order, e.g. DH-10003 (or its id, 3).');
    return 2;
  }
  const database = await openDatabase(loadConfig());
  try {
    const log = await loadReviewLog(database.db, orderId);
    for (const event of log.events) {
      console.log(`${String(event.seq).padStart(4)} ${event.hash} ${event.at} ${event.summary}`);
    }
    const { verification } = log;
    const number = formatOrderNumber(orderId);
    if (verification.firstBroken) {
      const { seq, reason } = verification.firstBroken;
      console.error(`${number}: broken at entry ${seq} (${reason}).`);
      return 1;
    }
    console.log(`${number}: intact, ${verification.checked} entries.`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv[2]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
