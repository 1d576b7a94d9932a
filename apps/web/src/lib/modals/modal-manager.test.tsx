import { errorMessages } from '@deckhand/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { useModalManager } from './modal-context';
import { useDialogs } from './use-dialogs';

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
});
