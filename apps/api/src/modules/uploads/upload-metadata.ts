import {
  anonymousUploadTags,
  isAcceptedUpload,
  isCleanText,
  ownerOnlyUploadTags,
  staffOnlyUploadTags,
  type TUploadTag,
  uploadFilenameMax,
  uploadFiletypeMax,
  uploadMaxBytes,
  uploadMessages,
  uploadTags,
} from '@deckhand/contract';
import type { Actor } from '../../platform/auth/actor.ts';

export interface UploadMetadata {
  filename: string;
  filetype: string;
  tag: TUploadTag;
  size: number;
}

export type UploadCheck =
  | { ok: true; value: UploadMetadata }
  | { ok: false; status: number; message: string };

const metadataMax = 2048;

/** tus Upload-Metadata: `key base64,key base64`; null when malformed. */
export function parseUploadMetadata(header: string | undefined): Record<string, string> | null {
  if (!header) return {};
  if (header.length > metadataMax) return null;
  const result: Record<string, string> = {};
  for (const pair of header.split(',')) {
    const [key, value, extra] = pair.trim().split(' ');
    if (!key || extra !== undefined) return null;
    result[key] = value ? Buffer.from(value, 'base64').toString('utf8') : '';
  }
  return result;
}

/** Display only: no path, no control characters; the stored name is the server's. */
export function sanitiseFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((char) => {
    const code = char.charCodeAt(0);
    return code >= 0x20 && code !== 0x7f;
  });
  return printable.join('').trim();
}

const refuse = (status: number, message: string): UploadCheck => ({ ok: false, status, message });

/** The checks of a tus creation request: metadata, tag, who may upload it, size, type by name. */
export function checkUploadCreation(options: {
  metadataHeader: string | undefined;
  lengthHeader: string | undefined;
  /** Upload-Defer-Length: a size given later, which Deckhand does not take. */
  deferLengthHeader?: string | undefined;
  actor: Actor | null;
}): UploadCheck {
  const metadata = parseUploadMetadata(options.metadataHeader);
  if (!metadata) return refuse(400, uploadMessages.missingMetadata);
  const { filename: rawName, filetype = '', tag } = metadata;
  if (!rawName || !tag) return refuse(400, uploadMessages.missingMetadata);
  if (!(uploadTags as readonly string[]).includes(tag))
    return refuse(400, uploadMessages.invalidTag);
  const uploadTag = tag as TUploadTag;
  const filename = sanitiseFilename(rawName);
  if (
    !filename ||
    rawName.length > uploadFilenameMax ||
    filetype.length > uploadFiletypeMax ||
    !isCleanText(rawName) ||
    !isCleanText(filetype)
  ) {
    return refuse(400, uploadMessages.invalidName);
  }
  const { actor } = options;
  if (!actor && !anonymousUploadTags.includes(uploadTag)) {
    return refuse(401, uploadMessages.signInRequired);
  }
  if (ownerOnlyUploadTags.includes(uploadTag) && actor?.membership?.role !== 'owner') {
    return refuse(403, uploadMessages.ownerRequired);
  }
  if (staffOnlyUploadTags.includes(uploadTag) && !actor?.isStaff) {
    return refuse(403, uploadMessages.staffRequired);
  }
  const { lengthHeader } = options;
  if (options.deferLengthHeader !== undefined || lengthHeader === undefined) {
    return refuse(400, uploadMessages.lengthRequired);
  }
  // Digits only (tus: a non-negative integer); more digits than any limit is simply too large.
  if (!/^\d{1,30}$/.test(lengthHeader)) return refuse(400, uploadMessages.lengthInvalid);
  const size = Number(lengthHeader);
  if (size > uploadMaxBytes[uploadTag]) {
    return refuse(413, uploadMessages.tooLarge(uploadMaxBytes[uploadTag]));
  }
  if (!isAcceptedUpload(filename, uploadTag)) return refuse(415, uploadMessages.typeNotAccepted);
  if (size === 0) return refuse(400, uploadMessages.empty);
  return { ok: true, value: { filename, filetype, tag: uploadTag, size } };
}
