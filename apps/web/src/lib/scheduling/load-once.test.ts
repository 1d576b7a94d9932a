import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('downloads once however many ask, at once or later', async () => {
    const download = vi.fn(async () => 'module');
    const load = loadOnce(download);
    const answers = await Promise.all([load(), load(), load()]);
    expect(answers).toEqual(['module', 'module', 'module']);
    await expect(load()).resolves.toBe('module');
    expect(download).toHaveBeenCalledOnce();
  });

  it('tries again after a failed download, and keeps the one that succeeds', async () => {
    const download = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('module');
    const load = loadOnce(download);
    await expect(load()).rejects.toThrow('Failed to fetch');
    await expect(load()).resolves.toBe('module');
    await expect(load()).resolves.toBe('module');
    expect(download).toHaveBeenCalledTimes(2);
  });
});
