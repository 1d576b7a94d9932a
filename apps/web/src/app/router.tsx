import { createBrowserRouter } from 'react-router';
import { appRoutes } from './routes';

/** The app's data router: lazy routes per feature (see routes.tsx), one per page load. */
export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

export type TAppRouter = ReturnType<typeof createAppRouter>;
