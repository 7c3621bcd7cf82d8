import { canEncodeAudio, canEncodeVideo } from 'mediabunny';
import type { Size } from '@/media/frame';
import { primeVideoFrames } from './primeVideoFrames';
import type { VideoContainer } from './protocol';
import { RenderError } from './renderError';

// Which file this browser can make: MP4 (H.264 with AAC) wherever H.264 encodes; AAC from the
// browser, else from Mediabunny's AAC encoder (WebAssembly, loaded only then); WebM (VP9 with Opus)
// only where H.264 does not encode at all.

export type VideoCodecs = { container: VideoContainer; video: 'avc' | 'vp9' };
export type SoundCodec = 'aac' | 'opus';

export async function chooseVideoCodec(size: Size): Promise<VideoCodecs> {
  if (typeof VideoEncoder === 'undefined') throw new RenderError('no-encoder', 'no VideoEncoder');
  // before the encoder is first asked anything (WebKitGTK: see primeVideoFrames)
  primeVideoFrames();
  if (await canEncodeVideo('avc', size)) return { container: 'mp4', video: 'avc' };
  if (await canEncodeVideo('vp9', size)) return { container: 'webm', video: 'vp9' };
  throw new RenderError('no-encoder', 'neither H.264 nor VP9 encodes');
}

/** Adds the AAC encoder extension; false when it cannot load (a lost connection). */
async function addAacEncoder(): Promise<boolean> {
  try {
    const { registerAacEncoder } = await import('@mediabunny/aac-encoder');
    registerAacEncoder();
    return true;
  } catch {
    return false;
  }
}

let aacAdded = false;

export async function chooseSoundCodec(container: VideoContainer): Promise<SoundCodec> {
  if (container === 'webm') return 'opus';
  if (await canEncodeAudio('aac')) return 'aac';
  aacAdded ||= await addAacEncoder();
  // Opus in MP4 plays in every current browser: only if the AAC encoder could not load
  return aacAdded ? 'aac' : 'opus';
}
