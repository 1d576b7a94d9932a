export const siteName = 'Deckhand';

type TPageMetaProps = {
  /** The page's title, without the site name. */
  title: string;
  /** What search results and link previews show under it. */
  description: string;
};

/**
 * The document title, description and social preview tags of a page. React puts them in
 * `<head>` (the server moves them there: app/rendering/page-head.ts) and swaps them on navigation.
 */
export function PageMeta({ title, description }: TPageMetaProps) {
  const fullTitle = `${title} · ${siteName}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta name="twitter:card" content="summary" />
    </>
  );
}
