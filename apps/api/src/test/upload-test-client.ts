import type { App } from '../app.ts';
import { spaHeaders } from './create-test-app.ts';

/** The tus protocol by plain requests, as tus-js-client sends them (tests only). */

const tusHeaders = { ...spaHeaders, 'tus-resumable': '1.0.0' };

export const pdfBytes = Buffer.from(
  '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n',
);
export const pngBytes = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
export const exeBytes = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(126),
  Buffer.from('PE\u0000\u0000'),
]);

const encode = (value: string) => Buffer.from(value).toString('base64');

export function authHeaders(token: string | null) {
  return { ...tusHeaders, ...(token ? { authorization: `Bearer ${token}` } : {}) };
}

export function createUpload(
  app: App,
  token: string | null,
  file: {
    filename: string;
    filetype?: string;
    tag: string;
    /** Upload-Length as sent (a string for malformed ones); null leaves it out. */
    size: number | string | null;
    /** Sends Upload-Defer-Length: 1 (a size given later). */
    deferLength?: boolean;
  },
  remoteAddress = '127.0.0.1',
) {
  const metadata = [
    `filename ${encode(file.filename)}`,
    `filetype ${encode(file.filetype ?? 'application/pdf')}`,
    `tag ${encode(file.tag)}`,
  ].join(',');
  return app.inject({
    method: 'POST',
    url: '/uploads/',
    remoteAddress,
    headers: {
      ...authHeaders(token),
      ...(file.size === null ? {} : { 'upload-length': String(file.size) }),
      ...(file.deferLength ? { 'upload-defer-length': '1' } : {}),
      'upload-metadata': metadata,
    },
  });
}

export function patchUpload(
  app: App,
  token: string | null,
  location: string,
  offset: number,
  bytes: Buffer,
) {
  return app.inject({
    method: 'PATCH',
    url: location,
    headers: {
      ...authHeaders(token),
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: bytes,
  });
}

export function headUpload(app: App, token: string | null, location: string) {
  return app.inject({ method: 'HEAD', url: location, headers: authHeaders(token) });
}

/** Creates and sends a whole file in one PATCH; answers the last response. */
export async function uploadWhole(
  app: App,
  token: string | null,
  file: { filename: string; filetype?: string; tag: string; bytes: Buffer },
) {
  const created = await createUpload(app, token, { ...file, size: file.bytes.length });
  if (created.statusCode !== 201) return created;
  return patchUpload(app, token, String(created.headers.location), 0, file.bytes);
}
