import { inject } from 'vitest';

/**
 * The address of the app this test file drives: the one of its worker slot. The global setup
 * starts one app per slot (maxWorkers), each on its own embedded database, and Vitest numbers the
 * slots of the files running at the same time 1..maxWorkers (VITEST_POOL_ID): two files running
 * side by side never share an app, its database, its demo accounts or its development mailbox.
 * Files that run one after the other in a slot share its app, as they did when the run had one.
 */
export function appUrl(): string {
  const urls = inject('appUrls');
  const slot = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = urls[(slot - 1) % urls.length];
  if (!url) throw new Error('No app under test: the global setup provided none');
  return url;
}
