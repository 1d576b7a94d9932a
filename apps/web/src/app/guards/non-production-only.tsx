import { Outlet } from 'react-router';
import { NotFoundPage } from '@/features/status-pages/routes/not-found-page';
import { useIsProduction } from '@/lib/init/use-app-env';

/** Development aids (the UI kit) answer as not found in production. */
export function NonProductionOnly() {
  return useIsProduction() ? <NotFoundPage /> : <Outlet />;
}
