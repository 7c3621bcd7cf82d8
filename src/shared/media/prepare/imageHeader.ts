// What a photo file says about itself in its first bytes: its real format (whatever its name says),
// its size in pixels, its EXIF orientation, whether it can hold transparency and whether it moves.
// Read before anything is decoded, so a huge or mislabelled file is known without decoding it.

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'heic' | 'webp';

export type ImageFacts = {
  format: ImageFormat;
  /** Pixels as stored, before the orientation turns them; 0 when the header does not say. */
  width: number;
  height: number;
  /** EXIF orientation 1-8 (JPEG; 1 for the rest). */
  orientation: number;
  /** An alpha channel, a transparent colour (PNG tRNS, a GIF's transparent index). */
  transparent: boolean;
  /** An animated GIF or PNG. */
  animated: boolean;
};

/** How many bytes from the start are read: room for EXIF, ICC profiles and a GIF's first frames. */
export const HEADER_BYTES = 512 * 1024;

const ascii = (b: Uint8Array, at: number, length: number) => String.fromCharCode(...b.subarray(at, at + length));
const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);

const HEIF_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'];

/** The format by its magic bytes; null when it is none of the photo formats. */
export function sniffImage(b: Uint8Array): ImageFormat | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && ascii(b, 1, 3) === 'PNG' && b[0] === 0x89) return 'png';
  if (b.length >= 6 && (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a')) return 'gif';
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return 'webp';
  if (b.length >= 12 && ascii(b, 4, 4) === 'ftyp' && HEIF_BRANDS.includes(ascii(b, 8, 4))) return 'heic';
  return null;
}

/** The header's facts; null when the bytes are not a photo format we know, or are cut short. */
export function readImageHeader(b: Uint8Array): ImageFacts | null {
  const format = sniffImage(b);
  const base = { orientation: 1, transparent: false, animated: false };
  switch (format) {
    case 'jpeg':
      return jpeg(b);
    case 'png':
      return png(b);
    case 'gif':
      return gif(b);
    case 'heic':
      return { format, ...base, ...heifSize(b) };
    case 'webp':
      return { format, ...base, width: 0, height: 0 };
    default:
      return null;
  }
}

function jpeg(b: Uint8Array): ImageFacts | null {
  let orientation = 1;
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    const length = u16be(b, at + 2);
    // APP1 'Exif': the orientation tag
    if (marker === 0xe1 && ascii(b, at + 4, 4) === 'Exif')
      orientation = exifOrientation(b.subarray(at + 10, at + 2 + length)) ?? 1;
    // a start of frame (not DHT C4, JPG C8, DAC CC): its size
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (at + 9 > b.length) return null;
      return {
        format: 'jpeg',
        width: u16be(b, at + 7),
        height: u16be(b, at + 5),
        orientation,
        transparent: false,
        animated: false,
      };
    }
    if (marker === 0xda) return null; // image data before any frame header
    at += 2 + length;
  }
  return null;
}

/** The EXIF orientation (tag 0x0112 of the first IFD) in a TIFF block. */
export function exifOrientation(tiff: Uint8Array): number | null {
  if (tiff.length < 8) return null;
  const little = ascii(tiff, 0, 2) === 'II';
  const u16 = (at: number) => (little ? u16le(tiff, at) : u16be(tiff, at));
  const u32 = (at: number) => (little ? u16le(tiff, at) + u16le(tiff, at + 2) * 65536 : u32be(tiff, at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return null;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return null;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

function png(b: Uint8Array): ImageFacts | null {
  if (b.length < 33 || ascii(b, 12, 4) !== 'IHDR') return null;
  const colourType = b[25]!;
  let transparent = colourType === 4 || colourType === 6;
  let animated = false;
  // the chunks before the image data: tRNS (a transparent colour), acTL (an animated PNG)
  for (let at = 8; at + 8 <= b.length;) {
    const type = ascii(b, at + 4, 4);
    if (type === 'IDAT') break;
    if (type === 'tRNS') transparent = true;
    if (type === 'acTL') animated = true;
    at += 12 + u32be(b, at);
  }
  return { format: 'png', width: u32be(b, 16), height: u32be(b, 20), orientation: 1, transparent, animated };
}

function gif(b: Uint8Array): ImageFacts | null {
  if (b.length < 13) return null;
  const width = u16le(b, 6);
  const height = u16le(b, 8);
  let at = 13 + (b[10]! & 0x80 ? 3 * 2 ** ((b[10]! & 7) + 1) : 0);
  let frames = 0;
  let transparent = false;
  let looping = false;
  // walk the blocks in the bytes read: two images, or a looping extension, make it animated
  while (at < b.length && frames < 2) {
    const block = b[at]!;
    if (block === 0x3b) break; // trailer
    if (block === 0x21) {
      const label = b[at + 1];
      if (label === 0xf9 && (b[at + 3]! & 1) === 1) transparent = true;
      if (label === 0xff && /NETSCAPE2\.0|ANIMEXTS1\.0/.test(ascii(b, at + 3, 11))) looping = true;
      at = skipSubBlocks(b, at + 2);
    } else if (block === 0x2c) {
      frames++;
      const flags = b[at + 9] ?? 0;
      at += 10 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0) + 1; // descriptor, local table, LZW size
      at = skipSubBlocks(b, at);
    } else break;
  }
  return { format: 'gif', width, height, orientation: 1, transparent, animated: frames > 1 || looping };
}

function skipSubBlocks(b: Uint8Array, at: number): number {
  while (at < b.length && b[at] !== 0) at += b[at]! + 1;
  return at + 1;
}

/** A HEIF's largest image size ('ispe' boxes: the main image, its tiles, its thumbnail). */
function heifSize(b: Uint8Array): { width: number; height: number } {
  let width = 0;
  let height = 0;
  for (let at = 4; at + 16 <= b.length; at++) {
    if (b[at] === 0x69 && ascii(b, at, 4) === 'ispe') {
      const w = u32be(b, at + 8);
      const h = u32be(b, at + 12);
      if (w * h > width * height) [width, height] = [w, h];
    }
  }
  return { width, height };
}
