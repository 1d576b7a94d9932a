import {
  brandCheckLimits,
  type TBrandFinding,
  type TBrandFindingKind,
  type TBrandRuleKind,
  type TBrandSettings,
} from '@deckhand/contract';
import { attribute, openPptx } from '../pptx-package.ts';
import { nearestColour } from './brand-palette.ts';
import { type DeckParts, type LayoutPart, readDeckParts, type ShapeRef } from './deck-parts.ts';
import { readSlideContent, type SlideContent } from './slide-content.ts';
import { layoutKey, readTemplateProfile, type TemplateProfile } from './template-profile.ts';

/**
 * The brand check of a delivered PPTX against the order's style template (docs/review.md): each
 * slide's fonts, colours, layout, the masters' logo, and the customer's rules. Pure: bytes in,
 * findings out, so the render job runs it beside the slide images.
 */
export type BrandCheckResult =
  | { status: 'checked'; slides: number; findings: TBrandFinding[]; more: number }
  | { status: 'notChecked'; reason: 'deckUnreadable' | 'templateUnreadable' };

export function checkBrand(input: {
  deck: Uint8Array;
  template: Uint8Array;
  settings: TBrandSettings;
}): BrandCheckResult {
  const templatePptx = openPptx(input.template);
  const templateParts = templatePptx ? readDeckParts(templatePptx) : null;
  if (!templateParts || templateParts.masters.length === 0) {
    return { status: 'notChecked', reason: 'templateUnreadable' };
  }
  const deckPptx = openPptx(input.deck);
  const deck = deckPptx ? readDeckParts(deckPptx) : null;
  if (!deck) return { status: 'notChecked', reason: 'deckUnreadable' };
  const profile = readTemplateProfile(templateParts, input.settings);
  const findings = findDeckFindings(deck, profile, input.settings);
  return {
    status: 'checked',
    slides: deck.slides.length,
    findings: findings.slice(0, brandCheckLimits.findingsMax),
    more: Math.max(0, findings.length - brandCheckLimits.findingsMax),
  };
}

const elementOf = (shape: ShapeRef | null): TBrandFinding['element'] =>
  shape ? { id: shape.id, name: shape.name, box: shape.box } : null;

const points = (value: number) => `${value} pt`;

function findDeckFindings(
  deck: DeckParts,
  profile: TemplateProfile,
  settings: TBrandSettings,
): TBrandFinding[] {
  const findings: TBrandFinding[] = [];
  const seen = new Set<string>();
  const add = (
    slide: number,
    kind: TBrandFindingKind,
    shape: ShapeRef | null,
    found: string,
    allowed: string | null,
    delta: number | null = null,
    /** Findings with the same key are one: a font the master sets is reported where it first shows. */
    key = `${slide}|${kind}|${shape?.id ?? ''}|${found}`,
  ) => {
    if (seen.has(key)) return;
    seen.add(key);
    findings.push({ slide, kind, element: elementOf(shape), found, allowed, delta });
  };
  /** A rule's limit when the customer set that rule, else null. */
  const limitOf = (kind: TBrandRuleKind) => {
    const found = settings.rules.find((candidate) => candidate.kind === kind);
    return found && 'limit' in found ? found.limit : null;
  };
  const minText = limitOf('minTextPoints');
  const maxBullets = limitOf('maxBullets');
  const minDpi = limitOf('minImageDpi');
  const requiresTitle = settings.rules.some((candidate) => candidate.kind === 'requireTitle');

  for (const slide of deck.slides) {
    const content = readSlideContent(deck, slide);
    checkLayout(slide.number, slide.layout, profile, add);
    checkText(content, profile, minText, add);
    for (const colour of content.colours) {
      const nearest = nearestColour(profile.palette, colour.hex);
      if (nearest && nearest.delta > brandCheckLimits.maxColourDelta) {
        const delta = Math.round(nearest.delta * 10) / 10;
        add(slide.number, 'colour', colour.shape, colour.hex, nearest.colour.hex, delta);
      }
    }
    if (maxBullets !== null) {
      for (const list of content.bullets) {
        if (list.count > maxBullets) {
          add(
            slide.number,
            'maxBullets',
            list.shape,
            `${list.count} bullets`,
            `${maxBullets} bullets`,
          );
        }
      }
    }
    if (requiresTitle && !content.hasTitle) {
      add(slide.number, 'requireTitle', null, 'no title', 'a title');
    }
    if (minDpi !== null) {
      for (const picture of content.pictures) {
        if (picture.dpi < minDpi) {
          add(slide.number, 'minImageDpi', picture.shape, `${picture.dpi} dpi`, `${minDpi} dpi`);
        }
      }
    }
  }
  checkLogos(deck, profile, add);
  return findings.sort((a, b) => a.slide - b.slide);
}

