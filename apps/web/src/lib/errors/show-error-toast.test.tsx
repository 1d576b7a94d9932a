import { errorMessages } from '@deckhand/contract';
import { notificationsStore } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
import { renderWithProviders } from '@/test/render';
import { ApiError } from '../http/api-error';
import { showErrorToast } from './show-error-toast';

const forbidden = (body: unknown = null) =>
  new ApiError({ status: 403, url: '/v1/users/login', body });

/** showErrorToast reads the browser's address; the memory router does not set it. */
function visit(pathname: string) {
  window.history.replaceState(null, '', pathname);
  renderWithProviders(<p>page</p>, { route: pathname });
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('showErrorToast (§8, 403)', () => {
  it.each([
    paths.login.getHref(),
    paths.signup.getHref(),
    paths.resetPassword.root.getHref(),
    paths.join.getHref('abc'),
    paths.unsubscribe.getHref('offers'),
    paths.profile.team.getHref(),
  ])('shows the server message of a refused request on %s', async (pathname) => {
    visit(pathname);
    act(() => showErrorToast(forbidden({ status: 'error', message: 'Origin not allowed' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Origin not allowed');
  });

  it('shows "Access denied" when the refusal carries no message', async () => {
    visit(paths.login.getHref());
    act(() => showErrorToast(forbidden()));
    expect(await screen.findByRole('alert')).toHaveTextContent(errorMessages.accessDenied);
  });

  it('stays silent on the orders list area only', () => {
    visit(paths.profile.orders.getHref());
    act(() => showErrorToast(forbidden({ status: 'error', message: 'No' })));
    expect(notificationsStore.getState().notifications).toEqual([]);
  });
});
