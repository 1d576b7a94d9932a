import { Container } from '@mantine/core';
import type { TContentModule } from '@/lib/content/content-module';
import { PageMeta } from '@/lib/content/page-meta';
import { contentComponents } from '../components/content-components';
import { prefetchForComponents } from '../components/live-data';
import classes from '../components/site-content.module.css';
import { SiteHero } from '../components/site-hero';

/**
 * A page of the public site (§2.2): its title and social tags, the heading band and the MDX
 * body of features/site/content (app/rendering/content-routes.ts routes each file here).
 */
export function ContentPage({ content }: { content: TContentModule }) {
  const { frontmatter, default: Body } = content;
  return (
    <>
      <PageMeta title={frontmatter.title} description={frontmatter.description} />
      <SiteHero heading={frontmatter.heading} lead={frontmatter.lead} date={frontmatter.date} />
      <Container size="lg" py={{ base: 'xl', sm: 48 }}>
        <div className={classes.prose}>
          <Body components={contentComponents} />
        </div>
      </Container>
    </>
  );
}

/** The server's prefetch for a content page: the live data its blocks show (docs/public-site.md). */
export const contentPrefetch = (content: TContentModule) =>
  prefetchForComponents(content.usedComponents);
