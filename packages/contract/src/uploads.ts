import { z } from 'zod';
import { boundedString } from './validation.ts';

/**
 * Uploaded files (§3 'Uploaded file', §4 'File upload', §5.1 'Generic file picker', §7 uploads).
 * The tus endpoint is /uploads/; metadata filename, filetype and tag. The server checks the
 * extension and MIME type against these lists and the bytes by content when the upload completes.
 */

/** The tus endpoint (§7 'default /uploads/'), outside /v1. */
export const uploadsTusPath = '/uploads/';

/** What an upload is for; sent as the tus `tag` metadata. */
export const uploadTags = [
  'orderFiles',
  'styleFile',
  'referenceFiles',
  'quoteFile',
  'stylePreferencesFile',
  'styleTemplate',
  'coverImage',
  /** A file staff deliver for an order (staff only). */
  'deliverable',
] as const;
export type TUploadTag = (typeof uploadTags)[number];

/** Tags a visitor without an account may upload inside the order flow. */
export const anonymousUploadTags: readonly TUploadTag[] = [
  'orderFiles',
  'styleFile',
  'referenceFiles',
  'quoteFile',
  'stylePreferencesFile',
];

/** Tags only a team owner may upload (style templates, §6). */
export const ownerOnlyUploadTags: readonly TUploadTag[] = ['styleTemplate', 'coverImage'];

/** Tags only staff may upload (the files they deliver). */
export const staffOnlyUploadTags: readonly TUploadTag[] = ['deliverable'];

export const uploadStatuses = ['uploading', 'complete', 'rejected'] as const;
export type TUploadStatus = (typeof uploadStatuses)[number];

const MB = 1024 * 1024;

/** Largest file per tag: decks with video run large; a cover image is 2 MB (§9). */
export const uploadMaxBytes: Record<TUploadTag, number> = {
  orderFiles: 500 * MB,
  styleFile: 500 * MB,
  referenceFiles: 500 * MB,
  quoteFile: 500 * MB,
  stylePreferencesFile: 500 * MB,
  styleTemplate: 200 * MB,
  coverImage: 2 * MB,
  deliverable: 500 * MB,
};

export const uploadFilenameMax = 255;
export const uploadFiletypeMax = 255;

/** The generic file picker's list (§5.1): extension → accepted MIME types. */
export const acceptedUploadTypes: Record<string, readonly string[]> = {
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  png: ['image/png'],
  gif: ['image/gif'],
  webp: ['image/webp'],
  avif: ['image/avif'],
  svg: ['image/svg+xml'],
  bmp: ['image/bmp'],
  tif: ['image/tiff'],
  tiff: ['image/tiff'],
  heic: ['image/heic'],
  mp4: ['video/mp4'],
  psd: ['image/vnd.adobe.photoshop', 'application/x-photoshop', 'image/x-photoshop'],
  txt: ['text/plain'],
  ai: ['application/postscript', 'application/illustrator', 'application/pdf'],
  cdr: ['application/cdr', 'application/x-cdr', 'image/x-cdr', 'application/vnd.corel-draw'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  docm: ['application/vnd.ms-word.document.macroenabled.12'],
  eps: ['application/postscript', 'image/x-eps'],
  otf: ['font/otf', 'application/x-font-otf'],
  ttf: ['font/ttf', 'application/x-font-ttf'],
  woff: ['font/woff', 'application/font-woff'],
  woff2: ['font/woff2'],
  pdf: ['application/pdf'],
  potm: ['application/vnd.ms-powerpoint.template.macroenabled.12'],
  potx: ['application/vnd.openxmlformats-officedocument.presentationml.template'],
  ppt: ['application/vnd.ms-powerpoint'],
  pptx: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  xls: ['application/vnd.ms-excel'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  zip: ['application/zip', 'application/x-zip-compressed'],
  rar: ['application/vnd.rar', 'application/x-rar-compressed', 'application/x-rar'],
  '7z': ['application/x-7z-compressed'],
  key: ['application/vnd.apple.keynote', 'application/x-iwork-keynote-sffkey'],
  pages: ['application/vnd.apple.pages', 'application/x-iwork-pages-sffpages'],
  numbers: ['application/vnd.apple.numbers', 'application/x-iwork-numbers-sffnumbers'],
};

/** Narrower lists per tag; a tag not listed takes the whole generic list. */
export const uploadTagExtensions: Partial<Record<TUploadTag, readonly string[]>> = {
  styleTemplate: ['pptx', 'potx'],
  coverImage: ['jpeg', 'jpg', 'png', 'avif', 'webp'],
};

/** The extensions a tag accepts. */
export function listUploadExtensions(tag: TUploadTag): readonly string[] {
  return uploadTagExtensions[tag] ?? Object.keys(acceptedUploadTypes);
}

/** The lower-case extension of a file name, '' when it has none. */
export function readUploadExtension(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot <= 0 ? '' : filename.slice(dot + 1).toLowerCase();
}

/** True when the name's extension is accepted for the tag (the picker drops the others, §5.1). */
export function isAcceptedUpload(filename: string, tag: TUploadTag): boolean {
  return listUploadExtensions(tag).includes(readUploadExtension(filename));
}

/** The `accept` map a dropzone takes: MIME type → extensions (with the dot). */
export function buildUploadAccept(tag: TUploadTag): Record<string, string[]> {
  const accept: Record<string, string[]> = {};
  for (const extension of listUploadExtensions(tag)) {
    for (const type of acceptedUploadTypes[extension] ?? []) {
      accept[type] = [...(accept[type] ?? []), `.${extension}`];
    }
  }
  return accept;
}

export const uploadMessages = {
  missingMetadata: 'The upload needs a file name, a file type and a tag.',
  /** tus creation without Upload-Length, or with Upload-Defer-Length (issue 29). */
  lengthRequired: "The upload needs the file's size in bytes (Upload-Length).",
  lengthInvalid: 'Upload-Length must be a whole number of bytes.',
  invalidTag: 'This upload tag is not known.',
  invalidName: 'The file name is too long or holds characters that are not allowed.',
  typeNotAccepted: 'This file type is not accepted.',
  contentMismatch: 'The file content does not match its type. Please upload the original file.',
  /** A file of no bytes: said as such, not as a content mismatch (issue 30). */
  empty: 'The file is empty. Please upload a file with content.',
  tooLarge: (maxBytes: number) =>
    `The file is too large. The maximum size is ${Math.round(maxBytes / MB)} MB.`,
  signInRequired: 'Please sign in to upload this file.',
  ownerRequired: 'Only team owners can upload this file.',
  staffRequired: 'Only Deckhand staff can upload this file.',
  notFound: 'This upload was not found.',
  attached: 'This file is already part of an order and cannot be removed.',
  usedByTemplate:
    'This file belongs to a style template. Remove the template or replace the file first.',
  notAcceptable: 'One of the files is not uploaded yet or cannot be used. Please upload it again.',
} as const;

/** An upload's public id as requests name it (a uuid). */
export const ZUploadId = boundedString(36).regex(/^[0-9a-fA-F-]{36}$/, 'Invalid file id');

/** §3 Uploaded file (result): id, name, link, date. */
export const ZUploadedFile = z.object({
  id: z.uuid(),
  name: z.string(),
  link: z.string(),
  date: z.string(),
  status: z.enum(uploadStatuses),
  sizeBytes: z.number().int(),
  tag: z.enum(uploadTags),
});
export type TUploadedFile = z.infer<typeof ZUploadedFile>;
