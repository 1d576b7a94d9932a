import { paths } from '@/lib/paths';

export type TNavItem = { label: string; to: string };
export type TNavGroup = { label: string; items: readonly TNavItem[] };
export type TNavEntry = TNavItem | TNavGroup;

export const isNavGroup = (entry: TNavEntry): entry is TNavGroup => 'items' in entry;

/** The visitor navigation of §2.6, shown in the header only when logged out. */
export const visitorNavEntries: readonly TNavEntry[] = [
  {
    label: 'Services',
    items: [
      { label: 'Presentation services', to: paths.site.services.getHref() },
      { label: 'Dedicated team', to: paths.site.dedicatedTeams.getHref() },
      { label: 'Enterprise solution', to: paths.site.enterprises.getHref() },
      { label: 'Major projects and rebranding', to: paths.site.customDesign.getHref() },
      { label: 'Branded and master template', to: paths.site.brandedMasterTemplate.getHref() },
    ],
  },
  { label: 'Our work', to: paths.site.examples.getHref() },
  { label: 'Pricing', to: paths.site.pricing.getHref() },
  { label: 'About us', to: paths.site.about.root.getHref() },
  {
    label: 'Resources',
    items: [
      { label: 'Customer stories', to: paths.site.customerStories.getHref() },
      { label: 'Present better', to: paths.site.presentBetter.getHref() },
      { label: 'Impact and learnings', to: paths.site.about.impact.getHref() },
      { label: 'Free templates', to: paths.site.templates.getHref() },
    ],
  },
];
