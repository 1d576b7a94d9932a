/**
 * The enterprise clients of the reference seed (§1: about twenty, fictional): branding for their
 * landing page and order flow, and the discount their negotiated prices take off the list.
 */
export interface ClientSeed {
  key: string;
  name: string;
  primaryColor: string;
  tagline: string;
  hideFooter: boolean;
  /** Percent below the list price per slide, for every treatment and turnaround. */
  discountPercent: number;
}

const client = (
  key: string,
  name: string,
  primaryColor: string,
  tagline: string,
  discountPercent: number,
  hideFooter = false,
): ClientSeed => ({ key, name, primaryColor, tagline, discountPercent, hideFooter });

export const clientSeeds: readonly ClientSeed[] = [
  client('northwind', 'Northwind Traders', '#1F4E79', 'Slides for every Northwind team', 15),
  client('contoso', 'Contoso', '#0B6A53', 'Presentations the Contoso way', 12),
  client('fabrikam', 'Fabrikam', '#7A2E8E', 'Fabrikam decks, designed by Deckhand', 18),
  client('tailspin', 'Tailspin Toys', '#C2410C', 'Playful decks for serious pitches', 10),
  client('wideworld', 'Wide World Importers', '#155E75', 'One brand across every market', 14),
  client('adventureworks', 'Adventure Works', '#3F6212', 'Decks that go the distance', 16),
  client('litware', 'Litware', '#1E3A8A', 'Clear slides for clear software', 10),
  client('proseware', 'Proseware', '#9F1239', 'Say it well, show it better', 12),
  client('fourthcoffee', 'Fourth Coffee', '#78350F', 'Freshly designed, every morning', 11),
  client('woodgrove', 'Woodgrove Bank', '#14532D', 'Board-ready slides for Woodgrove', 20, true),
  client('lucerne', 'Lucerne Publishing', '#4C1D95', 'Stories worth presenting', 13),
  client('margies', "Margie's Travel", '#0E7490', 'Destinations, beautifully presented', 10),
  client('alpineski', 'Alpine Ski House', '#1D4ED8', 'Slides as crisp as fresh snow', 12),
  client('blueyonder', 'Blue Yonder Airlines', '#1E40AF', 'Decks cleared for take-off', 17),
  client('coho', 'Coho Winery', '#7F1D1D', 'Presentations with character', 10),
  client('humongous', 'Humongous Insurance', '#334155', 'Reassuringly well designed', 19, true),
  client('relecloud', 'Relecloud', '#0369A1', 'Cloud stories, clearly told', 15),
  client('treyresearch', 'Trey Research', '#065F46', 'Findings your audience remembers', 14),
  client('wingtip', 'Wingtip Toys', '#B45309', 'Decks your customers will love', 11),
  client('graphicdesign', 'Graphic Design Institute', '#6D28D9', 'Teaching by example', 20),
];

export const clientFlowKey = (clientKey: string) => `client-${clientKey}`;
