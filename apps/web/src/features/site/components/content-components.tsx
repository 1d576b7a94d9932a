import type { TContentComponents } from '@/lib/content/content-module';
import { BeforeAfter } from './before-after';
import { BlogPosts } from './blog-posts';
import {
  CallToAction,
  ContentH2,
  ContentH3,
  ContentLink,
  ContentTable,
  Feature,
  Features,
} from './content-blocks';
import { Gallery } from './gallery';
import { CreditPacks, ProPlan } from './plan-cards';
import { AddonPrices, PriceTable } from './price-table';
import { TemplateCard } from './template-card';

/**
 * What an MDX page may use: the Markdown elements drawn the site's way and the site's blocks
 * by name. A block that reads live data has its prefetch in live-data.ts (the server runs it,
 * so the page paints complete).
 */
export const contentComponents = {
  a: ContentLink,
  h2: ContentH2,
  h3: ContentH3,
  table: ContentTable,
  CallToAction,
  Features,
  Feature,
  PriceTable,
  AddonPrices,
  CreditPacks,
  ProPlan,
  Gallery,
  TemplateCard,
  BeforeAfter,
  BlogPosts,
} satisfies TContentComponents;
