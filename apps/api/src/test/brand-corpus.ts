import type { TBrandFindingKind, TBrandSettings } from '@deckhand/contract';
import { converter, differenceCiede2000, formatHex } from 'culori';
import { buildPalette } from '../platform/documents/brand-check/brand-palette.ts';
import { type ThemeColours, themeSlots } from '../platform/documents/brand-check/drawing-colour.ts';
import { buildPptx, type DeckSlidePlan } from './brand-corpus-pptx.ts';
import { randomOf } from './deck-corpus.ts';

/**
 * A corpus for the brand check (issue "Every delivery checked against the customer's template"):
 * style templates with known fonts, palettes and layouts, and decks built from them, clean or
 * with faults injected where the truth is kept (an off-palette colour at a known CIEDE2000
 * distance, a foreign font in a run or in the master, a slide on a foreign layout, small text,
 * bullets over the limit). Made with pptxgenjs, with the theme's colours and the master's fonts
 * written into its XML as PowerPoint writes them (brand-corpus-patches.ts). Seeded: every run makes the same corpus.
 */

export interface CorpusTemplate {
  name: string;
  headingFont: string;
  bodyFont: string;
  /** The theme's twelve colours, `#rrggbb`, in clrScheme order (dk1, lt1, dk2, lt2, accent1–6, hlink, folHlink). */
  palette: string[];
  layouts: string[];
  settings: TBrandSettings;
}

/** A fault the corpus put in a deck, and the finding that catches it. */
export interface InjectedFault {
  slide: number;
  kind: TBrandFindingKind;
  /** What the finding's `found` holds (a font, `#rrggbb`, a layout name ...). */
  found: string;
  /** For colours: the distance to the nearest palette colour. */
  delta?: number;
}

export interface CorpusDeckCase {
  name: string;
  template: CorpusTemplate;
  slides: number;
  faults: InjectedFault[];
}

const fontPairs: [string, string][] = [
  ['Georgia', 'Verdana'],
  ['Montserrat', 'Open Sans'],
  ['Playfair Display', 'Source Sans Pro'],
  ['Arial Black', 'Arial'],
  ['Merriweather', 'Lato'],
];
const foreignFonts = ['Comic Sans MS', 'Papyrus', 'Courier New', 'Impact', 'Brush Script MT'];
const layoutNames = ['Title slide', 'Title and content', 'Two columns', 'Section header'];
export const corpusBulletLimit = 6;

const toHsl = converter('hsl');
const toRgb = converter('rgb');
const difference = differenceCiede2000();

function randomHex(random: () => number, lightness: [number, number]): string {
  const l = lightness[0] + random() * (lightness[1] - lightness[0]);
  return formatHex(toRgb({ mode: 'hsl', h: random() * 360, s: 0.45 + random() * 0.45, l }));
}

export function makeTemplate(index: number): CorpusTemplate {
  const random = randomOf(1000 + index).next;
  const [headingFont, bodyFont] = fontPairs[index % fontPairs.length]!;
  const palette = [
    randomHex(random, [0.08, 0.15]),
    '#ffffff',
    randomHex(random, [0.2, 0.3]),
    randomHex(random, [0.9, 0.95]),
    ...Array.from({ length: 6 }, () => randomHex(random, [0.35, 0.6])),
    randomHex(random, [0.35, 0.45]),
    randomHex(random, [0.35, 0.45]),
  ];
  return {
    name: `Template ${index + 1}`,
    headingFont,
    bodyFont,
    palette,
    layouts: layoutNames.slice(0, 2 + (index % 3)),
    settings: {
      brandColours: [randomHex(random, [0.4, 0.6])],
      rules: [{ kind: 'maxBullets', limit: corpusBulletLimit }, { kind: 'requireTitle' }],
    },
  };
}

/** Every colour the template allows: theme colours, the picker's tints and shades, brand colours. */
export function allowedColours(template: CorpusTemplate): string[] {
  const theme: ThemeColours = Object.fromEntries(
    themeSlots.map((slot, index) => [slot, template.palette[index]]),
  );
  return buildPalette(theme, template.settings.brandColours).map((colour) => colour.hex);
}

/**
 * A colour at CIEDE2000 distance within `[min, max]` of `base` and further than `min` from
 * every colour of `palette`: a fault the check must flag (min > 2.3) or a near colour it must
 * not (max < 2.3, from a palette colour).
 */
export function colourNear(
  random: () => number,
  base: string,
  palette: readonly string[],
  [min, max]: [number, number],
): { hex: string; delta: number } {
  const hsl = toHsl(base);
  if (!hsl) throw new Error(`Not a colour: ${base}`);
  for (let attempt = 0; attempt < 2000; attempt++) {
    const spread = (max / 100) * (1 + attempt / 200);
    const candidate = formatHex(
      toRgb({
        mode: 'hsl',
        h: (hsl.h ?? 0) + (random() - 0.5) * spread * 90,
        s: Math.min(1, Math.max(0, hsl.s + (random() - 0.5) * spread)),
        l: Math.min(1, Math.max(0, hsl.l + (random() - 0.5) * spread)),
      }),
    );
    const nearest = Math.min(...palette.map((colour) => difference(candidate, colour)));
    const delta = difference(candidate, base);
    const isFault = min > 2.3;
    if (delta >= min && delta <= max && (isFault ? nearest >= min : nearest === delta)) {
      return { hex: candidate, delta };
    }
  }
  throw new Error(`No colour within ${min}–${max} of ${base}`);
}

