import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingPart as heldClicksPart, holdClicksUntilLive } from '@/app/rendering/held-clicks';
import { pendingPart as heldFormsPart } from '@/lib/forms/held-forms';
import { collectHydrationErrors, renderServerHtml } from '@/test/render';
import { lazyPart, loadLazyParts, pendingPartSelector } from './lazy-part';

/** The part's own component: what its chunk holds. */
function ApproveButton({ onApprove }: { onApprove: () => void }) {
  return (
    <button type="button" onClick={onApprove}>
      Approve delivery
    </button>
  );
}

/** A part whose code comes when the test says (`arrive`), as a slow download would. */
function partArrivingLater() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const Part = lazyPart(() => arrived.then(() => ApproveButton), {
    fallback: <p>Loading</p>,
    module: 'src/approve-button.tsx',
  });
  return { Part, arrive };
}

describe('a part loaded apart', () => {
  const root = document.documentElement;
  const wasLive = root.dataset.app;
  afterEach(() => {
    if (wasLive === undefined) delete root.dataset.app;
    else root.dataset.app = wasLive;
  });

  it('is marked with the selector boot’s held clicks and held forms look for', () => {
    expect(heldClicksPart).toBe(pendingPartSelector);
    expect(heldFormsPart).toBe(pendingPartSelector);
  });

  it('is whole in the server’s HTML, stays so while its code loads, and keeps a click for when it is live', async () => {
    // The server has the code (loadLazyParts before rendering); the browser does not yet.
    const onServer = partArrivingLater();
    onServer.arrive();
    await loadLazyParts();
    const inBrowser = partArrivingLater();
    const onApprove = vi.fn();
    const page = (Part: typeof onServer.Part) => (
      <main>
        <h1>Order DH-10008</h1>
        <Part onApprove={onApprove} />
      </main>
    );
    const served = renderServerHtml(page(onServer.Part));
    const button = within(served.container).getByRole('button', { name: 'Approve delivery' });
    expect(button.closest(pendingPartSelector)).not.toBeNull();

    // boot's held clicks, on a page not live yet.
    delete root.dataset.app;
    holdClicksUntilLive(document);
    const errors = collectHydrationErrors();
    try {
      await act(async () => {
        served.hydrate(page(inBrowser.Part));
      });
      root.dataset.app = 'ready';
      // The page is live, the part is not: its HTML is the server's, a click on it is kept.
      expect(within(served.container).getByRole('button', { name: 'Approve delivery' })).toBe(
        button,
      );
      expect(within(served.container).queryByText('Loading')).toBeNull();
      button.click();
      expect(onApprove).not.toHaveBeenCalled();

      await act(async () => {
        inBrowser.arrive();
        await loadLazyParts();
      });
      // Hydrated: the same element, live, and the kept click reached the app once.
      expect(within(served.container).getByRole('button', { name: 'Approve delivery' })).toBe(
        button,
      );
      expect(button.closest(pendingPartSelector)).toBeNull();
      expect(onApprove).toHaveBeenCalledTimes(1);
    } finally {
      errors.stop();
    }
    expect(errors.messages).toEqual([]);
  });

  it('renders the part once as it goes live: marking it live does not render it again', async () => {
    let renders = 0;
    function Counted({ label }: { label: string }) {
      renders += 1;
      return <p>{label}</p>;
    }
    const Part = lazyPart(async () => Counted, {
      fallback: <p>Loading</p>,
      module: 'src/counted.tsx',
    });
    await act(async () => {
      render(<Part label="The approvers" />);
      await loadLazyParts();
    });
    const shown = await screen.findByText('The approvers');
    expect(shown.closest('[data-part="live"]')).not.toBeNull();
    expect(renders).toBe(1);
  });
});
