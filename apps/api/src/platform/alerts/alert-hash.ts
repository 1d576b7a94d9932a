import { createHash } from 'node:crypto';

/**
 * A stable fingerprint of an alert's content. The client remembers dismissed alerts by hash, so a
 * reworded alert shows again while an unchanged one stays dismissed.
 */
export function computeAlertHash(input: { key: string; type: string; message: string }): string {
  return createHash('sha256')
    .update(`${input.key}\n${input.type}\n${input.message}`)
    .digest('hex')
    .slice(0, 16);
}
