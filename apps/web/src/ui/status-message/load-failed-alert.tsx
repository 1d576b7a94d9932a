import { Alert, Button, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type TLoadFailedAlertProps = {
  /** What could not be loaded, in one line: "The team could not be loaded". */
  title: string;
  retryLabel?: string;
  /** A line under the title: what to check first. */
  children?: ReactNode;
} & (
  | { /** Asks again (a query's refetch). */ onRetry: () => void; retryHref?: never }
  | {
      /** Loads the page again: on a static page (docs/rendering.md) no handler runs. */
      retryHref: string;
      onRetry?: never;
    }
);

/** A card's content that could not be loaded: the red alert saying so, and "Try again". */
export function LoadFailedAlert({
  title,
  onRetry,
  retryHref,
  retryLabel = 'Try again',
  children,
}: TLoadFailedAlertProps) {
  return (
    <Alert color="red" variant="light" title={title}>
      {children ? <Text size="sm">{children}</Text> : null}
      {retryHref === undefined ? (
        <Button size="xs" variant="default" mt="xs" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : (
        <Button component="a" href={retryHref} size="xs" variant="default" mt="xs">
          {retryLabel}
        </Button>
      )}
    </Alert>
  );
}
