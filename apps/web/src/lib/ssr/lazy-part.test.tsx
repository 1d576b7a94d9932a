import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { collectHydrationErrors, renderServerHtml, renderWithProviders } from '@/test/render';
import { lazyPart, type TLazyPart } from './lazy-part';

type TProps = { onSave: () => void };

function ApproversForm({ onSave }: TProps) {
  return (
    <button type="button" onClick={onSave}>
      Save approvers
    </button>
  );
}

/** A part whose code arrives when the test says so. */
function heldPart() {
  let arrive = () => {};
  const part = lazyPart<TProps>(
    () =>
      new Promise((resolve) => {
        arrive = () => resolve(ApproversForm);
      }),
  );
  return { part, arrive: () => arrive() };
}

describe('a lazy part', () => {
  it('is whole in the server’s HTML, kept while its code downloads, and answers once it came', async () => {
    const onSave = vi.fn();
    // The server awaited the part's code before rendering (a page's loadVisitorData).
    const onServer = lazyPart<TProps>(() => Promise.resolve(ApproversForm));
    await onServer.preload();
    const inBrowser = heldPart();
    let Part: TLazyPart<TProps> = onServer;
    function Section() {
      return <Part onSave={onSave} fallback={<p>Loading the approvers…</p>} />;
    }
    const page = renderServerHtml(
      <main>
        <h1>My team</h1>
        <Section />
      </main>,
    );
    const button = within(page.container).getByRole('button', { name: 'Save approvers' });
    const errors = collectHydrationErrors();
    try {
      Part = inBrowser.part;
      // Awaited: React's test mode (act) runs a suspended part's retry only inside an act.
      await act(async () => {
        page.hydrate();
      });
      // Hydrated without the part's code: the server's button stays, no placeholder.
      await waitFor(() => expect(page.container.textContent).toContain('My team'));
      expect(within(page.container).getByRole('button', { name: 'Save approvers' })).toBe(button);
      expect(within(page.container).queryByText('Loading the approvers…')).toBeNull();
      await act(async () => inBrowser.arrive());
      await waitFor(() => {
        fireEvent.click(button);
        expect(onSave).toHaveBeenCalled();
      });
      expect(within(page.container).getByRole('button', { name: 'Save approvers' })).toBe(button);
    } finally {
      errors.stop();
    }
    expect(errors.messages).toEqual([]);
  });

  it('shows its placeholder when the app shows it before its code came, then the part', async () => {
    const { part: Part, arrive } = heldPart();
    await act(async () => {
      renderWithProviders(<Part onSave={() => {}} fallback={<p>Loading the approvers…</p>} />);
    });
    expect(screen.getByText('Loading the approvers…')).toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByRole('button', { name: 'Save approvers' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the approvers…')).toBeNull();
  });

  it('downloads its code once, however many ask', async () => {
    const load = vi.fn(() => Promise.resolve(ApproversForm));
    const part = lazyPart<TProps>(load);
    await Promise.all([part.preload(), part.preload()]);
    expect(load).toHaveBeenCalledOnce();
  });
});
