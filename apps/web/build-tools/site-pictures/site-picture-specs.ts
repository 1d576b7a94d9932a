import { bankTraining } from './examples/bank-training.ts';
import { charityProposal } from './examples/charity-proposal.ts';
import { conferenceTalk } from './examples/conference-talk.ts';
import { consultancyWorkshop } from './examples/consultancy-workshop.ts';
import type { TExampleSpec } from './examples/example-spec.ts';
import { investorDeck } from './examples/investor-deck.ts';
import { salesKickoff } from './examples/sales-kickoff.ts';
import type { TTemplateSpec } from './layout-kit.ts';
import { harbourTemplate } from './templates/harbour.ts';
import { pitchTemplate } from './templates/pitch.ts';
import { reportTemplate } from './templates/report.ts';
import { storyTemplate } from './templates/story.ts';
import { workshopTemplate } from './templates/workshop.ts';

/** The free templates of /templates, in the page's order (templates.mdx). */
export const templateSpecs: readonly TTemplateSpec[] = [
  harbourTemplate,
  pitchTemplate,
  workshopTemplate,
  reportTemplate,
  storyTemplate,
];

/** The projects of /examples, in the page's order (examples.mdx). */
export const exampleSpecs: readonly TExampleSpec[] = [
  investorDeck,
  consultancyWorkshop,
  salesKickoff,
  charityProposal,
  bankTraining,
  conferenceTalk,
];

/**
 * The fonts the decks name, and the metric-compatible font LibreOffice draws each with here, so
 * that the pictures wrap text where PowerPoint does (fonts-liberation, fonts-urw-base35).
 */
export const fontStandIns: Record<string, string> = {
  Arial: 'Liberation Sans',
  'Arial Narrow': 'Liberation Sans Narrow',
  'Times New Roman': 'Liberation Serif',
  'Palatino Linotype': 'P052',
  'Bookman Old Style': 'URW Bookman',
  'Century Schoolbook': 'C059',
};
