import type { ReactNode } from 'react';
import classes from './site-media.module.css';

/** `<Gallery>`: cards with pictures (`<TemplateCard>`) two to a row from a tablet up. */
export function Gallery({ children }: { children: ReactNode }) {
  return <div className={classes.gallery}>{children}</div>;
}
