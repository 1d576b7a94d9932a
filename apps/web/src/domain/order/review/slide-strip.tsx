import {
  slidePreviewMessages as m,
  slidePreviewRules,
  type TPreviewSlide,
} from '@deckhand/contract';
import { UnstyledButton } from '@mantine/core';
import { type CSSProperties, useEffect, useRef } from 'react';
import classes from './slide-review.module.css';

type TSlideStripProps = {
  slides: readonly TPreviewSlide[];
  /** The index (0-based) of the slide shown large. */
  selectedIndex: number;
  thumbUrlOf: (position: number) => string;
  onSelect: (index: number) => void;
};

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Every slide as a thumbnail button in one row that scrolls sideways inside itself; the slide
 * shown large is marked (aria-current) and scrolled into the middle of the row.
 */
export function SlideStrip({ slides, selectedIndex, thumbUrlOf, onSelect }: TSlideStripProps) {
  const stripRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const strip = stripRef.current;
    const item = strip?.children[selectedIndex];
    if (!strip || !(item instanceof HTMLElement) || typeof strip.scrollTo !== 'function') return;
    // The strip only: scrollIntoView would scroll the page too.
    strip.scrollTo({
      left: item.offsetLeft - (strip.clientWidth - item.offsetWidth) / 2,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  }, [selectedIndex]);

  return (
    <ul ref={stripRef} className={classes.strip} aria-label={m.slides}>
      {slides.map((slide, index) => {
        const isSelected = index === selectedIndex;
        return (
          <li key={slide.position} className={classes.stripItem}>
            <UnstyledButton
              className={classes.thumb}
              aria-label={m.slideLabel(slide.position, slides.length)}
              aria-current={isSelected ? 'true' : undefined}
              onClick={() => onSelect(index)}
            >
              <img
                className={classes.thumbImage}
                src={thumbUrlOf(slide.position)}
                alt=""
                width={slidePreviewRules.thumbWidth}
                height={Math.round((slidePreviewRules.thumbWidth * slide.height) / slide.width)}
                // Lazy, even those in view: the browser asks for them once it has laid the page
                // out, so the large slide (the page's largest paint) and the stylesheets have the
                // line to themselves until then; low, so React preloads none of them in the
                // head (docs/review.md).
                loading="lazy"
                fetchPriority="low"
                decoding="async"
                style={{ '--slide-ratio': `${slide.width} / ${slide.height}` } as CSSProperties}
              />
              <span aria-hidden="true">{slide.position}</span>
            </UnstyledButton>
          </li>
        );
      })}
    </ul>
  );
}
