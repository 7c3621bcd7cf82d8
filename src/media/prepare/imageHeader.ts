// What a photo file says about itself in its first bytes: its real format (whatever its name says),
// its size in pixels, its EXIF orientation, whether it can hold transparency and whether it moves.
// Read before anything is decoded, so a huge or mislabelled file is known without decoding it.
// The same reader serves the device (preparing, thumbnails) and the fake server's upload check.

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'heic' | 'avif' | 'webp';

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

/** How far into a GIF or HEIF the facts are looked for: room for a GIF's first frames, a HEIF's boxes. */
export const HEADER_BYTES = 512 * 1024;
/**
 * A JPEG's segments walked to its frame header (metadata of any size in front: 650 kB of XMP is
 * ten segments); each segment is at most 64 kB, so this is gigabytes. More: not a photo.
 */
const MAX_JPEG_SEGMENTS = 20_000;
const MAX_PNG_CHUNKS = 20_000;
/** A file is read this much at a time, so the small segments of a header cost one read. */
const READ_AHEAD = 16 * 1024;

const ascii = (b: Uint8Array, at: number, length: number) => String.fromCharCode(...b.subarray(at, at + length));
const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);

/** ISO-BMFF brands of still pictures (HEIF: HEIC and its image sequences; AVIF), not of video files. */
const HEIF_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'];
const AVIF_BRANDS = ['avif', 'avis'];

/** The brands an ISO-BMFF 'ftyp' box names (major first, then the compatible ones in these bytes). */
function ftypBrands(b: Uint8Array): string[] {
  if (b.length < 12 || ascii(b, 4, 4) !== 'ftyp') return [];
  const end = Math.min(b.length, u32be(b, 0));
  const brands = [ascii(b, 8, 4)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(b, at, 4));
  return brands;
}

/** HEIC or AVIF by an ISO-BMFF file's brands; null for a video (or anything else). */
function isoImage(b: Uint8Array): 'heic' | 'avif' | null {
  const [major, ...compatible] = ftypBrands(b);
  if (!major) return null;
  if (AVIF_BRANDS.includes(major)) return 'avif';
  if (!HEIF_BRANDS.includes(major)) return null;
  // a 'mif1' file holding AV1 pictures is an AVIF
  return compatible.some((brand) => AVIF_BRANDS.includes(brand)) ? 'avif' : 'heic';
}

/** The format by its magic bytes (give it the first 64 or so); null when it is none of the photo formats. */
export function sniffImage(b: Uint8Array): ImageFormat | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && ascii(b, 1, 3) === 'PNG' && b[0] === 0x89) return 'png';
  if (b.length >= 6 && (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a')) return 'gif';
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return 'webp';
  return isoImage(b);
}

/** A request for bytes: `length` of them from `at` (fewer come back at the end of the file). */
type Want = { at: number; length: number };
/** A header reader asks for the bytes it needs, piece by piece, so a file is never read whole for it. */
type HeaderReader = Generator<Want, ImageFacts | null, Uint8Array>;

/** The header's facts from bytes in memory; null when they are not a photo format we know, or cut short. */
export function readImageHeader(b: Uint8Array): ImageFacts | null {
  const reader = imageFacts();
  let step = reader.next();
  while (!step.done) step = reader.next(b.subarray(step.value.at, step.value.at + step.value.length));
  return step.value;
}

/**
 * The header's facts read from a file, only the bytes the header needs (a JPEG's segments are
 * walked by their lengths to its frame header, however much metadata comes first).
 */
export async function readImageFile(file: Blob): Promise<ImageFacts | null> {
  const reader = imageFacts();
  let window = { at: 0, bytes: new Uint8Array(0) };
  let step = reader.next();
  while (!step.done) {
    const { at, length } = step.value;
    const end = window.at + window.bytes.length;
    const covered = at >= window.at && (at + length <= end || (end >= file.size && at <= end));
    if (!covered) {
      const size = Math.max(length, READ_AHEAD);
      window = { at, bytes: new Uint8Array(await file.slice(at, at + size).arrayBuffer()) };
    }
    step = reader.next(window.bytes.subarray(at - window.at, at - window.at + length));
  }
  return step.value;
}

function* imageFacts(): HeaderReader {
  const head = yield { at: 0, length: 64 };
  const format = sniffImage(head);
  const base = { orientation: 1, transparent: false, animated: false };
  switch (format) {
    case 'jpeg':
      return yield* jpeg();
    case 'png':
      return yield* png();
    case 'gif':
      return gif(yield { at: 0, length: HEADER_BYTES });
    case 'heic':
    case 'avif':
      return { format, ...base, ...heifSize(yield { at: 0, length: HEADER_BYTES }) };
    case 'webp':
      return { format, ...base, width: 0, height: 0 };
    default:
      return null;
  }
}

/** A start of frame (SOF0-15 but DHT C4, JPG C8, DAC CC): it holds the size. */
const isFrameHeader = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function* jpeg(): HeaderReader {
  let orientation = 1;
  let at = 2;
  for (let segments = 0; segments < MAX_JPEG_SEGMENTS; segments++) {
    // marker, length, and for a frame header its precision, height and width
    const head = yield { at, length: 9 };
    if (head.length < 4 || head[0] !== 0xff) return null;
    const marker = head[1]!;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    const length = u16be(head, 2);
    if (length < 2) return null;
    if (isFrameHeader(marker)) {
      if (head.length < 9) return null;
      return { format: 'jpeg', width: u16be(head, 7), height: u16be(head, 5), orientation, transparent: false, animated: false };
    }
    if (marker === 0xda || marker === 0xd9) return null; // image data (or the end) before any frame header
    // APP1 'Exif' (not XMP, however large): the orientation tag, in the TIFF block after 'Exif\0\0'
    if (marker === 0xe1 && length >= 8 && ascii(head, 4, 4) === 'Exif') {
      const body = yield { at: at + 10, length: length - 8 };
      orientation = exifOrientation(body) ?? 1;
    }
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

function* png(): HeaderReader {
  const head = yield { at: 0, length: 33 };
  if (head.length < 33 || ascii(head, 12, 4) !== 'IHDR') return null;
  const colourType = head[25]!;
  let transparent = colourType === 4 || colourType === 6;
  let animated = false;
  // the chunks before the image data, however large: tRNS (a transparent colour), acTL (an animated PNG)
  let at = 8;
  for (let chunks = 0; chunks < MAX_PNG_CHUNKS; chunks++) {
    const chunk = yield { at, length: 8 };
    if (chunk.length < 8) break;
    const type = ascii(chunk, 4, 4);
    if (type === 'IDAT' || type === 'IEND') break;
    if (type === 'tRNS') transparent = true;
    if (type === 'acTL') animated = true;
    at += 12 + u32be(chunk, 0);
  }
  return { format: 'png', width: u32be(head, 16), height: u32be(head, 20), orientation: 1, transparent, animated };
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

/** A HEIF's (or AVIF's) largest image size ('ispe' boxes: the main image, its tiles, its thumbnail). */
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
