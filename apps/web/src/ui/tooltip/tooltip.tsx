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
import { useTaskEffect } from '@/lib/scheduling/use-task-effect';

type TTooltip = ComponentType<TooltipProps>;

let loadedTooltip: TTooltip | null = null;

/** Mantine's Tooltip module, once: every tooltip of the page waits for the same download. */
const loadTooltip = loadOnce(() =>
  import('./mantine-tooltip').then(({ MantineTooltip }) => {
    loadedTooltip = MantineTooltip;
    return MantineTooltip;
  }),
);

/** A touch screen without a mouse (a phone): no pointer hovers, so no tooltip shows by itself. */
const cannotHover = () => window.matchMedia?.('(hover: none)').matches ?? false;

/**
 * The house's tooltip: Mantine's Tooltip, which brings the popover code and floating-ui
 * (~30 KB gzip), downloaded after the page has shown instead of before it (issue 33), and on a
 * device that cannot hover (a phone) only if a mouse pointer ever comes to a control with a
 * tooltip. Until then, and in the server's HTML, the child is shown alone: a tooltip only repeats
 * what the control's accessible name says, so nothing is missing while it loads. A pointer that
 * rests on the child while it loads opens it once it has.
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
  /** Starts the download and shows the tooltip once it is there (set by the effect below). */
  const waitForTooltip = useRef(() => {});

  // A pointer that rests on the child while the tooltip loads opens it once it has. Listened to
  // from the commit on (a pointer can come before the task below runs); a pointer that comes
  // starts the download itself, on a phone too.
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
    waitForTooltip.current = () => void loadTooltip().then(arrive, () => {});
    const enter = () => {
      isHovered = true;
      waitForTooltip.current();
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

  // Downloaded in a task of its own, not in the commit that hydrates the page (issue 33).
  useTaskEffect(() => {
    if (!LoadedTooltip && !cannotHover()) waitForTooltip.current();
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
