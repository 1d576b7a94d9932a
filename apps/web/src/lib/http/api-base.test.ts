import { apiBaseCookie } from '@deckhand/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getApiUrl } from './api-base';

const setOverride = (value: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets the override cookie itself.
  document.cookie = `${apiBaseCookie}=${encodeURIComponent(value)}; path=/`;
};

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the override cookie removed again.
  document.cookie = `${apiBaseCookie}=; path=/; max-age=0`;
  vi.restoreAllMocks();
});

describe('the API base', () => {
  it('is the same origin without the override cookie, else the cookie’s http(s) address', async () => {
    expect(getApiUrl('/v1/orders')).toBe('/v1/orders');
    await Promise.resolve();
    setOverride('https://api.example.test/');
    expect(getApiUrl('/v1/orders')).toBe('https://api.example.test/v1/orders');
    await Promise.resolve();
    setOverride('javascript:alert(1)');
    expect(getApiUrl('/v1/orders')).toBe('/v1/orders');
  });

  it('reads the cookie once a task, however many addresses a render asks for', async () => {
    const cookie = vi.spyOn(document, 'cookie', 'get');
    const urls = Array.from({ length: 90 }, (_, slide) => getApiUrl(`/v1/slides/${slide}`));
    expect(urls[89]).toBe('/v1/slides/89');
    expect(cookie).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    setOverride('https://api.example.test');
    expect(getApiUrl('/v1/orders')).toBe('https://api.example.test/v1/orders');
    expect(cookie).toHaveBeenCalledTimes(2);
  });
});
