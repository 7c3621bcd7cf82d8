// A video file's container by its first bytes, whatever its name says.

export type VideoContainer = 'isobmff' | 'matroska' | 'avi';

const ascii = (b: Uint8Array, at: number, length: number) => String.fromCharCode(...b.subarray(at, at + length));
/** Boxes an MP4 or QuickTime file can start with ('ftyp', or an old .mov's 'moov', 'mdat', 'wide', 'free'). */
const ISOBMFF_FIRST_BOXES = ['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip', 'pnot'];

export function sniffVideo(b: Uint8Array): VideoContainer | null {
  if (b.length >= 8 && ISOBMFF_FIRST_BOXES.includes(ascii(b, 4, 4))) return 'isobmff';
  if (b.length >= 4 && b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3) return 'matroska';
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'AVI ') return 'avi';
  return null;
}
