import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { collectHydrationErrors, renderServerHtml } from '@/test/render';
import { HydratedApart } from './hydrated-apart';

describe('a part hydrated apart', () => {
  it('is in the server’s HTML, keeps its elements when hydrated, and then answers', async () => {
    const onClick = vi.fn();
    const ui = (
      <main>
        <h1>Order DH-10008</h1>
        <HydratedApart>
          <button type="button" onClick={onClick}>
            Approve delivery
          </button>
        </HydratedApart>
      </main>
    );
    const page = renderServerHtml(ui);
    const button = within(page.container).getByRole('button', { name: 'Approve delivery' });
    const errors = collectHydrationErrors();
    try {
      page.hydrate();
      // The server's button is the one React took over, and its click reaches the app.
      await waitFor(() => {
        fireEvent.click(button);
        expect(onClick).toHaveBeenCalled();
      });
      expect(within(page.container).getByRole('button', { name: 'Approve delivery' })).toBe(button);
    } finally {
      errors.stop();
    }
    expect(errors.messages).toEqual([]);
  });
});
