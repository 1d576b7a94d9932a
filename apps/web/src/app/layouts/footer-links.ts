import { paths } from '@/lib/paths';
import { type TNavGroup, visitorNavEntries } from './header/visitor-nav-items';

const { site } = paths;
const servicesGroup = visitorNavEntries.find(
  (entry): entry is TNavGroup => 'items' in entry && entry.label === 'Services',
);

/** The footer's columns: the visitor navigation of §2.6 spread out, the company and the legal pages. */
export const footerGroups: readonly TNavGroup[] = [
  { label: 'Services', items: servicesGroup?.items ?? [] },
  {
    label: 'Our work',
    items: [
      { label: 'Examples', to: site.examples.getHref() },
      { label: 'Customer stories', to: site.customerStories.getHref() },
      { label: 'Fix-up', to: site.treatments.fixup.getHref() },
      { label: 'Redesign', to: site.treatments.redesign.getHref() },
      { label: 'Pricing', to: site.pricing.getHref() },
      { label: 'Plans', to: site.plans.getHref() },
    ],
  },
  {
    label: 'About us',
    items: [
      { label: 'About Deckhand', to: site.about.root.getHref() },
      { label: 'Our story', to: site.about.ourStory.getHref() },
      { label: 'Purpose', to: site.about.purpose.getHref() },
      { label: 'Team', to: site.about.team.getHref() },
      { label: 'Impact and learnings', to: site.about.impact.getHref() },
      { label: 'Code of conduct', to: site.about.codeOfConduct.getHref() },
      { label: 'Contact us', to: site.contactUs.getHref() },
    ],
  },
  {
    label: 'Resources',
    items: [
      { label: 'Blog', to: site.blog.getHref() },
      { label: 'Present better', to: site.presentBetter.getHref() },
      { label: 'Free templates', to: site.templates.getHref() },
      { label: 'Security', to: site.security.getHref() },
    ],
  },
  {
    label: 'Legal',
    items: [
      { label: 'Privacy policy', to: site.documents.privacyPolicy.getHref() },
      { label: 'Terms and conditions', to: site.documents.termsAndConditions.getHref() },
      { label: 'Cookies policy', to: site.documents.cookiesPolicy.getHref() },
      { label: 'Data processing agreement', to: site.documents.dataProcessingAgreement.getHref() },
    ],
  },
];
