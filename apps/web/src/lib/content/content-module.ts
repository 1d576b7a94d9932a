import type { ComponentType } from 'react';

/** The frontmatter every page of the public site declares (features/site/content/*.mdx). */
export type TContentFrontmatter = {
  /** The document title, without the site name (the page adds it). */
  title: string;
  /** Search results and link previews: at most 155 characters. */
  description: string;
  /** The page's one h1. */
  heading: string;
  /** The sentence under the heading. */
  lead: string;
  /** A blog post's day of publication, `YYYY-MM-DD` (content/blog/*.mdx): shown, and sorts the blog. */
  date?: string;
};

/** The components an MDX body may use, by name (headings, links, the site's blocks). */
export type TContentComponents = Record<string, ComponentType<never>>;

/** What an MDX file compiles to (vite.config.ts: @mdx-js/rollup with its frontmatter). */
export type TContentModule = {
  default: ComponentType<{ components?: TContentComponents }>;
  frontmatter: TContentFrontmatter;
  /** The JSX components the body uses (build-tools/remark-used-components.ts). */
  usedComponents: string[];
};
