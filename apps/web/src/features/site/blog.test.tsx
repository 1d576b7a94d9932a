import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TContentModule } from '@/lib/content/content-module';
import { paths } from '@/lib/paths';
import { renderApp, renderServerHtml } from '@/test/render';
import { ContentPage } from './routes/content-page';

const posts = import.meta.glob<TContentModule>('./content/blog/*.mdx', { eager: true });

describe('the blog (/blog)', () => {
  it('lists every post, newest first, with its date and a link to it', async () => {
    renderApp({ route: paths.site.blog.getHref() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notes from the studio' }),
    ).toBeInTheDocument();
    const list = screen.getAllByRole('list')[0];
    if (!list) throw new Error('No list of posts');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('time')?.getAttribute('datetime'))).toEqual([
      '2026-10-14',
      '2026-07-22',
      '2026-06-10',
      '2026-03-03',
    ]);
    expect(items[0]).toHaveTextContent('14 October 2026');
    const { blogPosts } = paths.site;
    expect(items.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual([
      blogPosts.oneMessagePerSlide.getHref(),
      blogPosts.masterTemplates.getHref(),
      blogPosts.readableCharts.getHref(),
      blogPosts.writingAGoodBrief.getHref(),
    ]);
    expect(within(items[0]!).getByRole('link')).toHaveTextContent('One message per slide');
  });

  it.each(Object.entries(posts).filter(([file]) => !file.endsWith('/index.mdx')))(
    '%s is a dated post that shows its date',
    (_file, post) => {
      const { date } = post.frontmatter;
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(date ?? ''))).toBe(false);
      const { container } = renderServerHtml(<ContentPage content={post} />);
      const time = container.querySelector('time');
      expect(time).toHaveAttribute('datetime', date);
      expect(time?.textContent).toMatch(/^Published \d{1,2} [A-Z][a-z]+ \d{4}$/);
    },
  );
});
