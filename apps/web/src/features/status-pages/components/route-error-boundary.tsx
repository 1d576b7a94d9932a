import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../routes/not-found-page';
import { FallbackView } from './fallback-view';

/** The router's error element: 404 responses show not-found, anything else the fallback. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (import.meta.env.MODE !== 'test') console.error(error);
  return <FallbackView />;
}
