import { CancelledError } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isCancelled } from './is-cancelled-error';

describe('isCancelled (§8: a cancelled request shows nothing)', () => {
  it("knows TanStack Query's CancelledError, with and without its options", () => {
    expect(isCancelled(new CancelledError())).toBe(true);
    expect(isCancelled(new CancelledError({ revert: true, silent: true }))).toBe(true);
  });

  it('knows an aborted fetch', () => {
    expect(isCancelled(new DOMException('The operation was aborted.', 'AbortError'))).toBe(true);
  });

  it('leaves every other error to the catalogue', () => {
    expect(isCancelled(new Error('CancelledError'))).toBe(false);
    expect(isCancelled(new TypeError('Failed to fetch'))).toBe(false);
    expect(isCancelled('CancelledError')).toBe(false);
    expect(isCancelled(null)).toBe(false);
  });
});
