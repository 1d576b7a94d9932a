import { posix } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { unzipSync } from 'fflate';

/**
 * A PPTX (or POTX) as what it is: a zip of XML parts tied by relationships (ECMA-376 Part 2).
 * Read by the review's slide matching (pptx-structure.ts) and the brand check (brand-check/).
 */
export type Xml = Record<string, unknown>;

/** Tags that may repeat under one parent: always parsed as arrays, so one and many read alike. */
const repeatedTags = new Set([
  'Relationship',
  'p:sldId',
  'p:sldLayoutId',
  'p:sldMasterId',
  'p:sp',
  'p:pic',
  'p:graphicFrame',
  'p:cxnSp',
  'p:grpSp',
  'a:p',
  'a:r',
  'a:fld',
  'a:br',
  'a:gs',
  'a:tr',
  'a:tc',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  processEntities: true,
  isArray: (name) => repeatedTags.has(name),
});

/** A relationship of a part: its type (the last word of the type URI) and the part it targets. */
export interface PartLink {
  type: string;
  target: string;
}

export interface PptxPackage {
  /** The part's XML, parsed once; undefined when missing or unreadable. */
  xml(part: string): Xml | undefined;
  /** The raw bytes of a part (an image), or undefined. */
  bytes(part: string): Uint8Array | undefined;
  /** The relationships of a part by id, targets resolved to part names (`ppt/slides/slide1.xml`). */
  links(part: string): Map<string, PartLink>;
  /** The first relationship of a part of the given type (`slideLayout`, `theme` ...). */
  linkOfType(part: string, type: string): string | undefined;
}

/** A hostile file may not unzip to more than a normal deck does. */
const maxUnzippedBytes = 300e6;

/**
 * Opens a PPTX's parts whose names `wanted` accepts (all by default); null when the bytes are not
 * a zip or unzip past the limit.
 */
export function openPptx(bytes: Uint8Array, wanted?: RegExp): PptxPackage | null {
  let files: Record<string, Uint8Array>;
  try {
    let total = 0;
    let tooLarge = false;
    files = unzipSync(bytes, {
      filter: (file) => {
        total += file.originalSize;
        if (total > maxUnzippedBytes) tooLarge = true;
        return !tooLarge && (!wanted || wanted.test(file.name) || file.name.endsWith('.rels'));
      },
    });
    if (tooLarge) return null;
  } catch {
    return null;
  }
  const parsed = new Map<string, Xml | undefined>();
  const linked = new Map<string, Map<string, PartLink>>();
  const xml = (part: string): Xml | undefined => {
    if (parsed.has(part)) return parsed.get(part);
    const file = files[part];
    let value: Xml | undefined;
    if (file) {
      try {
        value = parser.parse(new TextDecoder().decode(file)) as Xml;
      } catch {
        value = undefined;
      }
    }
    parsed.set(part, value);
    return value;
  };
  const links = (part: string): Map<string, PartLink> => {
    const known = linked.get(part);
    if (known) return known;
    const folder = posix.dirname(part);
    const relsPart = posix.join(folder, '_rels', `${posix.basename(part)}.rels`);
    const map = new Map<string, PartLink>();
    for (const rel of children(child(xml(relsPart), 'Relationships'), 'Relationship')) {
      const id = attribute(rel, 'Id');
      const target = attribute(rel, 'Target');
      if (!id || !target || attribute(rel, 'TargetMode') === 'External') continue;
      map.set(id, {
        type: (attribute(rel, 'Type') ?? '').split('/').at(-1) ?? '',
        target: target.startsWith('/') ? target.slice(1) : posix.join(folder, target),
      });
    }
    linked.set(part, map);
    return map;
  };
  return {
    xml,
    bytes: (part) => files[part],
    links,
    linkOfType: (part, type) =>
      [...links(part).values()].find((link) => link.type === type)?.target,
  };
}

/** The child element `key` of a parsed node (the first, if it repeats). */
export const child = (node: unknown, key: string): Xml | undefined => {
  const value = node && typeof node === 'object' ? (node as Xml)[key] : undefined;
  if (Array.isArray(value)) return value.find((item): item is Xml => typeof item === 'object');
  return value && typeof value === 'object' ? (value as Xml) : undefined;
};

/** Every child element `key` of a parsed node. */
export const children = (node: unknown, key: string): Xml[] => {
  const value = node && typeof node === 'object' ? (node as Xml)[key] : undefined;
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.filter((item): item is Xml => !!item && typeof item === 'object');
};

/** An attribute's text, or undefined. */
export const attribute = (node: unknown, name: string): string | undefined => {
  const value = node && typeof node === 'object' ? (node as Xml)[`@${name}`] : undefined;
  return value === undefined ? undefined : String(value);
};

/** An attribute's number, or null when missing or not a number. */
export const numberAttribute = (node: unknown, name: string): number | null => {
  const text = attribute(node, name);
  if (text === undefined) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};

/** The text of a text element (`a:t`), which the parser gives as a string, a number or a node. */
export function textOfElement(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (value && typeof value === 'object' && '#text' in value)
    return String((value as Xml)['#text']);
  return '';
}

/** The shape tags of a shape tree (`p:spTree`, `p:grpSp`), groups aside. */
export const shapeTags = ['p:sp', 'p:pic', 'p:graphicFrame', 'p:cxnSp'] as const;

/** The non-visual properties (`p:cNvPr`: id and name) of a shape of any kind. */
export function shapeInfo(shape: Xml): { id: string; name: string } | null {
  for (const value of Object.values(shape)) {
    const info = child(value, 'p:cNvPr');
    if (info) return { id: attribute(info, 'id') ?? '', name: attribute(info, 'name') ?? '' };
  }
  return null;
}
