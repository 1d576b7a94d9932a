import './mantine-styles';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { theme } from './theme';

type TAppProvidersProps = {
  queryClient: QueryClient;
  children: ReactNode;
  /** `test` turns off Mantine transitions and portals in unit tests. */
  env?: 'default' | 'test';
};

/**
 * Theme and data. The toasts and the modal manager sit in the root route (app-root.tsx) because
 * their links use the router and a path change closes modals.
 */
export function AppProviders({ queryClient, children, env = 'default' }: TAppProvidersProps) {
  return (
    // The theme's CSS variables come with the stylesheet (theme-variables.css), not in a <style>.
    // One theme, light: the build drops the dark scheme's CSS (build-tools/light-scheme-only.js).
    <MantineProvider theme={theme} withCssVariables={false} forceColorScheme="light" env={env}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
