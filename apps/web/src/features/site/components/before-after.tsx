import { getExample } from '../media/site-media';
import classes from './site-media.module.css';
import { gallerySizes, SitePicture } from './site-picture';

/**
 * `<BeforeAfter project="investor-deck" />`: a project's slide as the customer sent it and as we
 * delivered it, side by side (stacked on a phone). `isEager` on the first of a page.
 */
export function BeforeAfter({ project, isEager = false }: { project: string; isEager?: boolean }) {
  const { before, after } = getExample(project);
  return (
    <div className={`${classes.gallery} ${classes.beforeAfter}`}>
      <figure className={classes.figure}>
        <figcaption className={classes.caption}>Before</figcaption>
        <SitePicture picture={before} sizes={gallerySizes} isEager={isEager} />
      </figure>
      <figure className={classes.figure}>
        <figcaption className={`${classes.caption} ${classes.captionAfter}`}>After</figcaption>
        <SitePicture picture={after} sizes={gallerySizes} isEager={isEager} />
      </figure>
    </div>
  );
}
