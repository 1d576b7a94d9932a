import siteMediaJson from './site-media.json';
import type { TSiteExample, TSiteMedia, TSitePicture, TSiteTemplate } from './site-media-types';

/**
 * The site's rendered pictures and downloads (docs/public-site.md): site-media.json says what
 * each is, the build serves the files under /assets/ with a hash in the name (cached for a year).
 * An unknown name throws, so that a page naming a picture that is not there fails its tests.
 */
const siteMedia: TSiteMedia = siteMediaJson;

const fileUrls = import.meta.glob<string>('./*.{webp,avif,pptx}', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

/** The address the site serves a file of this folder at. */
export function getMediaUrl(file: string): string {
  const url = fileUrls[`./${file}`];
  if (url === undefined) throw new Error(`The site has no media file ${file}.`);
  return url;
}

function getEntry<T>(entries: Record<string, T>, kind: string, key: string): T {
  const entry = entries[key];
  if (entry === undefined) throw new Error(`The site has no ${kind} '${key}' (site-media.json).`);
  return entry;
}

export const getPicture = (key: string): TSitePicture =>
  getEntry(siteMedia.pictures, 'picture', key);
export const getTemplate = (key: string): TSiteTemplate =>
  getEntry(siteMedia.templates, 'template', key);
export const getExample = (key: string): TSiteExample =>
  getEntry(siteMedia.examples, 'example', key);

/** Every entry, for the tests that hold the files to the manifest. */
export const allSiteMedia: TSiteMedia = siteMedia;
