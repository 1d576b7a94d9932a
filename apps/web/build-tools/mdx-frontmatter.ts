import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { parse } from 'yaml';

/** The module of an MDX file's frontmatter: a virtual id the MDX compiler does not claim. */
const suffix = '.frontmatter.js';

/**
 * `import.meta.glob('./blog/*.mdx', { query: '?frontmatter', import: 'default' })`: the
 * frontmatter of MDX files as small modules of their own, without the pages' bodies. The blog's
 * list of posts reads its posts this way, so that the site's page module does not carry every
 * post (importing `frontmatter` from the MDX modules themselves would; docs/public-site.md).
 */
export function mdxFrontmatter(): Plugin {
  return {
    name: 'deckhand-mdx-frontmatter',
    enforce: 'pre',
    async resolveId(source, importer) {
      const [file = '', query = ''] = source.split('?');
      if (!file.endsWith('.mdx') || !new URLSearchParams(query).has('frontmatter')) return null;
      const resolved = await this.resolve(file, importer, { skipSelf: true });
      return resolved ? `\0${resolved.id}${suffix}` : null;
    },
    async load(id) {
      if (!id.startsWith('\0') || !id.endsWith(suffix)) return null;
      const file = id.slice(1, -suffix.length);
      this.addWatchFile(file);
      const source = await readFile(file, 'utf8');
      const yaml = source.match(/^---\r?\n([\s\S]*?)\r?\n---\r?\n/)?.[1];
      return `export default ${JSON.stringify(yaml === undefined ? {} : parse(yaml))};\n`;
    },
  };
}
