import { creditMessages, creditPackVideoScenes } from '@deckhand/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageLoad, renderCredits, wholeApp } from './credits-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const route = '/my-profile/billing/credits';

describe('credit packs page', wholeApp, () => {
  it('shows Bronze, Silver and Gold with price, credits, saving, pros and Buy', async () => {
    renderCredits(route);
    const silver = await screen.findByRole('region', { name: 'Silver' }, pageLoad);
    expect(within(silver).getByText('$2 500.00')).toBeInTheDocument();
    expect(silver).toHaveTextContent('buys $2 700.00 of credits');
    expect(silver).toHaveTextContent('$200.00 extra (8%)');
    expect(within(silver).getByText('Silver pro two')).toBeInTheDocument();
    expect(within(silver).getByRole('link', { name: 'Buy the Silver pack' })).toHaveAttribute(
      'href',
      '/my-profile/billing/credits/purchase?package=2',
    );
    expect(screen.getByRole('region', { name: 'Bronze' })).toHaveTextContent('Save 5%');
    expect(screen.getByRole('region', { name: 'Gold' })).toHaveTextContent('$500.00 extra (10%)');
    expect(screen.getByRole('heading', { level: 1, name: 'Credit packs' })).toBeInTheDocument();
    expect(screen.getAllByText(creditMessages.offer).length).toBeGreaterThan(0);
  });

  it('opens the explainer for a user without purchased packages', async () => {
    const { user } = renderCredits(route);
    await user.click(
      await screen.findByRole('button', { name: creditMessages.videoLink }, pageLoad),
    );
    const dialog = await screen.findByRole('dialog', { name: creditMessages.videoTitle });
    expect(dialog).toHaveTextContent(creditMessages.videoDescription);

    // The video, with nothing loaded before Play, in WebM then MP4, with English captions.
    const video = dialog.querySelector('video');
    expect(video).toHaveAttribute('aria-label', creditMessages.videoTitle);
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).toHaveAttribute('controls');
    expect(video?.getAttribute('poster')).toMatch(/credit-packs-poster.*\.jpg$/);
    const sources = [...(video?.querySelectorAll('source') ?? [])];
    expect(sources.map((source) => source.type)).toEqual(['video/webm', 'video/mp4']);
    expect(sources.map((source) => source.getAttribute('src'))).toEqual([
      expect.stringMatching(/credit-packs.*\.webm$/),
      expect.stringMatching(/credit-packs.*\.mp4$/),
    ]);
    const track = video?.querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('srclang', 'en');
    expect(track?.getAttribute('src')).toMatch(/credit-packs.*\.en\.vtt/);

    // Its transcript: each scene in order, the same words as the video's.
    const transcript = document.getElementById(video?.getAttribute('aria-describedby') ?? '');
    const scenes = within(transcript!).getAllByRole('listitem');
    expect(scenes).toHaveLength(creditPackVideoScenes.length);
    creditPackVideoScenes.forEach((scene, index) => {
      expect(within(scenes[index]!).getByText(scene.title)).toBeInTheDocument();
      expect(scenes[index]).toHaveTextContent(scene.caption);
    });

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hides the explainer link once the team has bought a pack', async () => {
    renderCredits(route, {}, { purchasedPackages: true, balance: 1_495 });
    await screen.findByRole('region', { name: 'Gold' }, pageLoad);
    expect(
      screen.queryByRole('button', { name: creditMessages.videoLink }),
    ).not.toBeInTheDocument();
  });

  it('keeps the page from a user without manageCredits', async () => {
    renderCredits(route, {}, { customerRole: 'manager', manageCredits: false });
    expect(
      await screen.findByRole('heading', { name: 'You cannot open this page' }, pageLoad),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Gold' })).not.toBeInTheDocument();
  });

  it('says so when the packs cannot be loaded', async () => {
    renderCredits(route, {
      'GET /billing/credit-packages': { status: 500, body: { status: 'error', message: 'x' } },
    });
    expect(
      await screen.findByText('The credit packs could not be loaded', undefined, pageLoad),
    ).toBeInTheDocument();
  });
});
