import {
  type ComponentType,
  createContext,
  memo,
  type ReactNode,
  Suspense,
  use,
  useCallback,
  useContext,
  useEffect,
  useState,
} from 'react';

/**
 * The attribute that marks a part whose code has not arrived: `data-part="pending"`. boot's held
 * clicks and held forms keep what is done inside it until it is live (they repeat the value:
 * they may import nothing; lazy-part.test.tsx checks they agree).
 */
export const pendingPartSelector = '[data-part="pending"]';

/**
 * Where the server notes the parts a page rendered (their modules, Vite manifest keys): it links
 * their stylesheets with the page's, so a part's HTML is styled before its code comes.
 */
export const RenderedParts = createContext<Set<string> | null>(null);

/** Every part's loader: the server loads the parts of the page it renders before rendering it. */
const partLoaders = new Set<() => Promise<unknown>>();

/**
 * Loads the code of every lazy part known so far (those of the pages loaded so far). The server
 * calls it before rendering a page, whose modules the router has loaded, so its parts render
 * whole into the HTML.
 */
export function loadLazyParts(): Promise<unknown> {
  return Promise.all(Array.from(partLoaders, (load) => load()));
}

/**
 * A part of a page whose code is not among the page's first scripts (docs/rendering.md, "Parts
 * loaded apart"): the server renders it whole, and in the browser React leaves its HTML as it is
 * while it hydrates the rest of the page, then hydrates the part once its code has arrived. Until
 * then the part is marked pending: a click on its buttons and what is typed into its forms is
 * kept and carried out once it is live (held clicks, held forms). In a page the browser draws
 * itself (a navigation), `fallback` shows while the code loads. The browser starts the download
 * when the module that declares the part is evaluated (the page's chunk). `module` is the file
 * `load` imports, as the build's manifest names it (`src/features/…/x.tsx`): the server links its
 * stylesheets with the page's (entry-server-visitor-data.test.tsx checks the team page's).
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { fallback, module }: { fallback: ReactNode; module: `src/${string}.tsx` },
): ComponentType<P> {
  // The download, marked fulfilled when done, as React's `use` reads a promise: once the code is
  // there (on the server after loadLazyParts) the part renders at once, without suspending.
  let loading: Promise<ComponentType<P>> | null = null;
  const loadPart = () => {
    if (!loading) {
      const download = load().then(
        (component) => {
          Object.assign(download, { status: 'fulfilled', value: component });
          return component;
        },
        (error: unknown) => {
          // A failed download is forgotten: the next render tries again.
          loading = null;
          throw error;
        },
      );
      loading = download;
    }
    return loading;
  };
  partLoaders.add(loadPart);
  // In the browser the download starts with the page's module, not when React first renders the
  // part: beside the page's first scripts as the page loads, and without a second wait after the
  // page's chunk when a navigation opens it. A failed download is tried again by the render.
  if (typeof window !== 'undefined') loadPart().catch(() => {});

  /**
   * The part itself, once its code is there: says so when it has been committed. Memoized: the
   * part going live re-renders LazyPart with the same props, and the part need not render again
   * for it (on the team page: ~200 more components in the task that hydrates the part).
   */
  const Content = memo(function Content({ props, onLive }: { props: P; onLive: () => void }) {
    const Component = use(loadPart());
    useEffect(onLive, [onLive]);
    return <Component {...props} />;
  });

  function LazyPart(props: P) {
    useContext(RenderedParts)?.add(module);
    // Pending in the server's HTML and while the page hydrates, live once the part has been.
    const [isLive, setIsLive] = useState(false);
    const onLive = useCallback(() => setIsLive(true), []);
    return (
      <div data-part={isLive ? 'live' : 'pending'} style={{ display: 'contents' }}>
        <Suspense fallback={fallback}>
          <Content props={props} onLive={onLive} />
        </Suspense>
      </div>
    );
  }
  return LazyPart;
}
