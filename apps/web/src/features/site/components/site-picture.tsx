import { getMediaUrl, getPicture } from '../media/site-media';
import type { TPictureFile } from '../media/site-media-types';
import classes from './site-media.module.css';

/** How wide a picture shows in a two-column gallery: half the page's column from a tablet up. */
export const gallerySizes =
  '(min-width: 1140px) 546px, (min-width: 48em) calc(50vw - 24px), calc(100vw - 32px)';

const srcSetOf = (files: readonly TPictureFile[]) =>
  files.map(({ file, width }) => `${getMediaUrl(file)} ${width}w`).join(', ');

type TSitePictureProps = {
  /** The picture's key in site-media.json. */
  picture: string;
  /** The width it shows at, per viewport (the `sizes` attribute). */
  sizes: string;
  /** The first picture of a page loads at once; the others when they come near the screen. */
  isEager?: boolean;
};

/**
 * A rendered picture of the site (docs/public-site.md): AVIF for the browsers that take it,
 * WebP for the rest, each at several widths; its width and height keep its place while it loads.
 */
export function SitePicture({ picture: key, sizes, isEager = false }: TSitePictureProps) {
  const picture = getPicture(key);
  const fallback = picture.webp.find((file) => file.width >= 960) ?? picture.webp.at(-1);
  return (
    <picture>
      <source type="image/avif" srcSet={srcSetOf(picture.avif)} sizes={sizes} />
      <img
        className={classes.picture}
        src={fallback ? getMediaUrl(fallback.file) : undefined}
        srcSet={srcSetOf(picture.webp)}
        sizes={sizes}
        width={picture.width}
        height={picture.height}
        alt={picture.alt}
        loading={isEager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={isEager ? 'high' : 'auto'}
      />
    </picture>
  );
}
