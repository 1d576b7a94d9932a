import './mantine-styles';
import { MantineContext, MantineThemeProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ContextType, type ReactNode, useMemo } from 'react';
import { theme } from './theme';

type TAppProvidersProps = {
  queryClient: QueryClient;
  children: ReactNode;
  /** `test` turns off Mantine transitions and portals in unit tests. */
  env?: 'default' | 'test';
};

type TMantineContext = NonNullable<ContextType<typeof MantineContext>>;

const keepLight = () => {};

/**
 * Mantine's context as MantineProvider gives it, for one theme, light. Not MantineProvider
 * itself: what it adds to this is done by the stylesheet, and its code came on every page (~2.5 KB
 * gzip of the first wave): the theme's CSS variables and the `hiddenFrom`/`visibleFrom` classes
 * are in theme-variables.css (written by theme-variables.test.ts, which checks them against
 * MantineProvider's own `<style>`s); the colour scheme is the page's `data-mantine-color-scheme`
 * (index.html), never changed; the theme's `respectReducedMotion` is index.html's
 * `data-respect-reduced-motion`. Its dark scheme's CSS is dropped by the build
 * (build-tools/light-scheme-only.js).
 */
function mantineContext(env: 'default' | 'test'): TMantineContext {
  return {
    colorScheme: 'light',
    setColorScheme: keepLight,
    clearColorScheme: keepLight,
    getRootElement: () => document.documentElement,
    classNamesPrefix: 'mantine',
    cssVariablesSelector: ':root',
    withStaticClasses: true,
    env,
  };
}

/**
 * Theme and data. The toasts and the modal manager sit in the root route (app-root.tsx) because
 * their links use the router and a path change closes modals.
 */
export function AppProviders({ queryClient, children, env = 'default' }: TAppProvidersProps) {
  const context = useMemo(() => mantineContext(env), [env]);
  return (
    <MantineContext.Provider value={context}>
      <MantineThemeProvider theme={theme}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineThemeProvider>
    </MantineContext.Provider>
  );
}
