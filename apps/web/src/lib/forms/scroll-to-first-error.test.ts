import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToFirstError } from './scroll-to-first-error';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('scrollToFirstError (§5.1)', () => {
  it('scrolls the first invalid field to 64 px below the top and focuses it', async () => {
    document.body.innerHTML = `
      <form>
        <input name="name" />
        <div class="mantine-InputWrapper-root"><label>City</label><input name="city" aria-invalid="true" /></div>
        <input name="zip" aria-invalid="true" />
      </form>`;
    const wrapper = document.querySelector<HTMLElement>('.mantine-InputWrapper-root');
    vi.spyOn(wrapper as HTMLElement, 'getBoundingClientRect').mockReturnValue({
      top: 500,
    } as DOMRect);
    const scrollTo = vi.spyOn(window, 'scrollTo');
    scrollToFirstError(document.querySelector('form'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(scrollTo).toHaveBeenCalledWith({ top: 436, behavior: 'smooth' });
    expect(document.activeElement).toBe(document.querySelector('[name="city"]'));
  });
});
