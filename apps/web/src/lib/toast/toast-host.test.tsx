import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query/create-query-client';
import { showToast } from './show-toast';
import { ToastHost } from './toast-host';

function stubWidth(isWide: boolean) {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
    ...original(query),
    matches: isWide,
  }));
}

function renderHost() {
  render(
    <AppProviders
      queryClient={createQueryClient({ getAppEnv: () => 'test', onError: () => {} })}
      env="test"
    >
      <MemoryRouter>
        <ToastHost />
      </MemoryRouter>
    </AppProviders>,
  );
}

const positionOf = (element: HTMLElement) =>
  element.closest('[data-position]')?.getAttribute('data-position');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('where toasts appear (issue 8, item 14)', () => {
  it.each([
    ['from the tablet width up', true, 'bottom-right'],
    ['on a phone', false, 'bottom-center'],
  ])(
    '%s toasts appear at the %s, clear of the header, announcements and section bar',
    async (_width, isWide, position) => {
      stubWidth(isWide);
      renderHost();
      act(() => {
        showToast({ kind: 'error', message: 'Slow down' });
      });
      expect(positionOf(await screen.findByRole('alert'))).toBe(position);
    },
  );
});

describe('the toasts host', () => {
  it("mounts Mantine's notifications only once a toast shows", async () => {
    stubWidth(true);
    renderHost();
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    act(() => {
      showToast({ kind: 'success', message: 'Saved.' });
    });
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
  });
});
