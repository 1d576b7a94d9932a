import classes from './layouts.module.css';

export const mainContentId = 'main-content';

/** First focusable element of every layout: jumps keyboard users past the header. */
export function SkipLink() {
  return (
    <a href={`#${mainContentId}`} className={classes.skipLink}>
      Skip to content
    </a>
  );
}
