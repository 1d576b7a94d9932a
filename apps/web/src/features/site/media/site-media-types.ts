/**
 * What the site's pictures and downloads are (site-media.json, written by
 * build-tools/site-pictures/make-site-pictures.ts; docs/public-site.md).
 */

/** One encoded file of a picture: its name in this folder and its width in pixels. */
export type TPictureFile = { file: string; width: number };

/** A rendered picture: its alt text, its size at the largest width, its files by format. */
export type TSitePicture = {
  alt: string;
  width: number;
  height: number;
  avif: TPictureFile[];
  webp: TPictureFile[];
};

/** A free template: its name, its preview picture (in `pictures`) and its .pptx in this folder. */
export type TSiteTemplate = {
  name: string;
  picture: string;
  file: string;
  bytes: number;
  slides: number;
};

/** A project of /examples: its slide before and after. */
export type TSiteExample = { before: string; after: string };

export type TSiteMedia = {
  pictures: Record<string, TSitePicture>;
  /** The free templates of /templates by key. */
  templates: Record<string, TSiteTemplate>;
  /** The projects of /examples by key: the pictures (in `pictures`) of each slide. */
  examples: Record<string, TSiteExample>;
};
