import { notificationsStore } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { showToast } from './show-toast';
import { toastKinds } from './toast-kind-names';

function renderToasts() {
  return renderWithProviders(<p>page</p>, { route: '/ui-kit' });
}

describe('toasts (§4)', () => {
  it.each(toastKinds)('shows a %s toast with its own colour and icon', async (kind) => {
    renderToasts();
    act(() => {
      showToast({ kind, message: `A ${kind} message` });
    });
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(`A ${kind} message`);
    expect(toast).toHaveAttribute('data-kind', kind);
    expect(toast.querySelector('svg')).not.toBeNull();
  });

  it('marks a reminder so that an open dialog hides it (toast-host.module.css), and no other toast', async () => {
    renderToasts();
    act(() => {
      showToast({ kind: 'warning', message: 'Company day next month', isReminder: true });
      showToast({ kind: 'success', message: 'Saved' });
    });
    const [reminder, saved] = await screen.findAllByRole('alert');
    expect(reminder).toHaveAttribute('data-reminder', 'true');
    expect(saved).not.toHaveAttribute('data-reminder');
  });

  it('gives each kind a distinct colour', () => {
    renderToasts();
    act(() => {
      for (const kind of toastKinds) showToast({ kind, message: kind });
    });
    const colours = screen
      .getAllByRole('alert')
      .map((toast) => toast.style.getPropertyValue('--notification-color'));
    expect(new Set(colours).size).toBe(toastKinds.length);
  });

  it('closes itself after 8 seconds', () => {
    renderToasts();
    act(() => {
      showToast({ kind: 'info', message: 'Timed' });
    });
    expect(notificationsStore.getState().notifications[0]?.autoClose).toBe(8000);
  });

  it('is dismissed by clicking it', async () => {
    const { user } = renderToasts();
    act(() => {
      showToast({ kind: 'error', message: 'Something failed' });
    });
    await user.click(await screen.findByText('Something failed'));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('is dismissed by its close icon', async () => {
    const { user } = renderToasts();
    act(() => {
      showToast({ kind: 'success', message: 'Saved' });
    });
    const toast = await screen.findByRole('alert');
    await user.click(within(toast).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('can link inside the app', async () => {
    const { user, router } = renderToasts();
    act(() => {
      showToast({
        kind: 'info',
        message: 'Ready',
        link: { label: 'Open orders', to: '/my-profile/orders' },
      });
    });
    const link = await screen.findByRole('link', { name: 'Open orders' });
    expect(link).toHaveAttribute('href', '/my-profile/orders');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/my-profile/orders');
  });

  it('can link to another site with a plain anchor', async () => {
    renderToasts();
    act(() => {
      showToast({
        kind: 'warning',
        message: 'Read this',
        link: { label: 'Help', to: 'https://help.example.com/' },
      });
    });
    expect(await screen.findByRole('link', { name: 'Help' })).toHaveAttribute(
      'href',
      'https://help.example.com/',
    );
  });
  it('never stacks the same toast twice while it is on screen', async () => {
    const { user } = renderToasts();
    act(() => {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        showToast({ kind: 'error', message: 'Too many attempts' });
      }
      showToast({ kind: 'warning', message: 'Too many attempts' });
      showToast({ kind: 'error', message: 'Something else' });
    });
    const toasts = await screen.findAllByRole('alert');
    expect(toasts.map((toast) => toast.getAttribute('data-kind'))).toEqual([
      'error',
      'warning',
      'error',
    ]);
    expect(screen.getAllByText('Too many attempts')).toHaveLength(2);

    await user.click(within(toasts[0] as HTMLElement).getByRole('button'));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    act(() => {
      showToast({ kind: 'error', message: 'Too many attempts' });
    });
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(3));
  });
});
