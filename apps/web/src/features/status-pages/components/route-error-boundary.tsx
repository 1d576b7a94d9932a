import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reportError } from '@/lib/errors/error-reporting';
import { NotFoundPage } from '../routes/not-found-page';
import { FallbackView } from './fallback-view';

/**
 * The router's error element: 404 responses show not-found, anything else the fallback. Thrown
 * errors (a page that fails to render, /crash) go to error reporting; the router's own answers
 * (404, 405) do not.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const isRouterAnswer = isRouteErrorResponse(error);
  useEffect(() => {
    if (!isRouterAnswer) reportError(error);
  }, [error, isRouterAnswer]);
  if (isRouterAnswer && error.status === 404) return <NotFoundPage />;
  if (import.meta.env.MODE !== 'test') console.error(error);
  return <FallbackView />;
}
