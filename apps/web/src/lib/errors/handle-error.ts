import { isExternalUrl } from '../links/is-external-url';
import { showToast, type TToast } from '../toast/show-toast';
import { describeError, type TErrorContext } from './describe-error';

export type TErrorHandlerDeps = {
  getContext: () => TErrorContext;
  /** 401: forget the current user. */
  onUnauthorized: () => void;
  /** In-app navigation (router). */
  navigate: (to: string) => void;
  /** Full-page navigation for external addresses. */
  assignLocation?: (url: string) => void;
  notify?: (toast: TToast) => void;
  /** Errors worth reporting (not cancellations, not expected statuses) go here. */
  report?: (error: unknown) => void;
};

/** Builds the app-wide error handler: catalogue toast plus its side effects (§8). */
export function createErrorHandler(deps: TErrorHandlerDeps) {
  const notify = deps.notify ?? showToast;
  const assignLocation = deps.assignLocation ?? ((url: string) => window.location.assign(url));
  return function handleError(error: unknown): void {
    const outcome = describeError(error, deps.getContext());
    if (outcome.toast) {
      notify(outcome.toast);
      deps.report?.(error);
    }
    if (outcome.effect?.type === 'logout') deps.onUnauthorized();
    if (outcome.effect?.type === 'redirect') {
      const { url } = outcome.effect;
      if (isExternalUrl(url)) assignLocation(url);
      else deps.navigate(url);
    }
  };
}
