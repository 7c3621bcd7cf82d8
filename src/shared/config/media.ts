/**
 * The clip files this product takes: one list, read by the pickers, the upload rules, the help
 * text and the fake server. The FAQ promises photos .jpg, .png, .gif and videos .mov, .mp4, .avi
 * (part 1 §5); we also take .webm (what browsers record) and .m4v, and iPhones' .heic/.heif photos,
 * which are made into JPEG on the device before they go (src/media/prepare; docs/spec-choices.md).
 */
export const CLIP_FILE_TYPES = {
  image: {
    mime: ['image/jpeg', 'image/pjpeg', 'image/png', 'image/gif', 'image/heic', 'image/heif'],
    ext: ['jpg', 'jpeg', 'png', 'gif', 'heic', 'heif'],
  },
  video: {
    mime: ['video/quicktime', 'video/mp4', 'video/x-msvideo', 'video/avi', 'video/msvideo', 'video/x-m4v', 'video/webm'],
    ext: ['mov', 'mp4', 'm4v', 'avi', 'webm'],
  },
} as const;

export type ClipKind = keyof typeof CLIP_FILE_TYPES;

/**
 * The most pixels a photo may have (width × height of its picture, or of an animation's canvas):
 * decoding one takes 4 bytes a pixel (64 megapixels: 256 MB), so the device refuses more before
 * decoding it and the fake server refuses more before storing it. Read from the file's header.
 */
export const MAX_PHOTO_PIXELS = 64_000_000;

/** The largest clip file the server takes (a real API states one; ours is 200 MB). */
export const MAX_UPLOAD_MB = 200;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;

const dotted = (ext: readonly string[]) => ext.map((e) => `.${e}`);

/** `accept` values for file pickers. */
export const ACCEPT = {
  image: [...dotted(CLIP_FILE_TYPES.image.ext), ...CLIP_FILE_TYPES.image.mime].join(','),
  video: [...dotted(CLIP_FILE_TYPES.video.ext), ...CLIP_FILE_TYPES.video.mime].join(','),
} as const;

const orList = (items: string[]) => `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;

/** The formats as help text says them: ".jpg, .png or .gif" and ".mov, .mp4, .avi, .webm or .m4v". */
export const FORMATS_TEXT = {
  image: orList(['.jpg', '.png', '.gif']),
  video: orList(['.mov', '.mp4', '.avi', '.webm', '.m4v']),
} as const;

/** 'image' | 'video' for a supported clip file (by MIME type, or by extension when there is none), else null. */
export function clipKindOf(file: { name: string; type: string }): ClipKind | null {
  const mime = file.type.toLowerCase().split(';')[0]!.trim();
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  for (const kind of ['image', 'video'] as const) {
    const allowed = CLIP_FILE_TYPES[kind];
    if ((allowed.mime as readonly string[]).includes(mime)) return kind;
    if (!mime && (allowed.ext as readonly string[]).includes(ext)) return kind;
  }
  return null;
}
