import type { TooltipProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import {
  type ComponentType,
  cloneElement,
  isValidElement,
  type Ref,
  useEffect,
  useRef,
  useState,
} from 'react';
import { loadOnce } from '@/lib/scheduling/load-once';

type TTooltip = ComponentType<TooltipProps>;

let loadedTooltip: TTooltip | null = null;

/** Mantine's Tooltip module, once: every tooltip of the page waits for the same download. */
const loadTooltip = loadOnce(() =>
  import('./mantine-tooltip').then(({ MantineTooltip }) => {
    loadedTooltip = MantineTooltip;
    return MantineTooltip;
  }),
);

/**
 * The house's tooltip: Mantine's Tooltip, which brings the popover code and floating-ui
 * (~25 KB gzip), downloaded when a mouse pointer first comes to a control with a tooltip, not with
 * the page (issue 33: a phone, which has no pointer, never downloads it, nor does a page nobody
 * points at). Until then, and in the server's HTML, the child is shown alone: a tooltip only
 * repeats what the control's accessible name says, so nothing is missing while it loads. The
 * pointer that started the download and rests on the child opens it once it has come (the theme's
 * open delay, 300 ms, usually covers the download).
 *
 * Mantine's Tooltip is rendered beside the child and pointed at it (`target`), not around it: the
 * child stays the same element when the tooltip arrives (its focus, its state and a pointer on it
 * are kept). Mantine listens to the pointer on the target itself, with the theme's delays. The
 * child must take a ref (an element or a component that passes it on).
 */
export function Tooltip({ children, ...props }: TooltipProps) {
  const [LoadedTooltip, setLoadedTooltip] = useState<TTooltip | null>(() => loadedTooltip);
  const [isHoveredAtLoad, setIsHoveredAtLoad] = useState(false);
  const childRef = useRef<HTMLElement | null>(null);

  // A pointer coming to the child starts the download; resting there, it opens the tooltip once
  // it has come. Listened to from the commit on, until the tooltip is there.
  useEffect(() => {
    if (LoadedTooltip) return;
    let isMounted = true;
    let isHovered = false;
    const child = childRef.current;
    const arrive = (component: TTooltip) => {
      if (!isMounted) return;
      setIsHoveredAtLoad(isHovered);
      setLoadedTooltip(() => component);
    };
    const enter = () => {
      isHovered = true;
      void loadTooltip().then(arrive, () => {});
    };
    const leave = () => {
      isHovered = false;
    };
    child?.addEventListener('mouseenter', enter);
    child?.addEventListener('mouseleave', leave);
    return () => {
      isMounted = false;
      child?.removeEventListener('mouseenter', enter);
      child?.removeEventListener('mouseleave', leave);
    };
  }, [LoadedTooltip]);

  const ownRef = isValidElement<{ ref?: Ref<HTMLElement> }>(children)
    ? children.props.ref
    : undefined;
  const ref = useMergedRef(childRef, ownRef);
  const child = isValidElement<{ ref?: Ref<HTMLElement> }>(children)
    ? cloneElement(children, { ref })
    : children;
  return (
    <>
      {child}
      {LoadedTooltip ? (
        <LoadedTooltip defaultOpened={isHoveredAtLoad || undefined} {...props} target={childRef} />
      ) : null}
    </>
  );
}
