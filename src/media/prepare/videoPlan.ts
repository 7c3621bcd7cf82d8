// Whether a video is converted before upload, and to what: H.264 at most 1080p (AAC sound) when it
// is larger than 1080p, over 50 MB, in a codec other browsers cannot decode (HEVC from iPhones), or
// described by a codec string decoders refuse (Chrome's MP4 recordings: VP9 'level 00').

const MB = 1024 * 1024;
/** Larger files are converted (their bitrate brought down), even at 1080p or less. */
export const VIDEO_MAX_BYTES = 50 * MB;
/** 1080p either way up: the long side at most 1920, the short side at most 1080. */
export const VIDEO_LONG_SIDE = 1920;
export const VIDEO_SHORT_SIDE = 1080;
/** Codecs every current browser decodes; anything else (HEVC, ProRes, AV1, unknown) is converted. */
export const PLAYS_EVERYWHERE: readonly string[] = ['avc', 'vp8', 'vp9'];
/** A greeting plays at 30 fps: faster sources are brought down to it. */
export const MAX_FRAME_RATE = 30;
/** H.264 bits per pixel per frame: about 4.4 Mbps at 1080p30, what phones' "efficient" modes use. */
export const BITS_PER_PIXEL = 0.07;
export const MIN_VIDEO_BITRATE = 500_000;
export const AUDIO_BITRATE = 128_000;

export type VideoFacts = {
  /** Display size (after rotation); 0 when unknown. */
  width: number;
  height: number;
  bytes: number;
  /** Mediabunny's codec name ('avc', 'hevc', …); null when unknown. */
  codec: string | null;
  /** Frames a second, as measured; null when unknown. */
  frameRate: number | null;
  /** This browser decodes the video track. */
  canDecode: boolean;
  /** It decodes only once its codec string is repaired (render/decodable.ts): other decoders refuse it as it is. */
  codecRepaired?: boolean;
  /** This browser encodes H.264. */
  canEncode: boolean;
};

export type VideoReason = 'larger-than-1080p' | 'over-50-mb' | 'codec';

export type VideoConvert = {
  action: 'convert';
  width: number;
  height: number;
  /** The output's frame rate; null keeps the source's. */
  frameRate: number | null;
  bitrate: number;
  why: VideoReason[];
  /** Converted only to be smaller: when it is not, the original goes instead. */
  keepSmallerOriginal: boolean;
};

export type VideoPlan =
  | { action: 'keep' }
  | VideoConvert
  /** 'failed': it opened, but the conversion gave up part-way. */
  | { action: 'cannot-convert'; why: VideoReason[]; cause: 'no-decoder' | 'no-encoder' | 'failed' };

const even = (n: number) => Math.max(2, 2 * Math.floor(n / 2));

/** The size within 1080p either way up, same shape, even sides (H.264's 4:2:0 needs them). */
export function fit1080p(width: number, height: number) {
  const [long, short] = width >= height ? [width, height] : [height, width];
  const scale = Math.min(1, VIDEO_LONG_SIDE / long, VIDEO_SHORT_SIDE / short);
  return { width: even(Math.round(width * scale)), height: even(Math.round(height * scale)) };
}

/** A bitrate for this size and frame rate, rounded to 100 kbps. */
export function videoBitrate(width: number, height: number, frameRate: number) {
  const bits = width * height * frameRate * BITS_PER_PIXEL;
  return Math.max(MIN_VIDEO_BITRATE, Math.round(bits / 100_000) * 100_000);
}

export function videoPlan(facts: VideoFacts): VideoPlan {
  const { width, height } = facts;
  const why: VideoReason[] = [];
  const known = width > 0 && height > 0;
  if (known && (Math.max(width, height) > VIDEO_LONG_SIDE || Math.min(width, height) > VIDEO_SHORT_SIDE)) {
    why.push('larger-than-1080p');
  }
  if (facts.bytes > VIDEO_MAX_BYTES) why.push('over-50-mb');
  if (!facts.codec || !PLAYS_EVERYWHERE.includes(facts.codec) || facts.codecRepaired) why.push('codec');
  if (why.length === 0) return { action: 'keep' };
  if (!facts.canDecode || !known) return { action: 'cannot-convert', why, cause: 'no-decoder' };
  if (!facts.canEncode) return { action: 'cannot-convert', why, cause: 'no-encoder' };
  const size = fit1080p(width, height);
  const faster = facts.frameRate !== null && facts.frameRate > MAX_FRAME_RATE + 1;
  return {
    action: 'convert',
    ...size,
    frameRate: faster ? MAX_FRAME_RATE : null,
    bitrate: videoBitrate(size.width, size.height, Math.min(facts.frameRate ?? MAX_FRAME_RATE, MAX_FRAME_RATE)),
    why,
    keepSmallerOriginal: why.length === 1 && why[0] === 'over-50-mb',
  };
}
