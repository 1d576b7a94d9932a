import { type ComponentType, type ReactNode, Suspense, use } from 'react';

export type TLazyPart<P extends object> = ComponentType<P & { fallback: ReactNode }> & {
  /** Downloads the part's code once; the server awaits it before rendering the page. */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * A part of a page whose code is not in the page's first wave (docs/rendering.md): the server
 * renders it whole (the page's `loadVisitorData` awaits `preload()`), the browser starts its
 * download when the page's module runs and hydrates it apart, once it has come (React keeps the
 * server's HTML meanwhile, as HydratedApart). Shown by a navigation in the app before its code
 * came, it shows `fallback`. For a part below the fold that needs heavy widgets: the team's
 * default approvers (comboboxes, number input) kept 40 KB gzip off /my-profile/team's first wave.
 * A download that fails goes to the route's error element, as a page's own would.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): TLazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let download: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    download ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        download = null;
        throw error;
      },
    );
    return download;
  };
  if (typeof window !== 'undefined') preload().catch(() => {});

  function Loaded(props: P) {
    const Component = loaded ?? use(preload());
    return <Component {...props} />;
  }
  function LazyPart({ fallback, ...props }: P & { fallback: ReactNode }) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...(props as P)} />
      </Suspense>
    );
  }
  return Object.assign(LazyPart, { preload });
}
