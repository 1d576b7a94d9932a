import { errorMessages } from '@deckhand/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { useModalManager } from './modal-context';
import { useDialogs } from './use-dialogs';

/** A row whose Remove button disappears once the removal is confirmed. */
function RemovableRow() {
  const { openConfirmDialog } = useDialogs();
  const [isRemoved, setIsRemoved] = useState(false);
  return (
    <main tabIndex={-1}>
      {isRemoved ? null : (
        <button
          type="button"
          onClick={() =>
            openConfirmDialog({
              title: 'Remove Ann?',
              message: 'Ann will lose access.',
              confirmLabel: 'Remove',
              danger: true,
              onConfirm: () => setIsRemoved(true),
            })
          }
        >
          Remove Ann
        </button>
      )}
    </main>
  );
}

function Opener() {
  const { openModal, status } = useModalManager();
  const { openConfirmDialog, openErrorDialog } = useDialogs();
  const openFirst = () => openModal({ title: 'First', render: () => <p>first body</p> });
  const openSecond = () => openModal({ title: 'Second', render: () => <p>second body</p> });
  return (
    <>
      <output aria-label="status">{status}</output>
      <button type="button" onClick={openFirst}>
        open first
      </button>
      <button type="button" onClick={openSecond}>
        open second
      </button>
      <button
        type="button"
        onClick={() => openConfirmDialog({ title: 'Sure?', message: 'Really' })}
      >
        open confirm
      </button>
      <button type="button" onClick={() => openErrorDialog()}>
        open error
      </button>
    </>
  );
}

const status = () => screen.getByLabelText('status').textContent;

afterEach(() => {
  vi.useRealTimers();
});

describe('modal manager (§2.1, §4)', () => {
  it('closes the open modal when the page path changes', async () => {
    const { user, router } = renderWithProviders(<Opener />, { route: '/ui-kit' });
    await user.click(screen.getByRole('button', { name: 'open first' }));
    expect(await screen.findByRole('dialog', { name: 'First' })).toBeInTheDocument();

    await act(() => router.navigate('/redirect'));
    expect(status()).toBe('closing');
    await waitFor(() => expect(status()).toBe('closed'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('switching modals closes the first and opens the next 150 ms later', async () => {
    const { user } = renderWithProviders(<Opener />);
    await user.click(screen.getByRole('button', { name: 'open first' }));
    await screen.findByRole('dialog', { name: 'First' });

    vi.useFakeTimers();
    act(() => screen.getByRole('button', { name: 'open second', hidden: true }).click());
    expect(status()).toBe('closing');
    expect(screen.queryByRole('dialog', { name: 'Second' })).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(149));
    expect(screen.queryByRole('dialog', { name: 'Second' })).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(status()).toBe('open');
    expect(screen.getByRole('dialog', { name: 'Second' })).toHaveTextContent('second body');
    expect(screen.queryByText('first body')).not.toBeInTheDocument();
  });

  it('offers Save and Cancel in the default confirm dialog', async () => {
    const { user } = renderWithProviders(<Opener />);
    await user.click(screen.getByRole('button', { name: 'open confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sure?' });
    expect(dialog).toHaveTextContent('Really');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the default error dialog titled 'Error!'", async () => {
    const { user } = renderWithProviders(<Opener />);
    await user.click(screen.getByRole('button', { name: 'open error' }));
    const dialog = await screen.findByRole('dialog', { name: errorMessages.dialogTitle });
    expect(dialog).toHaveTextContent(errorMessages.dialogMessage);
  });
  it('returns focus to the button that opened the dialog once it is saved', async () => {
    const { user } = renderWithProviders(<Opener />);
    await user.click(screen.getByRole('button', { name: 'open confirm' }));
    await screen.findByRole('dialog', { name: 'Sure?' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'open confirm' })).toHaveFocus();
  });

  it('returns focus to the button that opened the dialog when it is closed by Escape', async () => {
    const { user } = renderWithProviders(<Opener />);
    await user.click(screen.getByRole('button', { name: 'open first' }));
    await screen.findByRole('dialog', { name: 'First' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'open first' })).toHaveFocus();
  });

  it('moves focus to the main content when what opened the dialog is gone', async () => {
    const { user } = renderWithProviders(<RemovableRow />);
    await user.click(screen.getByRole('button', { name: 'Remove Ann' }));
    await screen.findByRole('dialog', { name: 'Remove Ann?' });
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('draws a dangerous confirmation red and a plain one in the primary colour', async () => {
    const { user } = renderWithProviders(
      <>
        <RemovableRow />
        <Opener />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Remove Ann' }));
    const danger = within(await screen.findByRole('dialog', { name: 'Remove Ann?' }));
    expect(
      danger.getByRole('button', { name: 'Remove' }).style.getPropertyValue('--button-bg'),
    ).toBe('var(--mantine-color-red-9)');
    await user.click(danger.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'open confirm' }));
    const plain = within(await screen.findByRole('dialog', { name: 'Sure?' }));
    expect(
      plain.getByRole('button', { name: 'Save' }).style.getPropertyValue('--button-bg'),
    ).not.toContain('red');
  });
});
