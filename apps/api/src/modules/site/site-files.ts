/**
 * The files search engines read (§2.2 public pages): the sitemap of the public pages and
 * robots.txt. Pure text builders; site-files.routes.ts serves them.
 */
const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The sitemap (sitemaps.org 0.9) of `paths` on `origin`, each once, in order. */
export function buildSitemap(origin: string, paths: readonly string[]): string {
  const urls = [...new Set(paths)]
    .map((path) => `  <url><loc>${escapeXml(new URL(path, origin).href)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Areas behind sign-in or only for staff: nothing there for a search engine. */
const privateAreas = ['/my-profile', '/staff', '/staff-profile', '/orders/', '/reports/', '/v1/'];

/**
 * robots.txt: production lets crawlers in (but not into the signed-in areas) and names the
 * sitemap; every other environment (staging, development) keeps them out altogether.
 */
export function buildRobots(origin: string, isProduction: boolean): string {
  if (!isProduction) return 'User-agent: *\nDisallow: /\n';
  const disallowed = privateAreas.map((path) => `Disallow: ${path}`).join('\n');
  return `User-agent: *\n${disallowed}\n\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`;
}