/** The template as a PPTX: its theme's fonts and colours, its layouts (pptxgenjs masters). */
export async function templatePptx(template: CorpusTemplate): Promise<Buffer> {
  return buildPptx(template, [], { layouts: template.layouts, masterFont: null });
}

/**
 * A deck on `template` with `slideCount` slides; `faulty` puts one fault of each kind the deck's
 * index picks on chosen slides, with the truth returned. Clean decks use only the template's
 * fonts, its colours or colours within ΔE 2 of them, and its layouts.
 */
export async function corpusDeck(
  template: CorpusTemplate,
  index: number,
  options: {
    slideCount: number;
    /** Every kind of fault, none, or only these kinds (the master's font only with `true`). */
    faulty: boolean | readonly TBrandFindingKind[];
  },
): Promise<{ pptx: Buffer; faults: InjectedFault[] }> {
  const { faulty } = options;
  const injects = (kind: TBrandFindingKind) =>
    faulty === true || (faulty !== false && faulty.includes(kind));
  const random = randomOf(5000 + index * 7 + (faulty ? 1 : 0)).next;
  const allowed = allowedColours(template);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const plans: DeckSlidePlan[] = Array.from({ length: options.slideCount }, (_, slide) => ({
    layout: pick(template.layouts),
    title: `Slide ${slide + 1}: ${pick(['Revenue', 'Hiring', 'Roadmap', 'Markets', 'Costs'])}`,
    bullets: Array.from({ length: 2 + Math.floor(random() * 4) }, (_, n) => `Point ${n + 1}`),
    // Clean colours: the palette's own, or one a designer's eyedropper got within ΔE 2 of.
    boxColour:
      random() < 0.5 ? pick(allowed) : colourNear(random, pick(allowed), allowed, [0.3, 1.8]).hex,
    titleColour: template.palette[0]!,
  }));
  const faults: InjectedFault[] = [];
  let masterFont: string | null = null;
  const extraLayouts: string[] = [];
  if (faulty) {
    const slides = options.slideCount;
    const at = (offset: number) => (index * 3 + offset) % slides;
    // Two off-palette colours at known distances, a foreign font in a run, small text.
    for (const [offset, range] of injects('colour')
      ? ([
          [0, [3, 6]],
          [2, [8, 20]],
        ] as const)
      : []) {
      const plan = plans[at(offset)]!;
      const colour = colourNear(random, pick(template.palette.slice(4, 10)), allowed, [...range]);
      plan.boxColour = colour.hex;
      faults.push({
        slide: at(offset) + 1,
        kind: 'colour',
        found: colour.hex,
        delta: colour.delta,
      });
    }
    const fontSlide = at(1);
    if (injects('font')) {
      plans[fontSlide]!.runFont = foreignFonts[index % foreignFonts.length]!;
      faults.push({ slide: fontSlide + 1, kind: 'font', found: plans[fontSlide]!.runFont! });
    }
    const smallSlide = at(3);
    if (injects('fontSize')) {
      plans[smallSlide]!.smallText = true;
      faults.push({ slide: smallSlide + 1, kind: 'fontSize', found: '6 pt' });
    }
    // Bullets over the template's limit, a slide without its title, a foreign layout.
    const listSlide = at(4);
    if (injects('maxBullets')) {
      const count = corpusBulletLimit + 2;
      plans[listSlide]!.bullets = Array.from({ length: count }, (_, n) => `Item ${n + 1}`);
      faults.push({ slide: listSlide + 1, kind: 'maxBullets', found: `${count} bullets` });
    }
    const untitled = at(5);
    if (injects('requireTitle')) {
      plans[untitled]!.title = null;
      faults.push({ slide: untitled + 1, kind: 'requireTitle', found: 'no title' });
    }
    const foreign = at(6);
    if (injects('layout')) {
      plans[foreign]!.layout = 'Agency layout';
      extraLayouts.push('Agency layout');
      faults.push({ slide: foreign + 1, kind: 'layout', found: 'Agency layout' });
    }
    // Every other faulty deck also changes the master's body font: every body run shows it.
    if (faulty === true && index % 2 === 0) {
      masterFont = foreignFonts[(index + 1) % foreignFonts.length]!;
      const bodySlide = plans.findIndex((plan, n) => n !== fontSlide && plan.bullets.length > 0);
      faults.push({
        slide: bodySlide + 1,
        kind: 'font',
        found: `${masterFont} (set by the master)`,
      });
    }
  }
  const pptx = await buildPptx(template, plans, {
    layouts: [...template.layouts, ...extraLayouts],
    masterFont,
  });
  return { pptx, faults };
}
