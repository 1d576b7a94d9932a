import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { Drawer, Modal } from './dialogs';

function OpensModal() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Watch the video
      </button>
      <Modal opened={isOpen} onClose={() => setIsOpen(false)} title="How credit packs work">
        <p>Buy slides in advance.</p>
      </Modal>
    </>
  );
}

describe('the house dialogs', () => {
  it('render nothing while closed, and open with their title and content once asked', async () => {
    const { user } = renderWithProviders(<OpensModal />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Watch the video' }));
    const dialog = await screen.findByRole('dialog', { name: 'How credit packs work' });
    expect(dialog).toHaveTextContent('Buy slides in advance.');
    await user.keyboard('{Escape}');
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    // What had the focus when it was asked open has it back, though its code came later.
    await expect
      .poll(() => document.activeElement)
      .toBe(screen.getByRole('button', { name: 'Watch the video' }));
  });

  it('open at once when they mount opened', async () => {
    renderWithProviders(
      <Drawer opened onClose={() => {}} title="Account sections">
        <a href="/my-profile/orders">Orders</a>
      </Drawer>,
    );
    const drawer = await screen.findByRole('dialog', { name: 'Account sections' });
    expect(drawer).toContainElement(screen.getByRole('link', { name: 'Orders' }));
  });
});
