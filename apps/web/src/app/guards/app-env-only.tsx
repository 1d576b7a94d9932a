import { Outlet } from 'react-router';
import { NotFoundPage } from '@/features/status-pages/routes/not-found-page';
import { useIsDevelopment, useIsProduction } from '@/lib/init/use-app-env';

type TAppEnvOnlyProps = {
  /**
   * Where the pages exist: 'non-production' (the UI kit, §1) or 'development' (the mailbox,
   * whose API route exists only when the server runs with APP_ENV=development).
   */
  allow: 'non-production' | 'development';
};

/** Development aids: elsewhere they answer as not found. */
export function AppEnvOnly({ allow }: TAppEnvOnlyProps) {
  const isProduction = useIsProduction();
  const isDevelopment = useIsDevelopment();
  const isAllowed = allow === 'development' ? isDevelopment : !isProduction;
  return isAllowed ? <Outlet /> : <NotFoundPage />;
}