type TAdd = (
  slide: number,
  kind: TBrandFindingKind,
  shape: ShapeRef | null,
  found: string,
  allowed: string | null,
  delta?: number | null,
  key?: string,
) => void;

/** A slide's layout must be one of the template's (by name); the nearest is one of the same type. */
function checkLayout(
  slide: number,
  layout: LayoutPart | null,
  profile: TemplateProfile,
  add: TAdd,
) {
  if (layout === null || profile.layouts.has(layoutKey(layout.name))) return;
  const type = attribute(layout.xml, 'type') ?? null;
  const templateLayouts = [...profile.layouts.values()];
  const sameType = type === null ? undefined : templateLayouts.find((other) => other.type === type);
  const names = templateLayouts.map((other) => other.name);
  const allowed = sameType
    ? sameType.name
    : `one of ${names.slice(0, 3).join(', ')}${names.length > 3 ? ' …' : ''}`;
  add(slide, 'layout', null, layout.name || 'an unnamed layout', names.length > 0 ? allowed : null);
}

function checkText(
  content: SlideContent,
  profile: TemplateProfile,
  minText: number | null,
  add: TAdd,
) {
  const slide = content.slide.number;
  for (const run of content.runs) {
    if (run.font && !profile.fonts.has(run.font.toLowerCase())) {
      const isTitle = ['title', 'ctrTitle'].includes(run.shape.placeholder?.type ?? '');
      // A font the master (or layout, or theme) sets is one fix: reported where it first shows.
      const isOwn = run.fontFrom === 'the run' || run.fontFrom === 'the shape';
      const found = isOwn ? run.font : `${run.font} (set by ${run.fontFrom})`;
      const allowed = (isTitle ? profile.headingFont : profile.bodyFont) ?? null;
      add(slide, 'font', run.shape, found, allowed, null, isOwn ? undefined : `font|${found}`);
    }
    if (minText !== null && run.points < minText) {
      add(slide, 'minTextPoints', run.shape, points(run.points), points(minText));
    } else if (run.points < brandCheckLimits.minFontPoints) {
      add(slide, 'fontSize', run.shape, points(run.points), points(brandCheckLimits.minFontPoints));
    }
  }
}

/** Each template master's pictures must sit where the master puts them on the deck's master too. */
function checkLogos(deck: DeckParts, profile: TemplateProfile, add: TAdd) {
  const tolerance = brandCheckLimits.logoTolerance;
  for (const master of deck.masters) {
    const logos = profile.logos.get(layoutKey(master.name)) ?? [...profile.logos.values()][0] ?? [];
    if (logos.length === 0) continue;
    const firstSlide = deck.slides.find(
      (slide) =>
        slide.layout?.master === master &&
        slide.layout.showsMasterShapes &&
        slide.showsMasterShapes,
    );
    if (!firstSlide) continue;
    const pictures = master.shapes.filter((shape) => shape.tag === 'p:pic' && shape.box);
    for (const logo of logos) {
      const near = (shape: ShapeRef) =>
        Math.abs(shape.box!.x - logo.box.x) <= tolerance &&
        Math.abs(shape.box!.y - logo.box.y) <= tolerance &&
        Math.abs(shape.box!.w - logo.box.w) <= tolerance &&
        Math.abs(shape.box!.h - logo.box.h) <= tolerance;
      if (pictures.some(near)) continue;
      const moved = pictures.find((shape) => shape.name === logo.name) ?? null;
      const where = (box: NonNullable<ShapeRef['box']>) =>
        `at ${Math.round(box.x * 100)}%, ${Math.round(box.y * 100)}% (${Math.round(box.w * 100)}% wide)`;
      add(
        firstSlide.number,
        'logo',
        moved,
        moved?.box ? `${logo.name} ${where(moved.box)}` : `no ${logo.name || 'logo'}`,
        `${logo.name} ${where(logo.box)}`,
      );
    }
  }
}
