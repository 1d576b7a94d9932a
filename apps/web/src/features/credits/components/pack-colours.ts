import type { TCreditPackageColour } from '@deckhand/contract';

/** Each pack's colour of §3 as a colour of the theme's palette (no colours of our own). */
export const packThemeColours: Record<TCreditPackageColour, string> = {
  bronze: 'orange',
  silver: 'gray',
  gold: 'yellow',
};
