import type { TSlideChangesResponse } from '@deckhand/contract';
import type { CSSProperties, ReactNode, UIEventHandler } from 'react';
import classes from './compare-view.module.css';

type TCompareFrameProps = {
  src: string | null;
  alt: string;
  /** The slide's shape (width / height) so the frame keeps its place while the image loads. */
  aspect: number;
  zoom: number;
  /** Boxes of what changed, drawn over the slide (the later version only). */
  regions?: TSlideChangesResponse['regions'] | undefined;
  /** The earlier version laid over this one, cut at `wipe` percent from the left. */
  overlay?: { src: string; alt: string; wipe: number } | undefined;
  /** Shown instead of an image (a slide new in this version). */
  empty?: ReactNode;
  caption: string;
  scrollRef?: (element: HTMLDivElement | null) => void;
  onScroll?: UIEventHandler<HTMLDivElement>;
};

/** One slide of the compare view: zoomed inside its own scroll box, with its changes marked. */
export function CompareFrame({
  src,
  alt,
  aspect,
  zoom,
  regions,
  overlay,
  empty,
  caption,
  scrollRef,
  onScroll,
}: TCompareFrameProps) {
  const canvasStyle: CSSProperties = { width: `${zoom * 100}%`, aspectRatio: String(aspect) };
  return (
    <figure className={classes.figure}>
      <div
        ref={scrollRef}
        className={classes.frame}
        data-zoomed={zoom > 1 || undefined}
        onScroll={onScroll}
      >
        <div className={classes.canvas} style={canvasStyle}>
          {src ? (
            <img className={classes.image} src={src} alt={alt} draggable={false} />
          ) : (
            <div className={classes.empty}>{empty}</div>
          )}
          {overlay ? (
            <img
              className={`${classes.image} ${classes.overlay}`}
              src={overlay.src}
              alt={overlay.alt}
              draggable={false}
              style={{ clipPath: `inset(0 ${100 - overlay.wipe}% 0 0)` }}
            />
          ) : null}
          {overlay ? (
            <div className={classes.wipeLine} style={{ left: `${overlay.wipe}%` }} aria-hidden />
          ) : null}
          {regions?.map((region) => (
            <div
              key={`${region.x}-${region.y}-${region.w}-${region.h}`}
              className={classes.change}
              aria-hidden
              style={{
                left: `${region.x * 100}%`,
                top: `${region.y * 100}%`,
                width: `${region.w * 100}%`,
                height: `${region.h * 100}%`,
              }}
            />
          ))}
        </div>
      </div>
      <figcaption className={classes.caption}>{caption}</figcaption>
    </figure>
  );
}
