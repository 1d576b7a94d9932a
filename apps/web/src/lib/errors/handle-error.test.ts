import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/api-error';
import { createErrorHandler } from './handle-error';

const api = (status: number, body: unknown = null) => new ApiError({ status, url: '/v1/x', body });

function setup() {
  const deps = {
    getContext: () => ({ pathname: '/ui-kit', ordersListPath: '/my-profile/orders' }),
    onUnauthorized: vi.fn(),
    navigate: vi.fn(),
    assignLocation: vi.fn(),
    notify: vi.fn(),
  };
  return { deps, handleError: createErrorHandler(deps) };
}

describe('error side effects', () => {
  it('logs the user out on 401 without a toast', () => {
    const { deps, handleError } = setup();
    handleError(api(401));
    expect(deps.onUnauthorized).toHaveBeenCalledOnce();
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it('follows a 412 redirect inside the app with the router', () => {
    const { deps, handleError } = setup();
    handleError(api(412, { status: 'error', message: 'x', redirectUrl: '/my-profile' }));
    expect(deps.navigate).toHaveBeenCalledWith('/my-profile');
    expect(deps.assignLocation).not.toHaveBeenCalled();
  });

  it('follows a 412 redirect to another site with a full navigation', () => {
    const { deps, handleError } = setup();
    handleError(
      api(412, { status: 'error', message: 'x', redirectUrl: 'https://id.example/auth' }),
    );
    expect(deps.assignLocation).toHaveBeenCalledWith('https://id.example/auth');
  });

  it('shows the catalogue toast', () => {
    const { deps, handleError } = setup();
    handleError(api(500));
    expect(deps.notify).toHaveBeenCalledWith(expect.objectContaining({ kind: 'error' }));
  });
});
