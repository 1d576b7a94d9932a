import { act, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';

/** The tooltip module afresh: each test starts before Mantine's tooltip has loaded. */
async function importTooltip() {
  return (await import('./tooltip')).Tooltip;
}

const trigger = () => screen.getByRole('button', { name: 'Copy again' });

/** The module's Tooltip (afresh) around the control, rendered in the app's providers. */
async function renderTooltip() {
  const Tooltip = await importTooltip();
  return renderWithProviders(
    <Tooltip label="Copy the link again">
      <button type="button">Copy again</button>
    </Tooltip>,
  );
}

/**
 * Lets Mantine's tooltip module finish loading and the tooltip take it (the promise's callbacks and
 * the render they cause).
 */
async function finishLoading() {
  await act(async () => {
    await import('./mantine-tooltip');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('Tooltip', () => {
  beforeEach(() => {
    vi.doUnmock('./mantine-tooltip');
    vi.resetModules();
  });

  it('sends the control alone in the server HTML', async () => {
    const Tooltip = await importTooltip();
    const html = renderToString(
      <Tooltip label="Copy the link again">
        <button type="button">Copy again</button>
      </Tooltip>,
    );
    expect(html).toBe('<button type="button">Copy again</button>');
  });

  it('downloads nothing until a mouse pointer comes to the control, then shows its label on it', async () => {
    const loads = vi.fn();
    vi.doMock('./mantine-tooltip', async (importOriginal) => {
      loads();
      return importOriginal();
    });
    const { user } = await renderTooltip();
    const before = trigger();
    // A task after the commit: nothing was asked for.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads).not.toHaveBeenCalled();
    await user.hover(before);
    expect(await screen.findByRole('tooltip', { name: 'Copy the link again' })).toBeVisible();
    expect(loads).toHaveBeenCalledOnce();
    // The same control, not one wrapped anew.
    expect(trigger()).toBe(before);
  });

  /**
   * The tooltip rendered while Mantine's is held back: `arrive()` lets it load, so a test says what
   * the pointer did meanwhile.
   */
  async function renderWhileLoading() {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    vi.doMock('./mantine-tooltip', async (importOriginal) => {
      await arrived;
      return importOriginal();
    });
    const { user } = await renderTooltip();
    return { user, before: trigger(), arrive };
  }

  it('shows its label when the pointer came to rest on the control while it loaded', async () => {
    const { user, before, arrive } = await renderWhileLoading();
    await user.hover(before);
    arrive();
    expect(await screen.findByRole('tooltip', { name: 'Copy the link again' })).toBeVisible();
  });

  it('stays closed when the pointer left the control before it loaded', async () => {
    const { user, before, arrive } = await renderWhileLoading();
    await user.hover(before);
    await user.unhover(before);
    arrive();
    await finishLoading();
    expect(screen.queryByRole('tooltip')).toBeNull();
    // It has loaded: the next hover opens it.
    await user.hover(before);
    expect(await screen.findByRole('tooltip', { name: 'Copy the link again' })).toBeVisible();
  });

  it('keeps the focus of a control focused before the tooltip loaded, and its own ref', async () => {
    const Tooltip = await importTooltip();
    let ownRef: HTMLButtonElement | null = null;
    renderWithProviders(
      <Tooltip label="Copy the link again">
        <button
          type="button"
          ref={(node) => {
            ownRef = node;
          }}
        >
          Copy again
        </button>
      </Tooltip>,
    );
    const before = trigger();
    before.focus();
    fireEvent.mouseEnter(before);
    await finishLoading();
    expect(trigger()).toBe(before);
    expect(trigger()).toHaveFocus();
    expect(ownRef).toBe(trigger());
  });
});
