/** The pixel size a WebP or AVIF file says it has, read from its header (tests only). */
export function readImageSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (offset: number, length: number) =>
    String.fromCharCode(...bytes.subarray(offset, offset + length));
  if (ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP')
    return readWebpSize(bytes, view, ascii(12, 4));
  // AVIF: the image spatial extents box ('ispe': version and flags, width, height).
  for (let offset = 4; offset + 16 <= bytes.length; offset++) {
    if (ascii(offset, 4) === 'ispe') {
      return { width: view.getUint32(offset + 8), height: view.getUint32(offset + 12) };
    }
  }
  throw new Error('Neither a WebP nor an AVIF file');
}

function readWebpSize(bytes: Uint8Array, view: DataView, chunk: string) {
  const at = (offset: number) => bytes[offset] ?? 0;
  if (chunk === 'VP8X') {
    const read24 = (offset: number) => at(offset) | (at(offset + 1) << 8) | (at(offset + 2) << 16);
    return { width: read24(24) + 1, height: read24(27) + 1 };
  }
  if (chunk === 'VP8L') {
    return {
      width: 1 + (((at(22) & 0x3f) << 8) | at(21)),
      height: 1 + (((at(24) & 0x0f) << 10) | (at(23) << 2) | ((at(22) & 0xc0) >> 6)),
    };
  }
  if (chunk === 'VP8 ') {
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  throw new Error(`Unknown WebP chunk ${chunk}`);
}
