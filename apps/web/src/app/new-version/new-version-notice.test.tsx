import { screenTexts, timings } from '@deckhand/contract';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeInit } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { appScriptsId, serializeScriptList } from '../rendering/script-list';
import { appScriptsBlockId } from './detect-new-version';
import { NewVersionNotice } from './new-version-notice';

const deployed = {
  entry: '/assets/app-AAA.js',
  scripts: ['/assets/app-AAA.js', '/assets/framework-1.js'],
};
const servedPage = (list: typeof deployed) =>
  `<!doctype html><html><head>${serializeScriptList(appScriptsId, list)}</head><body></body></html>`;

let visibility: DocumentVisibilityState = 'visible';
const production = makeInit();
production.env = { ...production.env, appEnv: 'production' };

function stubServer(list: typeof deployed) {
  const fetchMock = vi.fn(async () => new Response(servedPage(list), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  document.head.insertAdjacentHTML('beforeend', serializeScriptList(appScriptsId, deployed));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.getElementById(appScriptsId)?.remove();
});

describe('the new-version notice (§2.5, §4)', () => {
  it('reads the block index.html carries', () => {
    expect(appScriptsBlockId).toBe(appScriptsId);
  });

  it('asks for / after 30 s in view and tells of a new build', async () => {
    const fetchMock = stubServer({ entry: '/assets/app-BBB.js', scripts: ['/assets/app-BBB.js'] });
    renderWithProviders(<NewVersionNotice />, { init: production });
    await advance(timings.versionCheckMs - timings.visibilityPollMs);
    expect(fetchMock).not.toHaveBeenCalled();
    await advance(timings.visibilityPollMs);
    expect(fetchMock).toHaveBeenCalledWith('/', expect.objectContaining({ cache: 'no-store' }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(`${screenTexts.newVersion} — ${screenTexts.newVersionAction}`);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('counts from the page’s opening: a script that ran 30 s late checks at once', async () => {
    const fetchMock = stubServer({ entry: '/assets/app-BBB.js', scripts: ['/assets/app-BBB.js'] });
    await advance(timings.versionCheckMs);
    renderWithProviders(<NewVersionNotice />, { init: production });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent(screenTexts.newVersion);
  });

  it('counts only the time the tab is visible, and stays quiet for the same build', async () => {
    const fetchMock = stubServer(deployed);
    renderWithProviders(<NewVersionNotice />, { init: production });
    visibility = 'hidden';
    await advance(timings.versionCheckMs * 3);
    expect(fetchMock).not.toHaveBeenCalled();
    visibility = 'visible';
    await advance(timings.versionCheckMs);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await advance(timings.visibilityPollMs);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('never asks outside production', async () => {
    const fetchMock = stubServer({ entry: '/assets/app-BBB.js', scripts: [] });
    renderWithProviders(<NewVersionNotice />, { init: makeInit() });
    await advance(timings.versionCheckMs * 2);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
