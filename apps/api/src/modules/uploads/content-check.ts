import { isCoverSizeAllowed, readUploadExtension, styleTemplateMessages } from '@deckhand/contract';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';

/** Bytes file-type needs to recognise every signature it knows. */
export const contentHeadBytes = 4100;

/** Extensions whose files are zip containers (Office Open XML, iWork, zip itself). */
const zipBased = new Set([
  'docx',
  'docm',
  'pptx',
  'potx',
  'potm',
  'xlsx',
  'key',
  'pages',
  'numbers',
  'zip',
]);
/** Extensions with no reliable signature: accepted when file-type finds no known binary type. */
const noSignature = new Set(['txt', 'svg', 'eps', 'cdr', 'ai', 'ttf', 'otf']);
/** Legacy Office files are OLE compound documents (file-type says 'cfb'). */
const compoundBased = new Set(['doc', 'ppt', 'xls']);
/** Extensions that file-type names differently from the file name. */
const aliases: Record<string, readonly string[]> = {
  jpg: ['jpg'],
  jpeg: ['jpg'],
  tif: ['tif'],
  tiff: ['tif'],
  ai: ['pdf', 'ps', 'eps'],
  eps: ['eps', 'ps'],
  psd: ['psd'],
  mp4: ['mp4', 'm4v', 'mov'],
  heic: ['heic'],
  cdr: ['cdr', 'riff'],
};

export interface ContentVerdict {
  accepted: boolean;
  detectedType: string | null;
}

/** Whether a file's first bytes fit the extension its name claims (§ Uploads: type by content). */
export async function checkUploadContent(filename: string, head: Buffer): Promise<ContentVerdict> {
  const extension = readUploadExtension(filename);
  const detected = await fileTypeFromBuffer(head);
  const detectedType = detected?.mime ?? null;
  if (!detected) return { accepted: noSignature.has(extension), detectedType };
  if (zipBased.has(extension)) {
    const zipLike =
      detected.ext === 'zip' ||
      detected.ext === extension ||
      detected.ext === 'docx' ||
      detected.ext === 'pptx' ||
      detected.ext === 'xlsx';
    return { accepted: zipLike, detectedType };
  }
  if (compoundBased.has(extension)) return { accepted: detected.ext === 'cfb', detectedType };
  const expected = aliases[extension] ?? [extension];
  return { accepted: expected.includes(detected.ext), detectedType };
}

/**
 * A cover image's pixels (§9: at most 4096x2644 px): null when it fits, else the reason. The
 * whole file is read (a cover is at most 2 MB): a JPEG's size marker can sit past the head.
 */
export function checkCoverDimensions(bytes: Buffer): string | null {
  let size: { width: number; height: number };
  try {
    size = imageSize(bytes);
  } catch {
    return styleTemplateMessages.coverUnreadable;
  }
  return isCoverSizeAllowed(size.width, size.height) ? null : styleTemplateMessages.coverTooLarge;
}
