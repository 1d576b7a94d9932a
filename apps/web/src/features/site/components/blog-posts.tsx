import { formatLongDate } from '@deckhand/contract';
import { Anchor, Text, Title } from '@mantine/core';
import type { TContentFrontmatter } from '@/lib/content/content-module';
import { AppLink } from '@/lib/links/app-link';
import classes from './site-media.module.css';

/**
 * Each post's frontmatter, by file (`../content/blog/<slug>.mdx` is the page /blog/<slug>), as
 * small modules without the posts' bodies (build-tools/mdx-frontmatter.ts).
 */
const postFiles = import.meta.glob<TContentFrontmatter>('../content/blog/*.mdx', {
  query: '?frontmatter',
  import: 'default',
  eager: true,
});

type TPost = TContentFrontmatter & { href: string; date: string };

/** The blog's posts, newest first; the blog's own page (index.mdx) is not one of them. */
export function findBlogPosts(): TPost[] {
  return Object.entries(postFiles)
    .flatMap(([file, frontmatter]) => {
      const slug = file.slice('../content/blog/'.length, -'.mdx'.length);
      if (slug === 'index' || !frontmatter.date) return [];
      return [{ ...frontmatter, date: frontmatter.date, href: `/blog/${slug}` }];
    })
    .sort((a, b) => b.date.localeCompare(a.date));
}

/** `<BlogPosts />`: every post of content/blog, newest first, with its date and summary. */
export function BlogPosts() {
  return (
    <ul className={classes.posts}>
      {findBlogPosts().map((post) => (
        <li key={post.href} className={classes.post}>
          <Text size="sm" fw={600} className={classes.postDate}>
            <time dateTime={post.date}>{formatLongDate(post.date)}</time>
          </Text>
          <Title order={2} fz="h3" mt={4}>
            <Anchor component={AppLink} to={post.href} c="inherit" fw={700} fz="inherit">
              {post.heading}
            </Anchor>
          </Title>
          <Text mt="xs" c="ink.7">
            {post.lead}
          </Text>
        </li>
      ))}
    </ul>
  );
}
