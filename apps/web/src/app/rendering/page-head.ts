/**
 * React 19 renders a page's `<title>` and `<meta>` (lib/content/page-meta.tsx) where the page
 * is, and `renderToString` writes them first, before the page's markup. They belong in `<head>`:
 * these functions move them there. While hydrating, React adopts the first `<title>` of the
 * document and the `<meta>` tags of the same content, and on later navigations inserts the new
 * page's title before the others, so the page's own tags go first.
 */
const leadingTag = /^(?:<title>[^<]*<\/title>|<meta\s[^>]*\/?>|<link\s[^>]*\/?>)/;

/** The `<title>`, `<meta>` and `<link>` tags at the start of the rendered body, and the rest. */
export function splitPageHead(rendered: string): { head: string; body: string } {
  let body = rendered;
  let head = '';
  for (let match = leadingTag.exec(body); match; match = leadingTag.exec(body)) {
    head += match[0];
    body = body.slice(match[0].length);
  }
  return { head, body };
}

const defaultTitle = /<title>/;
const defaultDescription = /<meta\s+name="description"[^>]*>\s*/;

/**
 * The template's head with the page's tags first: before its default `<title>` (which stays for
 * the pages that set none, and for the browser after a navigation away), and in place of its
 * default description when the page has its own.
 */
export function placePageHead(template: string, head: string): string {
  if (head === '') return template;
  const withoutDescription = head.includes('name="description"')
    ? template.replace(defaultDescription, '')
    : template;
  return withoutDescription.replace(defaultTitle, () => `${head}<title>`);
}
