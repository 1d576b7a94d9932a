import classes from './logo.module.css';

/** The Deckhand wordmark: a mark plus the name, drawn in the current text colour. */
export function Logo() {
  return (
    <span className={classes.logo}>
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" opacity="0.14" />
        <path
          d="M10 8h6a8 8 0 0 1 0 16h-6z"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinejoin="round"
        />
      </svg>
      <span className={classes.word}>Deckhand</span>
    </span>
  );
}
