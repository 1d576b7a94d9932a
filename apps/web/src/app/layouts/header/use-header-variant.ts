import { type RefObject, useEffect, useState } from 'react';

export type THeaderVariant = 'dark' | 'light';

/** Dark at the top; light once the page has scrolled past the header's own height (§2.1). */
export function useHeaderVariant(headerRef: RefObject<HTMLElement | null>): THeaderVariant {
  const [variant, setVariant] = useState<THeaderVariant>('dark');
  useEffect(() => {
    const update = () => {
      const height = headerRef.current?.getBoundingClientRect().height ?? 0;
      setVariant(window.scrollY > height ? 'light' : 'dark');
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [headerRef]);
  return variant;
}
