import { Outlet } from 'react-router';
import { useIsProduction } from '@/features/app-init/hooks/use-app-env';
import { NotFoundPage } from '@/features/status-pages/routes/not-found-page';

/** Development aids (the UI kit) answer as not found in production. */
export function NonProductionOnly() {
  return useIsProduction() ? <NotFoundPage /> : <Outlet />;
}
