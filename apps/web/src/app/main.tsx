import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { getInitQueryOptions } from '@/lib/init/get-init';
import { AppProviders } from './providers';
import { createAppQueryClient } from './query-client';
import { createAppRouter } from './router';

const router = createAppRouter();
const queryClient = createAppQueryClient({
  navigate: (to) => void router.navigate(to),
  getPathname: () => router.state.location.pathname,
});

// Init holds the current user: ask for it while the first route's code downloads.
void queryClient.prefetchQuery(getInitQueryOptions());

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
