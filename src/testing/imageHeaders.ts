// The first bytes of image files, as the header readers see them: enough for a plan, no pixels.

export const u16 = (n: number) => [n >> 8, n & 255];
const u32 = (n: number) => [n >>> 24, (n >> 16) & 255, (n >> 8) & 255, n & 255];
export const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** A JPEG's first bytes up to its frame header (the rest is never read for a plan). */
export const jpegHeader = (width: number, height: number) => [0xff, 0xd8, 0xff, 0xc0, 0, 17, 8, ...u16(height), ...u16(width), 3];

/** A PNG's signature and header chunk (an APNG's acTL after it), then its image data's chunk header. */
export const pngHeader = (width: number, height: number, { animated = false, alpha = false } = {}) => [
  ...[0x89, ...ascii('PNG'), 13, 10, 26, 10],
  ...[...u32(13), ...ascii('IHDR'), ...u32(width), ...u32(height), 8, alpha ? 6 : 2, 0, 0, 0, 0, 0, 0, 0],
  ...(animated ? [...u32(8), ...ascii('acTL'), ...u32(1), ...u32(0), 0, 0, 0, 0] : []),
  ...[...u32(1), ...ascii('IDAT'), 0, 0, 0, 0, 0],
];
