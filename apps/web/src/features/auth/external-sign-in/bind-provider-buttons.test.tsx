import { apiPrefix, endpoints } from '@deckhand/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeInit } from '@/test/fixtures';
import { createTestPageRenderer, pageUrl } from '@/test/page-renderer';
import { bindProviderButtons } from './bind-provider-buttons';

// As on the server (no window): state that only the browser knows starts from its server value.
vi.mock('@/lib/ssr/use-browser-state', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useBrowserState: <T,>(_read: () => T, serverValue: T) => [serverValue, () => undefined],
}));

let finishSignIn: () => void = () => undefined;
const runPageSignIn = vi.fn(
  (_provider: string, _opened: Window | null) =>
    new Promise<void>((resolve) => {
      finishSignIn = resolve;
    }),
);
vi.mock('./run-page-sign-in', () => ({ runPageSignIn }));

const renderer = createTestPageRenderer({
  publicAnswers: {
    [`${apiPrefix}${endpoints.oauth.providers}`]: {
      providers: [
        { id: 'google', name: 'Google' },
        { id: 'microsoft', name: 'Microsoft' },
      ],
    },
  },
});

async function openLoginPage() {
  const page = await renderer.render({ url: pageUrl('/login'), init: makeInit() });
  const html = page.kind === 'page' ? page.html : '';
  document.body.innerHTML = new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
}

const button = (name: string) =>
  Array.from(document.querySelectorAll('button')).find((found) =>
    found.textContent?.includes(name),
  ) as HTMLButtonElement;

describe('the provider buttons of the static sign-in pages (§4, bind-provider-buttons.ts)', () => {
  beforeEach(() => {
    runPageSignIn.mockClear();
  });

  it('opens the popup on the press itself, then runs the sign-in with it, the buttons disabled meanwhile', async () => {
    await openLoginPage();
    const popup = {} as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    bindProviderButtons(document);

    button('Continue with Google').click();
    expect(open).toHaveBeenCalledWith(
      'about:blank',
      'deckhand-sign-in',
      expect.stringContaining('width=450'),
    );
    await vi.waitFor(() => expect(runPageSignIn).toHaveBeenCalledWith('google', popup));
    expect(button('Continue with Microsoft').disabled).toBe(true);

    finishSignIn();
    await vi.waitFor(() => expect(button('Continue with Microsoft').disabled).toBe(false));
    open.mockRestore();
  });
});
